import Foundation

/// A subscript declaration.
public final class Subscript: NSObject, Annotated, Documented, DefinitionMembers, ReturnTypeMembers, ModelLoadable {
    public internal(set) var parameters: [MethodParameter] = []
    public internal(set) var returnTypeName = TypeName(name: "")
    public internal(set) var actualReturnTypeName = TypeName(name: "")
    public internal(set) var returnType: Type?
    public internal(set) var isOptionalReturnType = false
    public internal(set) var isImplicitlyUnwrappedOptionalReturnType = false
    public internal(set) var unwrappedReturnTypeName = ""
    public internal(set) var isFinal = false
    public internal(set) var readAccess = ""
    /// `""` when get-only.
    public internal(set) var writeAccess = ""
    public internal(set) var isMutable = false
    public internal(set) var isAsync = false
    public internal(set) var `throws` = false
    public internal(set) var throwsTypeName: TypeName?
    public internal(set) var annotations: Annotations = [:]
    public internal(set) var documentation: Documentation = []
    public internal(set) var definedInTypeName: TypeName?
    public internal(set) var actualDefinedInTypeName: TypeName?
    public internal(set) var definedInType: Type?
    public internal(set) var attributes: AttributeList = [:]
    public internal(set) var modifiers: [SourceryModifier] = []
    public internal(set) var genericParameters: [GenericParameter] = []
    public internal(set) var genericRequirements: [GenericRequirement] = []
    public internal(set) var isGeneric = false

    func load(from record: ModelRecord) {
        parameters = record.objects("parameters")
        loadReturnType(from: record)
        isFinal = record.bool("isFinal")
        readAccess = record.string("readAccess")
        writeAccess = record.string("writeAccess")
        isMutable = record.bool("isMutable")
        isAsync = record.bool("isAsync")
        `throws` = record.bool("throws")
        throwsTypeName = record.object("throwsTypeName")
        annotations = record.foundationDictionary("annotations")
        documentation = record.strings("documentation")
        loadDefinition(from: record)
        attributes = record.attributes("attributes")
        modifiers = record.objects("modifiers")
        genericParameters = record.objects("genericParameters")
        genericRequirements = record.objects("genericRequirements")
        isGeneric = record.bool("isGeneric")
    }
}
