import ModelScanner
import StencilLite

/// `typeName.member` with Sourcery's `TypeName` names; `{{ typeName }}` prints its `description`.
extension TypeName: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { TypeName.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { TypeName.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { TypeName.members.value(key, of: self) }

    public var memberNames: [String] { TypeName.members.names }

    /// Read as `TemplateValue`s: after a variable's, the members templates read most.
    private static let members = MemberTable<TypeName>(values: [
        "name": { .string($0.name) },
        "unwrappedTypeName": { .string($0.unwrappedTypeName) },
        "isOptional": { .bool($0.isOptional) },
        "isImplicitlyUnwrappedOptional": { .bool($0.isImplicitlyUnwrappedOptional) },
        "actualTypeName": { TemplateValue(object: $0.actualTypeName) },
        "isVoid": { .bool($0.isVoid) },
        "isNever": { .bool($0.isNever) },
        "isTuple": { .bool($0.isTuple) },
        "tuple": { TemplateValue(object: $0.tuple) },
        "isArray": { .bool($0.isArray) },
        "array": { TemplateValue(object: $0.array) },
        "isDictionary": { .bool($0.isDictionary) },
        "dictionary": { TemplateValue(object: $0.dictionary) },
        "isSet": { .bool($0.isSet) },
        "set": { TemplateValue(object: $0.set) },
        "isClosure": { .bool($0.isClosure) },
        "closure": { TemplateValue(object: $0.closure) },
        "isGeneric": { .bool($0.isGeneric) },
        "generic": { TemplateValue(object: $0.generic) },
        "isProtocolComposition": { .bool($0.isProtocolComposition) },
        "attributes": { .dictionary(TemplateValues.attributes($0.attributes)) },
        "modifiers": { .array($0.modifiers) },
        "asSource": { .string($0.asSource) },
        "description": { .string($0.description) },
    ])
}
