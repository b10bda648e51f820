import ModelScanner
import StencilLite

/// `variable.member` with Sourcery's `Variable` names.
extension ModelScanner.Variable: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { ModelScanner.Variable.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { ModelScanner.Variable.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { ModelScanner.Variable.members.value(key, of: self) }

    public var memberNames: [String] { ModelScanner.Variable.members.names }

    /// Read as `TemplateValue`s: a variable's members are nine in ten of a model template's reads.
    private static let members = MemberTable<ModelScanner.Variable>(values: [
        "name": { .string($0.name) },
        "typeName": { .lookup($0.typeName) },
        "isTypeGuessed": { .bool($0.isTypeGuessed) },  // ModelGen only
        "type": { TemplateValue(object: $0.type) },
        "isComputed": { .bool($0.isComputedForSourcery) },
        "isStatic": { .bool($0.isStatic) },
        "isAsync": { .bool($0.isAsync) },
        "throws": { .bool($0.throws) },
        "throwsTypeName": { TemplateValue(object: $0.throwsTypeName) },
        "readAccess": { .string($0.readAccess.rawValue) },
        "writeAccess": { .string($0.writeAccess.rawValue) },
        "isMutable": { .bool($0.isMutable) },
        "defaultValue": { TemplateValue(string: $0.defaultValue) },
        "attributes": { .dictionary(TemplateValues.attributes($0.attributes)) },
        "modifiers": { .array($0.modifiers) },
        "isFinal": { .bool($0.isFinal) },
        "isLazy": { .bool($0.isLazy) },
        "isDynamic": { .bool($0.isDynamic) },
        "annotations": { .dictionary(TemplateValues.annotations($0.annotations)) },
        "documentation": { _ in .array([]) },  // not collected (Sourcery: only with --parseDocumentation)
        "definedInTypeName": { TemplateValue(object: $0.definedInTypeName) },
        "actualDefinedInTypeName": { TemplateValue(object: $0.actualDefinedInTypeName) },
        "definedInType": { TemplateValue(object: $0.definedInType) },
    ]).addingTypedMembers { $0.typeName }
}

/// Sourcery's "typed extras": shorthands for `typeName.*` on everything that has a `typeName`.
enum TypedMembers {
    /// Each shorthand, read from the declaration's type name.
    static let readers: [String: @Sendable (TypeName) -> TemplateValue] = [
        "isOptional": { .bool($0.isOptional) },
        "isImplicitlyUnwrappedOptional": { .bool($0.isImplicitlyUnwrappedOptional) },
        "unwrappedTypeName": { .string($0.unwrappedTypeName) },
        "actualTypeName": { .lookup($0.actualTypeName ?? $0) },
        "isTuple": { .bool($0.isTuple) },
        "isClosure": { .bool($0.isClosure) },
        "isArray": { .bool($0.isArray) },
        "isSet": { .bool($0.isSet) },
        "isDictionary": { .bool($0.isDictionary) },
        "isGeneric": { .bool($0.isGeneric) },
    ]
}

extension MemberTable {
    /// The table with the typed extras added, each read from `typeName(object)`.
    func addingTypedMembers(_ typeName: @escaping @Sendable (Object) -> TypeName) -> MemberTable<Object> {
        adding(MemberTable(values: TypedMembers.readers.mapValues { read in { object in read(typeName(object)) } }))
    }
}

extension ModelScanner.Variable {
    /// Sourcery's `isComputed`, what templates see: a protocol's property requirement
    /// (`var id: ID { get }`) is not computed for Sourcery (no initializer, no accessor body), though
    /// it is in the model and its dump.
    var isComputedForSourcery: Bool { isComputed && !isRequirement }
}
