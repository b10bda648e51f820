import ModelScanner
import StencilLite

/// `type.member` with Sourcery's `Type` names (and those of `Class`, `Enum`, `Protocol`, `Actor`).
///
/// Every kind answers every member (a struct's `isFinal` is false, its `cases` empty), and an
/// unknown member that names a nested type resolves to it, so `type.Outer.Inner` works.
extension SwiftType: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { orNestedType(SwiftType.members.lookup(member, of: self), named: member) }
    public func lookup(_ key: MemberKey) -> LookupResult { orNestedType(SwiftType.members.lookup(key, of: self), named: key.name) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { SwiftType.members.value(key, of: self) }

    private func orNestedType(_ result: LookupResult, named member: String) -> LookupResult {
        guard case .unknown = result, let nested = containedTypes.first(where: { $0.localName == member }) else {
            return result
        }
        return .found(nested)
    }

    public var memberNames: [String] { SwiftType.members.names }

    /// Sourcery's (and docs/Templates.md's) name for it.
    public var templateTypeName: String { "Type" }

    private static let members = MemberTable<SwiftType>([
        "name": { $0.name },
        "localName": { $0.localName },
        "globalName": { $0.name },  // no module names are known
        "module": { _ in nil },
        "kind": { $0.kind.rawValue },
        "isExtension": { $0.isExtension },
        "isUnknownExtension": { $0.isExtension },  // composition merged every known type's extensions
        "accessLevel": { $0.accessLevel.rawValue },
        "isGeneric": { $0.isGeneric },
        "genericParameters": { $0.genericParameters as [Any] },
        "genericRequirements": { $0.genericRequirements as [Any] },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "documentation": { _ in [Any]() },  // not collected (Sourcery: only with --parseDocumentation)
        "attributes": { TemplateValues.attributes($0.attributes) },
        "modifiers": { $0.modifiers as [Any] },
        "inheritedTypes": { $0.inheritedTypes as [Any] },
        "based": { $0.based as [String: Any] },
        "basedTypes": { $0.basedTypes as [String: Any] },
        "inherits": { $0.inherits as [String: Any] },
        "implements": { $0.implements as [String: Any] },
        "supertype": { $0.supertype },
        "variables": { $0.variables as [Any] },
        "rawVariables": { $0.rawVariables as [Any] },
        "allVariables": { $0.allVariables as [Any] },
        "storedVariables": { $0.variables.filter { !$0.isComputedForSourcery && !$0.isStatic } as [Any] },
        "computedVariables": { $0.variables.filter { $0.isComputedForSourcery && !$0.isStatic } as [Any] },
        "instanceVariables": { $0.variables.filter { !$0.isStatic } as [Any] },
        "staticVariables": { $0.variables.filter(\.isStatic) as [Any] },
        "methods": { $0.methods as [Any] },
        "rawMethods": { $0.rawMethods as [Any] },
        "allMethods": { $0.allMethods as [Any] },
        "initializers": { $0.methods.filter(\.isInitializer) as [Any] },
        "staticMethods": { $0.methods.filter(\.isStatic) as [Any] },  // initializers included, as in Sourcery
        "classMethods": { $0.methods.filter(\.isClass) as [Any] },
        "instanceMethods": { $0.methods.filter { !$0.isStatic && !$0.isClass } as [Any] },
        "subscripts": { $0.subscripts as [Any] },
        "rawSubscripts": { $0.rawSubscripts as [Any] },
        "allSubscripts": { $0.allSubscripts as [Any] },
        "containedTypes": { $0.containedTypes as [Any] },
        "containedType": { $0.containedTypesByLocalName as [String: Any] },
        "parent": { $0.parent },
        "parentName": { $0.parent?.name },
        "typealiases": { $0.typealiases as [String: Any] },
        "imports": { $0.imports as [Any] },
        "allImports": { $0.allImports as [Any] },
        "path": { $0.path },
        "fileName": { $0.fileName },
        "directory": { $0.directory },
        "isFinal": { $0.isFinal },
        "isDistributed": { $0.isDistributed },
        "associatedTypes": { $0.associatedTypes as [String: Any] },
        "cases": { $0.cases as [Any] },
        "hasAssociatedValues": { $0.hasAssociatedValues },
        "rawTypeName": { $0.rawTypeName },
        "rawType": { $0.rawType },
        "hasRawType": { $0.rawTypeName != nil },
    ])
}

extension SwiftType {
    /// Nested types by local name (the first of a repeated name).
    var containedTypesByLocalName: [String: SwiftType] {
        Dictionary(containedTypes.map { ($0.localName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Imports of the declaring file, then those of every known base type, without repeats.
    var allImports: [String] {
        var seen: Set<String> = []
        let bases = basedTypes.keys.sorted().compactMap { basedTypes[$0] }
        return ([self] + bases).flatMap(\.imports).filter { seen.insert($0).inserted }
    }

    /// The folder of the declaring file.
    var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
