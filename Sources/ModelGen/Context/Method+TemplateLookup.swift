import ModelScanner
import StencilLite

/// `method.member` with Sourcery's `Method` names (also for initializers and global functions).
extension Method: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { Method.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { Method.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { Method.members.value(key, of: self) }

    public var memberNames: [String] { Method.members.names }

    private static let members = MemberTable<Method>([
        "name": { $0.name },
        "selectorName": { $0.selectorName },
        "shortName": { $0.shortName },
        "callName": { $0.callName },
        "parameters": { $0.parameters as [Any] },
        "isAsync": { $0.isAsync },
        "throws": { $0.throws },
        "rethrows": { $0.rethrows },
        "throwsTypeName": { $0.throwsTypeName },
        "isThrowsTypeGeneric": { $0.isThrowsTypeGeneric },
        "accessLevel": { $0.accessLevel.rawValue },
        "isStatic": { $0.isStatic },
        "isClass": { $0.isClass },
        "isInitializer": { $0.isInitializer },
        "isDeinitializer": { $0.isDeinitializer },
        "isFailableInitializer": { $0.isFailableInitializer },
        "isConvenienceInitializer": { $0.isConvenienceInitializer },
        "isRequired": { $0.isRequired },
        "isFinal": { $0.isFinal },
        "isMutating": { $0.isMutating },
        "isGeneric": { $0.isGeneric },
        "isOptional": { $0.isOptional },
        "isNonisolated": { $0.isNonisolated },
        "isDynamic": { $0.isDynamic },
        "isDistributed": { $0.isDistributed },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "documentation": { _ in [Any]() },  // not collected (Sourcery: only with --parseDocumentation)
        "attributes": { TemplateValues.attributes($0.attributes) },
        "modifiers": { $0.modifiers as [Any] },
        "definedInTypeName": { $0.definedInTypeName },
        "actualDefinedInTypeName": { $0.actualDefinedInTypeName },
        "definedInType": { $0.definedInType },
        "genericRequirements": { $0.genericRequirements as [Any] },
        "genericParameters": { $0.genericParameters as [Any] },
    ]).addingReturnTypeMembers { $0 }
}

/// `parameter.member` with Sourcery's `MethodParameter` names.
extension MethodParameter: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { MethodParameter.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { MethodParameter.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { MethodParameter.members.value(key, of: self) }

    public var memberNames: [String] { MethodParameter.members.names }

    private static let members = MemberTable<MethodParameter>([
        "argumentLabel": { $0.argumentLabel },
        "name": { $0.name },
        "index": { $0.index },
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

/// `parameter.member` for a method's generic parameter (`<T: P>`).
extension GenericParameter: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { GenericParameter.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { GenericParameter.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { GenericParameter.members.value(key, of: self) }

    public var memberNames: [String] { GenericParameter.members.names }

    private static let members = MemberTable<GenericParameter>([
        "name": { $0.name },
        "inheritedTypeName": { $0.inheritedTypeName },
    ])
}
