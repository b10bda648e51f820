import ModelScanner
import StencilLite

/// `variable.member` with Sourcery's `Variable` names.
extension ModelScanner.Variable: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { ModelScanner.Variable.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { ModelScanner.Variable.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { ModelScanner.Variable.members.value(key, of: self) }

    public var memberNames: [String] { ModelScanner.Variable.members.names }

    private static let members = MemberTable<ModelScanner.Variable>([
        "name": { $0.name },
        "typeName": { $0.typeName },
        "isTypeGuessed": { $0.isTypeGuessed },  // ModelGen only
        "type": { $0.type },
        "isComputed": { $0.isComputedForSourcery },
        "isStatic": { $0.isStatic },
        "isAsync": { $0.isAsync },
        "throws": { $0.throws },
        "throwsTypeName": { $0.throwsTypeName },
        "readAccess": { $0.readAccess.rawValue },
        "writeAccess": { $0.writeAccess.rawValue },
        "isMutable": { $0.isMutable },
        "defaultValue": { $0.defaultValue },
        "attributes": { TemplateValues.attributes($0.attributes) },
        "modifiers": { $0.modifiers as [Any] },
        "isFinal": { $0.isFinal },
        "isLazy": { $0.isLazy },
        "isDynamic": { $0.isDynamic },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "documentation": { _ in [Any]() },  // not collected (Sourcery: only with --parseDocumentation)
        "definedInTypeName": { $0.definedInTypeName },
        "actualDefinedInTypeName": { $0.actualDefinedInTypeName },
        "definedInType": { $0.definedInType },
    ]).addingTypedMembers { $0.typeName }
}

/// Sourcery's "typed extras": shorthands for `typeName.*` on everything that has a `typeName`.
enum TypedMembers {
    /// Each shorthand, read from the declaration's type name.
    static let readers: [String: @Sendable (TypeName) -> Any?] = [
        "isOptional": { $0.isOptional },
        "isImplicitlyUnwrappedOptional": { $0.isImplicitlyUnwrappedOptional },
        "unwrappedTypeName": { $0.unwrappedTypeName },
        "actualTypeName": { $0.actualTypeName ?? $0 },
        "isTuple": { $0.isTuple },
        "isClosure": { $0.isClosure },
        "isArray": { $0.isArray },
        "isSet": { $0.isSet },
        "isDictionary": { $0.isDictionary },
        "isGeneric": { $0.isGeneric },
    ]
}

extension MemberTable {
    /// The table with the typed extras added, each read from `typeName(object)`.
    func addingTypedMembers(_ typeName: @escaping @Sendable (Object) -> TypeName) -> MemberTable<Object> {
        adding(MemberTable(TypedMembers.readers.mapValues { read in { object in read(typeName(object)) } }))
    }
}

extension ModelScanner.Variable {
    /// Sourcery's `isComputed`, what templates see: a protocol's property requirement
    /// (`var id: ID { get }`) is not computed for Sourcery (no initializer, no accessor body), though
    /// it is in the model and its dump.
    var isComputedForSourcery: Bool { isComputed && !isRequirement }
}
