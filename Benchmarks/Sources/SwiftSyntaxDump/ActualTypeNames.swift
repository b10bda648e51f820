import SwiftSyntax

/// Sourcery 2.3.0's `resolveType`, as far as it decides whether a method's result type gets an
/// `actualTypeName` other than its written name (which decides whether a repeated method comes back,
/// see `MethodRepeats`). A name resolves globally first (a declared type keeps its name), then
/// through typealiases, then `Self` and the enclosing types from the inside out (`Inner` in `A`
/// is `A.Inner`), then an associated type of an enclosing protocol to its stand-in. A collection,
/// generic, tuple or function type is rebuilt when one of its parts resolves (an array also when
/// its element is a type of the scan, a generic also when its base resolves).
struct ActualTypeNames {
    /// Names of composed types that are not extensions only.
    private let declared: Set<String>
    /// Names of all composed types.
    private let scanned: Set<String>
    private let aliases: TypealiasTable
    /// Each composed type's enclosing type.
    private let parents: [String: String]
    /// Each protocol's associated types and their stand-ins.
    private let associatedTypes: [String: [String: String?]]
    /// How many protocols declare each associated-type name.
    private let associatedTypeCounts: [String: Int]
    /// The `where` clause of each composed class, struct or protocol that has one.
    private let requirements: [String: [GenericRequirement]]

    init(types: [String: DumpType], parents: [String: String], typealiases: [DumpTypealias]) {
        declared = Set(types.values.lazy.filter { !$0.isExtension }.map(\.name))
        scanned = Set(types.keys)
        aliases = TypealiasTable(typealiases, keepsFirst: true)
        self.parents = parents
        requirements = types.compactMapValues { $0.origin.requirements.isEmpty ? nil : $0.origin.requirements }
        var associatedTypes: [String: [String: String?]] = [:]
        var counts: [String: Int] = [:]
        for type in types.values where type.kind == "protocol" && !type.associatedTypes.isEmpty {
            var byName: [String: String?] = [:]
            for associated in type.associatedTypes where byName[associated.name] == nil { byName[associated.name] = associated.standIn }
            associatedTypes[type.name] = byName
            for name in byName.keys { counts[name, default: 0] += 1 }
        }
        self.associatedTypes = associatedTypes
        associatedTypeCounts = counts
    }

