import ModelScanner
import StencilLite

/// `attribute.member` with Sourcery's `Attribute` names (`name`, `arguments`, `asSource`).
extension Attribute: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { Attribute.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { Attribute.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { Attribute.members.value(key, of: self) }
    public var memberNames: [String] { Attribute.members.names }

    private static let members = MemberTable<Attribute>([
        "name": { $0.name },
        "arguments": { $0.arguments as [String: Any] },
        "asSource": { $0.asSource },
        "description": { $0.description },
    ])
}

/// `modifier.member` with Sourcery's `Modifier` names.
extension Modifier: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { Modifier.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { Modifier.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { Modifier.members.value(key, of: self) }
    public var memberNames: [String] { Modifier.members.names }

    private static let members = MemberTable<Modifier>([
        "name": { $0.name },
        "detail": { $0.detail },
        "asSource": { $0.asSource },
    ])
}

/// `requirement.member` with Sourcery's `GenericRequirement` names.
extension GenericRequirement: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { GenericRequirement.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { GenericRequirement.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { GenericRequirement.members.value(key, of: self) }
    public var memberNames: [String] { GenericRequirement.members.names }

    private static let members = MemberTable<GenericRequirement>([
        "leftType": { $0.leftType },
        "rightType": { $0.rightType },
        "relationship": { $0.relationship },
        "relationshipSyntax": { $0.relationshipSyntax },
    ])
}

/// `associatedType.member` with Sourcery's `AssociatedType` names.
extension AssociatedType: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { AssociatedType.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { AssociatedType.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { AssociatedType.members.value(key, of: self) }
    public var memberNames: [String] { AssociatedType.members.names }

    private static let members = MemberTable<AssociatedType>([
        "name": { $0.name },
        "typeName": { $0.typeName },
        "type": { $0.type },
    ])
}

/// `alias.member` with Sourcery's `Typealias` names.
extension Typealias: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { Typealias.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { Typealias.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { Typealias.members.value(key, of: self) }
    public var memberNames: [String] { Typealias.members.names }

    private static let members = MemberTable<Typealias>([
        "aliasName": { $0.aliasName },
        "name": { $0.name },
        "typeName": { $0.typeName },
        "type": { $0.type },
        "parent": { $0.parent },
        "accessLevel": { $0.accessLevel.rawValue },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "module": { _ in nil },
    ])
}
