import ModelScanner
import StencilLite

// The objects behind `typeName.array`, `.dictionary`, `.set`, `.generic`, `.tuple` and `.closure`.
// Sourcery on Linux answers none of their members (they render empty); here all of them resolve.

extension ArrayType: TemplateLookup, CustomStringConvertible {
    public func lookup(_ member: String) -> LookupResult { ArrayType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { ArrayType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { ArrayType.members.value(key, of: self) }
    public var memberNames: [String] { ArrayType.members.names }
    /// The type as written (`[Item]`).
    public var description: String { name }

    private static let members = MemberTable<ArrayType>([
        "name": { $0.name },
        "elementTypeName": { $0.elementTypeName },
        "elementType": { $0.elementType },
        "asGeneric": { $0.asGeneric },
        "asSource": { $0.asSource },
    ])
}

extension DictionaryType: TemplateLookup, CustomStringConvertible {
    public func lookup(_ member: String) -> LookupResult { DictionaryType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { DictionaryType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { DictionaryType.members.value(key, of: self) }
    public var memberNames: [String] { DictionaryType.members.names }
    /// The type as written (`[String: Item]`).
    public var description: String { name }

    private static let members = MemberTable<DictionaryType>([
        "name": { $0.name },
        "keyTypeName": { $0.keyTypeName },
        "keyType": { $0.keyType },
        "valueTypeName": { $0.valueTypeName },
        "valueType": { $0.valueType },
        "asGeneric": { $0.asGeneric },
        "asSource": { $0.asSource },
    ])
}

extension SetType: TemplateLookup, CustomStringConvertible {
    public func lookup(_ member: String) -> LookupResult { SetType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { SetType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { SetType.members.value(key, of: self) }
    public var memberNames: [String] { SetType.members.names }
    /// The type as written (`Set<Item>`).
    public var description: String { name }

    private static let members = MemberTable<SetType>([
        "name": { $0.name },
        "elementTypeName": { $0.elementTypeName },
        "elementType": { $0.elementType },
        "asGeneric": { $0.asGeneric },
    ])
}

extension GenericType: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { GenericType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { GenericType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { GenericType.members.value(key, of: self) }
    public var memberNames: [String] { GenericType.members.names }

    private static let members = MemberTable<GenericType>([
        "name": { $0.name },
        "typeParameters": { $0.typeParameters as [Any] },
        "asSource": { $0.asSource },
        "description": { $0.description },
    ])
}

extension GenericTypeParameter: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { GenericTypeParameter.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { GenericTypeParameter.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { GenericTypeParameter.members.value(key, of: self) }
    public var memberNames: [String] { GenericTypeParameter.members.names }

    private static let members = MemberTable<GenericTypeParameter>([
        "typeName": { $0.typeName },
        "type": { $0.type },
    ]).addingTypedMembers { $0.typeName }
}

extension TupleType: TemplateLookup, CustomStringConvertible {
    public func lookup(_ member: String) -> LookupResult { TupleType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { TupleType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { TupleType.members.value(key, of: self) }
    public var memberNames: [String] { TupleType.members.names }
    /// The type as written (`(Int, name: String)`).
    public var description: String { name }

    private static let members = MemberTable<TupleType>([
        "name": { $0.name },
        "elements": { $0.elements as [Any] },
    ])
}

extension TupleElement: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { TupleElement.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { TupleElement.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { TupleElement.members.value(key, of: self) }
    public var memberNames: [String] { TupleElement.members.names }

    private static let members = MemberTable<TupleElement>([
        "name": { $0.name },
        "typeName": { $0.typeName },
        "type": { $0.type },
        "asSource": { $0.asSource },
    ]).addingTypedMembers { $0.typeName }
}

extension ClosureType: TemplateLookup, CustomStringConvertible {
    public func lookup(_ member: String) -> LookupResult { ClosureType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { ClosureType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { ClosureType.members.value(key, of: self) }
    public var memberNames: [String] { ClosureType.members.names }
    /// The type as written (`(Int) async throws -> Void`).
    public var description: String { name }

    private static let members = MemberTable<ClosureType>([
        "name": { $0.name },
        "parameters": { $0.parameters as [Any] },
        "isAsync": { $0.isAsync },
        "asyncKeyword": { $0.asyncKeyword },
        "throws": { $0.throws },
        "throwsOrRethrowsKeyword": { $0.throwsOrRethrowsKeyword },
        "throwsTypeName": { $0.throwsTypeName },
        "asSource": { $0.asSource },
    ]).addingReturnTypeMembers { $0 }
}

extension ClosureParameter: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { ClosureParameter.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { ClosureParameter.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { ClosureParameter.members.value(key, of: self) }
    public var memberNames: [String] { ClosureParameter.members.names }

    private static let members = MemberTable<ClosureParameter>([
        "argumentLabel": { $0.argumentLabel },
        "name": { $0.name },
        "typeName": { $0.typeName },
        "type": { $0.type },
        "inout": { $0.inout },
        "isVariadic": { $0.isVariadic },
        "defaultValue": { $0.defaultValue },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "typeAttributes": { TemplateValues.attributes($0.typeAttributes) },
        "asSource": { $0.asSource },
    ]).addingTypedMembers { $0.typeName }
}