    /// The actual name of `type` written in the type named `scope`, or nil when resolution leaves
    /// it unset; `rebuilt` tells whether a collection, generic or tuple was rebuilt. `name` is
    /// Sourcery's name of the type (a method's result with its `where` clause), `requirements` the
    /// method's, which count where the type has none: a name whose first word is a requirement's
    /// left side is its right side in parentheses (`D where D: Decodable` is `(Decodable)`,
    /// `(P & Q)` for several).
    func actual(_ type: TypeSyntax, named name: String? = nil, in scope: String?,
                requirements methodRequirements: [GenericRequirement] = []) -> (name: String, rebuilt: Bool)? {
        let requirements = scope.flatMap { self.requirements[$0] } ?? methodRequirements
        if !requirements.isEmpty {
            let firstWord = (name ?? type.trimmedDescription).prefix { $0 != " " }
            let relevant = requirements.filter { $0.left == firstWord }
            if !relevant.isEmpty { return ("(" + relevant.map(\.right).joined(separator: " & ") + ")", false) }
        }
        var inner = type
        var suffix = ""
        if let optional = type.as(OptionalTypeSyntax.self) {
            (inner, suffix) = (optional.wrappedType, "?")
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            (inner, suffix) = (unwrapped.wrappedType, "?")
        }
        let text = inner.trimmedDescription
        if let array = inner.as(ArrayTypeSyntax.self) {
            let element = actual(array.element, in: scope)
            guard element != nil || isScanned(array.element) else { return changed(text, suffix, in: scope) }
            return ("[\(element?.name ?? array.element.trimmedDescription)]" + suffix, true)
        }
        if let dictionary = inner.as(DictionaryTypeSyntax.self) {
            let key = actual(dictionary.key, in: scope)
            let value = actual(dictionary.value, in: scope)
            guard key != nil || value != nil else { return changed(text, suffix, in: scope) }
            let parts = "\(key?.name ?? dictionary.key.trimmedDescription): \(value?.name ?? dictionary.value.trimmedDescription)"
            return ("[\(parts)]" + suffix, true)
        }
        if let tuple = inner.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            let elements = tuple.elements.map { ($0, actual($0.type, in: scope)) }
            guard elements.contains(where: { $0.1 != nil }) else { return changed(text, suffix, in: scope) }
            let parts = elements.map { element, resolved in
                (element.firstName.map { $0.text + ": " } ?? "") + (resolved?.name ?? element.type.trimmedDescription)
            }
            return ("(\(parts.joined(separator: ", ")))" + suffix, true)
        }
        if let function = inner.as(FunctionTypeSyntax.self) {
            let result = actual(function.returnClause.type, in: scope)
            let parameters = function.parameters.map { ($0, actual($0.type, in: scope)) }
            guard result != nil || parameters.contains(where: { $0.1 != nil }) else { return changed(text, suffix, in: scope) }
            let written = parameters.map { $1?.name ?? $0.type.trimmedDescription }.joined(separator: ", ")
            return ("(\(written)) -> \(result?.name ?? function.returnClause.type.trimmedDescription)" + suffix, false)
        }
        if let (base, arguments) = Self.generic(inner) {
            let retrieved = globalName(base, in: scope)
            // The structure comes from the alias target when a typealias was followed.
            if let target = retrieved?.alias?.target, target.contains("<") { return (target + suffix, true) }
            let resolved = arguments.map { actual($0, in: scope) }
            guard retrieved != nil || resolved.contains(where: { $0 != nil }) else { return nil }
            let name = retrieved.map { $0.alias == nil ? $0.name : base } ?? base
            let parts = zip(arguments, resolved).map { $1?.name ?? $0.trimmedDescription }
            return ("\(name)<\(parts.joined(separator: ", "))>" + suffix, true)
        }
        return changed(text, suffix, in: scope)
    }

    /// Whether resolution rebuilds the form of `type` (written `written`, white space removed), so
    /// that Sourcery no longer finds it equal to an unresolved twin (ModelScanner's
    /// `Deduplication.isRebuilt`).
    func isRebuilt(_ type: TypeSyntax, written: String, in scope: String?) -> Bool {
        actual(type, in: scope).map { $0.rebuilt && $0.name.removingWhiteSpace != written } ?? false
    }

    /// A plain name's actual name: the resolved one where it differs; a typealias whose target is a
    /// collection, generic, tuple or function type gives that target, rebuilt (Sourcery gives the
    /// name the target's form).
    private func changed(_ text: String, _ suffix: String, in scope: String?) -> (name: String, rebuilt: Bool)? {
        guard let retrieved = globalName(text, in: scope) else { return nil }
        if let target = retrieved.alias?.target, target.contains(where: { "<[(".contains($0) }) {
            return (target + suffix, true)
        }
        return retrieved.name == text ? nil : (retrieved.name + suffix, false)
    }

    /// Whether a type written in the result names a type of the scan (its unwrapped or generic base).
    private func isScanned(_ type: TypeSyntax) -> Bool {
        var inner = type
        if let optional = type.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
        return scanned.contains(Self.generic(inner)?.base ?? inner.trimmedDescription)
    }

    /// `Box<A, B>` (or `Outer.Box<A>`) as its base name and arguments.
    private static func generic(_ type: TypeSyntax) -> (base: String, arguments: [TypeSyntax])? {
        func types(_ clause: GenericArgumentClauseSyntax) -> [TypeSyntax] {
            clause.arguments.compactMap { if case .type(let type) = $0.argument { return type } else { return nil } }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause {
            return (identifier.name.text, types(clause))
        }
        if let member = type.as(MemberTypeSyntax.self), let clause = member.genericArgumentClause {
            return (member.baseType.trimmedDescription + "." + member.name.text, types(clause))
        }
        return nil
    }

    /// Sourcery's `resolveGlobalName` for a written name inside the type named `scope`.
    private func globalName(_ name: String, in scope: String?) -> (name: String, alias: DumpTypealias?)? {
        if declared.contains(name) { return (name, nil) }
        if let alias = aliases.finalAlias(of: name) { return (aliasTarget(alias), alias) }
        guard let scope else { return nil }
        if name == "Self" { return (scope, nil) }
        var current: String? = scope
        var steps = 0
        while let container = current, steps < 64 {
            if let found = globalName(container + "." + name, in: nil) { return found }
            if associatedTypeCounts[name] == 1, let standIn = associatedTypes[container]?[name], let standIn {
                return (standIn, nil)
            }
            current = parents[container]
            steps += 1
        }
        return nil
    }

    /// The type an alias chain ends at: the scanned type its target (without generic arguments or
    /// `?`) names, else the target as written.
    private func aliasTarget(_ alias: DumpTypealias) -> String {
        var base = alias.target
        if base.hasSuffix("?") { base.removeLast() }
        if let open = base.firstIndex(of: "<") { base = String(base[..<open]) }
        if scanned.contains(base) { return base }
        return alias.target
    }
}
