import Foundation

/// A declaration with Sourcery's return-type members (methods, subscripts, closure types),
/// loaded the same way for each.
protocol ReturnTypeMembers: AnyObject {
    var returnTypeName: TypeName { get set }
    var actualReturnTypeName: TypeName { get set }
    var returnType: Type? { get set }
    var isOptionalReturnType: Bool { get set }
    var isImplicitlyUnwrappedOptionalReturnType: Bool { get set }
    var unwrappedReturnTypeName: String { get set }
}

extension ReturnTypeMembers {
    func loadReturnType(from record: ModelRecord) {
        returnTypeName = record.object(.returnTypeName) ?? returnTypeName
        actualReturnTypeName = record.object(.actualReturnTypeName) ?? returnTypeName
        returnType = record.object(.returnType)
        isOptionalReturnType = record.bool(.isOptionalReturnType)
        isImplicitlyUnwrappedOptionalReturnType = record.bool(.isImplicitlyUnwrappedOptionalReturnType)
        unwrappedReturnTypeName = record.string(.unwrappedReturnTypeName)
    }
}

/// A member of a type (variables, methods, subscripts), with where it is declared, loaded the same way for each.
protocol DefinitionMembers: Definition {
    var definedInTypeName: TypeName? { get set }
    var actualDefinedInTypeName: TypeName? { get set }
    var definedInType: Type? { get set }
}

extension DefinitionMembers {
    func loadDefinition(from record: ModelRecord) {
        definedInTypeName = record.object(.definedInTypeName)
        actualDefinedInTypeName = record.object(.actualDefinedInTypeName)
        definedInType = record.object(.definedInType)
    }
}

/// A parameter (of a method, subscript or function type), loaded the same way for each.
protocol ParameterMembers: AnyObject {
    var typeName: TypeName { get set }
    var type: Type? { get set }
    var `inout`: Bool { get set }
    var isVariadic: Bool { get set }
    var defaultValue: String? { get set }
    var annotations: Annotations { get set }
    var typeAttributes: AttributeList { get set }
    var asSource: String { get set }
}

extension ParameterMembers {
    func loadParameter(from record: ModelRecord) {
        typeName = record.object(.typeName) ?? typeName
        type = record.object(.type)
        `inout` = record.bool(.`inout`)
        isVariadic = record.bool(.isVariadic)
        defaultValue = record.optionalString(.defaultValue)
        annotations = record.foundationDictionary(.annotations)
        typeAttributes = record.attributes(.typeAttributes)
        asSource = record.string(.asSource)
    }
}
