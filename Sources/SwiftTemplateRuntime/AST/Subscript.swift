import Foundation

/// A subscript declaration.
public final class Subscript: NSObject, Annotated, Documented, DefinitionMembers, ReturnTypeMembers, ModelLoadable {
    @ModelMember(.parameters) public internal(set) var parameters: [MethodParameter] = []
    @ModelMember(.returnTypeName) public internal(set) var returnTypeName = TypeName(name: "")
    @ModelMember(.actualReturnTypeName) public internal(set) var actualReturnTypeName = TypeName(name: "")
    @ModelMember(.returnType) public internal(set) var returnType: Type? = nil
    @ModelMember(.isOptionalReturnType) public internal(set) var isOptionalReturnType = false
    @ModelMember(.isImplicitlyUnwrappedOptionalReturnType) public internal(set) var isImplicitlyUnwrappedOptionalReturnType = false
    @ModelMember(.unwrappedReturnTypeName) public internal(set) var unwrappedReturnTypeName = ""
    @ModelMember(.isFinal) public internal(set) var isFinal = false
    @ModelMember(.readAccess) public internal(set) var readAccess = ""
    /// `""` when get-only.
    @ModelMember(.writeAccess) public internal(set) var writeAccess = ""
    @ModelMember(.isMutable) public internal(set) var isMutable = false
    @ModelMember(.isAsync) public internal(set) var isAsync = false
    @ModelMember(.`throws`) public internal(set) var `throws` = false
    @ModelMember(.throwsTypeName) public internal(set) var throwsTypeName: TypeName? = nil
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.documentation) public internal(set) var documentation: Documentation = []
    @ModelMember(.definedInTypeName) public internal(set) var definedInTypeName: TypeName? = nil
    @ModelMember(.actualDefinedInTypeName) public internal(set) var actualDefinedInTypeName: TypeName? = nil
    @ModelMember(.definedInType) public internal(set) var definedInType: Type? = nil
    @ModelMember(.attributes) public internal(set) var attributes: AttributeList = [:]
    @ModelMember(.modifiers) public internal(set) var modifiers: [SourceryModifier] = []
    @ModelMember(.genericParameters) public internal(set) var genericParameters: [GenericParameter] = []
    @ModelMember(.genericRequirements) public internal(set) var genericRequirements: [GenericRequirement] = []
    @ModelMember(.isGeneric) public internal(set) var isGeneric = false

    func load(from record: ModelRecord) {
        parameters = record.objects(.parameters)
        loadReturnType(from: record)
        isFinal = record.bool(.isFinal)
        readAccess = record.string(.readAccess)
        writeAccess = record.string(.writeAccess)
        isMutable = record.bool(.isMutable)
        isAsync = record.bool(.isAsync)
        `throws` = record.bool(.`throws`)
        throwsTypeName = record.object(.throwsTypeName)
        annotations = record.foundationDictionary(.annotations)
        documentation = record.strings(.documentation)
        loadDefinition(from: record)
        attributes = record.attributes(.attributes)
        modifiers = record.objects(.modifiers)
        genericParameters = record.objects(.genericParameters)
        genericRequirements = record.objects(.genericRequirements)
        isGeneric = record.bool(.isGeneric)
    }
}
