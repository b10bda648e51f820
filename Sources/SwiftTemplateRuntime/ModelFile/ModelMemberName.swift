/// The name of every model-file member the runtime reads: ModelGen's member names, the ones its
/// Stencil templates read. A `ModelMember` property names the member its value comes from.
public enum ModelMemberName: UInt8, CaseIterable, Sendable {
    case accessLevel, actualDefinedInTypeName, actualReturnTypeName, actualTypeName, aliasName, all
    case allImports, allMethods, allSubscripts, allVariables, annotations, argument, argumentLabel
    case arguments, array, asGeneric, asSource, associatedTypes, associatedValues, asyncKeyword
    case attributes, based, basedTypes, callName, cases, classMethods, classes, closure
    case computedVariables, containedType, containedTypes, defaultValue, definedInType
    case definedInTypeName, description, detail, dictionary, directory, documentation, elementType
    case elementTypeName, elements, enums, extensions, externalName, fileName, functions, generic
    case genericParameters, genericRequirements, globalName, hasAssociatedValue
    case hasAssociatedValues, hasRawType, implements, imports, index, `indirect`, inheritedTypeName
    case inheritedTypes, inherits, initializers, `inout`, instanceMethods, instanceVariables
    case isArray, isAsync, isClass, isClosure, isComputed, isConvenienceInitializer
    case isDeinitializer, isDictionary, isDistributed, isDynamic, isExtension
    case isFailableInitializer, isFinal, isGeneric, isImplicitlyUnwrappedOptional
    case isImplicitlyUnwrappedOptionalReturnType, isInitializer, isLazy, isMutable, isMutating
    case isNever, isNonisolated, isOptional, isOptionalReturnType, isProtocolComposition
    case isRequired, isSet, isStatic, isThrowsTypeGeneric, isTuple, isUnknownExtension, isVariadic
    case isVoid, keyType, keyTypeName, kind, leftType, localName, methods, modifiers, module, name
    case parameters, parent, parentName, path, protocolCompositions, protocols, rawMethods
    case rawSubscripts, rawType, rawTypeName, rawValue, rawVariables, readAccess, relationship
    case relationshipSyntax, `rethrows`, returnType, returnTypeName, rightType, selectorName, set
    case shortName, staticMethods, staticVariables, storedVariables, structs, subscripts, supertype
    case `throws`, throwsOrRethrowsKeyword, throwsTypeName, tuple, type, typeAttributes, typeName
    case typeParameters, typealiases, types, unwrappedReturnTypeName, unwrappedTypeName, valueType
    case valueTypeName, variables, writeAccess

    /// The name as the model file spells it.
    var text: String { Self.names[Int(rawValue)] }

    /// Each case's name, in the order of the cases (a test checks them; reflecting the names costs
    /// a program more than reading a small model file).
    static let names = [
        "accessLevel", "actualDefinedInTypeName", "actualReturnTypeName", "actualTypeName", "aliasName",
        "all", "allImports", "allMethods", "allSubscripts", "allVariables", "annotations", "argument",
        "argumentLabel", "arguments", "array", "asGeneric", "asSource", "associatedTypes", "associatedValues",
        "asyncKeyword", "attributes", "based", "basedTypes", "callName", "cases", "classMethods", "classes",
        "closure", "computedVariables", "containedType", "containedTypes", "defaultValue", "definedInType",
        "definedInTypeName", "description", "detail", "dictionary", "directory", "documentation",
        "elementType", "elementTypeName", "elements", "enums", "extensions", "externalName", "fileName",
        "functions", "generic", "genericParameters", "genericRequirements", "globalName",
        "hasAssociatedValue", "hasAssociatedValues", "hasRawType", "implements", "imports", "index",
        "indirect", "inheritedTypeName", "inheritedTypes", "inherits", "initializers", "inout",
        "instanceMethods", "instanceVariables", "isArray", "isAsync", "isClass", "isClosure", "isComputed",
        "isConvenienceInitializer", "isDeinitializer", "isDictionary", "isDistributed", "isDynamic",
        "isExtension", "isFailableInitializer", "isFinal", "isGeneric", "isImplicitlyUnwrappedOptional",
        "isImplicitlyUnwrappedOptionalReturnType", "isInitializer", "isLazy", "isMutable", "isMutating",
        "isNever", "isNonisolated", "isOptional", "isOptionalReturnType", "isProtocolComposition",
        "isRequired", "isSet", "isStatic", "isThrowsTypeGeneric", "isTuple", "isUnknownExtension",
        "isVariadic", "isVoid", "keyType", "keyTypeName", "kind", "leftType", "localName", "methods",
        "modifiers", "module", "name", "parameters", "parent", "parentName", "path", "protocolCompositions",
        "protocols", "rawMethods", "rawSubscripts", "rawType", "rawTypeName", "rawValue", "rawVariables",
        "readAccess", "relationship", "relationshipSyntax", "rethrows", "returnType", "returnTypeName",
        "rightType", "selectorName", "set", "shortName", "staticMethods", "staticVariables",
        "storedVariables", "structs", "subscripts", "supertype", "throws", "throwsOrRethrowsKeyword",
        "throwsTypeName", "tuple", "type", "typeAttributes", "typeName", "typeParameters", "typealiases",
        "types", "unwrappedReturnTypeName", "unwrappedTypeName", "valueType", "valueTypeName", "variables",
        "writeAccess"
    ]

    /// Every member by the name the model file spells.
    static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.text, $0) })
}
