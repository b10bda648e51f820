/// Sourcery's `resolveGlobalName` as composition uses it for extension and inherited names: a
/// scanned type's name stays; a typealias names its target, to the end of an alias chain (the
/// scanned type's name when the target is one); else the name is tried inside each enclosing type
/// (`Inner` in `Outer` is `Outer.Inner`). Sourcery also maps associated-type names here; ModelGen
/// does not (see `AssociatedTypeStandIns`).
struct GlobalNames {
    private let declared: [String: SwiftType]
    private let aliases: [String: Typealias]

    init(declarations: [SwiftType], typealiases: [Typealias]) {
        var declared: [String: SwiftType] = [:]
        for declaration in declarations where !declaration.isExtension { declared[declaration.name] = declaration }
        var aliases: [String: Typealias] = [:]
        for alias in typealiases { aliases[alias.name] = alias }
        self.declared = declared
        self.aliases = aliases
    }

    /// Whether a scanned (non-extension) type has this name.
    func isDeclared(_ name: String) -> Bool { declared[name] != nil }

    /// The resolved name, or nil when nothing is known of `name`.
    func resolve(_ name: String, in container: SwiftType?) -> String? {
        if declared[name] != nil { return name }
        if let target = aliasTarget(of: name) { return target }
        var current = container
        var steps = 0
        while let scope = current, steps < 64 {
            let qualified = scope.name + "." + name
            if declared[qualified] != nil { return qualified }
            if let target = aliasTarget(of: qualified) { return target }
            current = scope.parent
            steps += 1
        }
        return nil
    }

    /// Every declaration's inherited names, resolved (`typealias Meta = Any` makes `P: Meta` inherit
    /// `Any`). An unresolved composition comes after its parts that are types, as in Sourcery
    /// (`FileDescriptor & Sendable`, `Sendable` not scanned, is `FileDescriptor`, `FileDescriptor & Sendable`).
    /// Returns the names as written of the declarations whose names changed.
    func resolveInheritedNames(of declarations: [SwiftType]) -> DeclarationEquality.WrittenInheritedNames {
        var written: DeclarationEquality.WrittenInheritedNames = [:]
        for declaration in declarations where !declaration.inheritedTypes.isEmpty {
            var resolved: [String] = []
            resolved.reserveCapacity(declaration.inheritedTypes.count)
            for name in declaration.inheritedTypes {
                if let target = resolve(name, in: declaration.parent) {
                    resolved.append(target)
                } else if GlobalNames.isComposition(name) {
                    resolved += ProtocolCompositions.parts(of: name).filter { declared[$0] != nil }
                    resolved.append(name)
                } else {
                    resolved.append(name)
                }
            }
            if resolved != declaration.inheritedTypes {
                written[ObjectIdentifier(declaration)] = (declaration.inheritedTypes, resolved.count)
                declaration.inheritedTypes = resolved
            }
        }
        return written
    }

    /// Whether a name is written `A & B`.
    static func isComposition(_ name: String) -> Bool {
        name.utf8.contains(UInt8(ascii: "&"))
    }

    /// The last alias of the chain from `name`; its type as written is where the chain ends
    /// (`HTTPPart<HTTPResponseHead, IOData>`).
    func finalAlias(of name: String) -> Typealias? {
        aliases[name].map { Typealias.chainEnd(from: $0, in: aliases) }
    }

    private func aliasTarget(of name: String) -> String? {
        guard let alias = finalAlias(of: name) else { return nil }
        let target = alias.typeName.name
        let base = Parser.strippingGenericArguments(target)
        let scanned = declared[base] ?? alias.parent.flatMap { declared["\($0.name).\(base)"] }
        return scanned?.name ?? target
    }
}
