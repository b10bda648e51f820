import ModelScanner
import StencilLite

/// `typeName.member` with Sourcery's `TypeName` names; `{{ typeName }}` prints its `description`.
extension TypeName: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { TypeName.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { TypeName.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { TypeName.members.value(key, of: self) }

    public var memberNames: [String] { TypeName.members.names }

    private static let members = MemberTable<TypeName>([
        "name": { $0.name },
        "unwrappedTypeName": { $0.unwrappedTypeName },
        "isOptional": { $0.isOptional },
        "isImplicitlyUnwrappedOptional": { $0.isImplicitlyUnwrappedOptional },
        "actualTypeName": { $0.actualTypeName },
        "isVoid": { $0.isVoid },
        "isNever": { $0.isNever },
        "isTuple": { $0.isTuple },
        "tuple": { $0.tuple },
        "isArray": { $0.isArray },
        "array": { $0.array },
        "isDictionary": { $0.isDictionary },
        "dictionary": { $0.dictionary },
        "isSet": { $0.isSet },
        "set": { $0.set },
        "isClosure": { $0.isClosure },
        "closure": { $0.closure },
        "isGeneric": { $0.isGeneric },
        "generic": { $0.generic },
        "isProtocolComposition": { $0.isProtocolComposition },
        "attributes": { TemplateValues.attributes($0.attributes) },
        "modifiers": { $0.modifiers as [Any] },
        "asSource": { $0.asSource },
        "description": { $0.description },
    ])
}
