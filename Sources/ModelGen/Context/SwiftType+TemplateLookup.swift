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

    private static let members = MemberTable<SwiftType>(values: [
        "name": { .string($0.name) },
        "localName": { .string($0.localName) },
        "globalName": { .string($0.name) },  // no module names are known
        "module": { _ in .none },
        "kind": { .string($0.kind.rawValue) },
        "isExtension": { .bool($0.isExtension) },
        "isUnknownExtension": { .bool($0.isExtension) },  // composition merged every known type's extensions
        "accessLevel": { .string($0.accessLevel.rawValue) },
        "isGeneric": { .bool($0.isGeneric) },
        "genericParameters": { .array(of: $0.genericParameters) },
        "genericRequirements": { .array(of: $0.genericRequirements) },
        "annotations": { .dictionary(TemplateValues.annotations($0.annotations)) },
        "documentation": { _ in .array([]) },  // not collected (Sourcery: only with --parseDocumentation)
        "attributes": { .dictionary(TemplateValues.attributes($0.attributes)) },
        "modifiers": { .array(of: $0.modifiers) },
        "inheritedTypes": { .array(of: $0.inheritedTypes) },
        "based": { .dictionary($0.based as [String: Any]) },
        "basedTypes": { .dictionary($0.basedTypes as [String: Any]) },
        "inherits": { .dictionary($0.inherits as [String: Any]) },
        "implements": { .dictionary($0.implements as [String: Any]) },
        "supertype": { TemplateValue(object: $0.supertype) },
        "variables": { .array(of: $0.variables) },
        "rawVariables": { .array(of: $0.rawVariables) },
        "allVariables": { .array(of: $0.allVariables) },
        "storedVariables": { .array(of: $0.variables) { !$0.isComputedForSourcery && !$0.isStatic } },
        "computedVariables": { .array(of: $0.variables) { $0.isComputedForSourcery && !$0.isStatic } },
        "instanceVariables": { .array(of: $0.variables) { !$0.isStatic } },
        "staticVariables": { .array(of: $0.variables, where: \.isStatic) },
        "methods": { .array(of: $0.methods) },
        "rawMethods": { .array(of: $0.rawMethods) },
        "allMethods": { .array(of: $0.allMethods) },
        "initializers": { .array(of: $0.methods, where: \.isInitializer) },
        "staticMethods": { .array(of: $0.methods, where: \.isStatic) },  // initializers included, as in Sourcery
        "classMethods": { .array(of: $0.methods, where: \.isClass) },
        "instanceMethods": { .array(of: $0.methods) { !$0.isStatic && !$0.isClass } },
        "subscripts": { .array(of: $0.subscripts) },
        "rawSubscripts": { .array(of: $0.rawSubscripts) },
        "allSubscripts": { .array(of: $0.allSubscripts) },
        "containedTypes": { .array(of: $0.containedTypes) },
        "containedType": { .dictionary($0.containedTypesByLocalName as [String: Any]) },
        "parent": { TemplateValue(object: $0.parent) },
        "parentName": { TemplateValue(string: $0.parent?.name) },
        "typealiases": { .dictionary($0.typealiases as [String: Any]) },
        "imports": { .array(of: $0.imports) },
        "allImports": { .array(of: $0.allImports) },
        "path": { .string($0.path) },
        "fileName": { .string($0.fileName) },
        "directory": { .string($0.directory) },
        "isFinal": { .bool($0.isFinal) },
        "isDistributed": { .bool($0.isDistributed) },
        "associatedTypes": { .dictionary($0.associatedTypes as [String: Any]) },
        "cases": { .array(of: $0.cases) },
        "hasAssociatedValues": { .bool($0.hasAssociatedValues) },
        "rawTypeName": { TemplateValue(object: $0.rawTypeName) },
        "rawType": { TemplateValue(object: $0.rawType) },
        "hasRawType": { .bool($0.rawTypeName != nil) },
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
