import ModelScanner
import StencilLite

/// `subscript.member` with Sourcery's `Subscript` names.
extension Subscript: TemplateLookup {
    public func lookup(_ member: String) -> LookupResult { Subscript.members.lookup(member, of: self) }
    public func lookup(_ key: MemberKey) -> LookupResult { Subscript.members.lookup(key, of: self) }
    public func templateValue(_ key: MemberKey) -> TemplateValue? { Subscript.members.value(key, of: self) }

    public var memberNames: [String] { Subscript.members.names }

    private static let members = MemberTable<Subscript>([
        "parameters": { $0.parameters as [Any] },
        "isFinal": { $0.isFinal },
        "readAccess": { $0.readAccess.rawValue },
        "writeAccess": { $0.writeAccess.rawValue },
        "isMutable": { $0.isMutable },
        "isAsync": { $0.isAsync },
        "throws": { $0.throws },
        "throwsTypeName": { $0.throwsTypeName },
        "annotations": { TemplateValues.annotations($0.annotations) },
        "documentation": { _ in [Any]() },  // not collected (Sourcery: only with --parseDocumentation)
        "definedInTypeName": { $0.definedInTypeName },
        "actualDefinedInTypeName": { $0.actualDefinedInTypeName },
        "definedInType": { $0.definedInType },
        "attributes": { TemplateValues.attributes($0.attributes) },
        "modifiers": { $0.modifiers as [Any] },
        "genericParameters": { $0.genericParameters as [Any] },
        "genericRequirements": { $0.genericRequirements as [Any] },
        "isGeneric": { $0.isGeneric },
    ]).addingReturnTypeMembers { $0 }
}

extension MemberTable {
    /// The table with Sourcery's return-type members (`returnTypeName`, `isOptionalReturnType`, …)
    /// added, each read from `declaration(object)`.
    func addingReturnTypeMembers(_ declaration: @escaping @Sendable (Object) -> any ReturnTyped) -> MemberTable<Object> {
        adding(MemberTable(ReturnTypeMembers.readers.mapValues { read in { @Sendable object in read(declaration(object)) } }))
    }
}

/// The return-type members every `ReturnTyped` declaration answers.
private enum ReturnTypeMembers {
    static let readers: [String: @Sendable (any ReturnTyped) -> Any?] = [
        "returnTypeName": { $0.returnTypeName },
        "actualReturnTypeName": { $0.actualReturnTypeName },
        "returnType": { $0.returnType },
        "isOptionalReturnType": { $0.isOptionalReturnType },
        "isImplicitlyUnwrappedOptionalReturnType": { $0.isImplicitlyUnwrappedOptionalReturnType },
        "unwrappedReturnTypeName": { $0.unwrappedReturnTypeName },
    ]
}
