import ModelScanner
import StencilLite

/// `case.member` with Sourcery's `EnumCase` names.
extension EnumCase: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { EnumCase.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { EnumCase.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { EnumCase.members.value(key, of: self) }

    public var memberNames: [String] { EnumCase.members.names }

    private static let members = MemberTable<EnumCase>([
        "name": { $0.name },
        "rawValue": { $0.rawValue },
        "associatedValues": { $0.associatedValues as [Any] },
        "hasAssociatedValue": { $0.hasAssociatedValue },
        "indirect": { $0.indirect },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "documentation": { _ in [Any]() },  // not collected (Sourcery: only with --parseDocumentation)
    ])
}

/// `value.member` with Sourcery's `AssociatedValue` names.
extension AssociatedValue: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { AssociatedValue.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { AssociatedValue.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { AssociatedValue.members.value(key, of: self) }

    public var memberNames: [String] { AssociatedValue.members.names }

    private static let members = MemberTable<AssociatedValue>([
        "localName": { $0.localName },
        "externalName": { $0.externalName },
        "typeName": { $0.typeName },
        "type": { $0.type },
        "defaultValue": { $0.defaultValue },
        "annotations": { TemplateValues.annotations($0.annotations) },
    ]).addingTypedMembers { $0.typeName }
}
