import Foundation

/// `typeName.array`: an array type (`[Element]`).
public final class ArrayType: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.elementTypeName) public internal(set) var elementTypeName: TypeName = .placeholder
    @ModelMember(.elementType) public internal(set) var elementType: Type? = nil
    /// The same type as `Array<Element>`.
    @ModelMember(.asGeneric) public internal(set) var asGeneric: GenericType? = nil
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String, elementTypeName: TypeName, elementType: Type? = nil) {
        self.name = name
        self.elementTypeName = elementTypeName
        self.elementType = elementType
        self.asSource = "[\(elementTypeName.asSource)]"
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        elementTypeName = record.object(.elementTypeName) ?? elementTypeName
        elementType = record.object(.elementType)
        asGeneric = record.object(.asGeneric)
        asSource = record.string(.asSource)
    }

    override public var description: String { name }
}

/// `typeName.dictionary`: a dictionary type (`[Key: Value]`).
public final class DictionaryType: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.valueTypeName) public internal(set) var valueTypeName: TypeName = .placeholder
    @ModelMember(.valueType) public internal(set) var valueType: Type? = nil
    @ModelMember(.keyTypeName) public internal(set) var keyTypeName: TypeName = .placeholder
    @ModelMember(.keyType) public internal(set) var keyType: Type? = nil
    /// The same type as `Dictionary<Key, Value>`.
    @ModelMember(.asGeneric) public internal(set) var asGeneric: GenericType? = nil
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String, valueTypeName: TypeName, valueType: Type? = nil, keyTypeName: TypeName, keyType: Type? = nil) {
        self.name = name
        self.valueTypeName = valueTypeName
        self.valueType = valueType
        self.keyTypeName = keyTypeName
        self.keyType = keyType
        self.asSource = "[\(keyTypeName.asSource): \(valueTypeName.asSource)]"
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        valueTypeName = record.object(.valueTypeName) ?? valueTypeName
        valueType = record.object(.valueType)
        keyTypeName = record.object(.keyTypeName) ?? keyTypeName
        keyType = record.object(.keyType)
        asGeneric = record.object(.asGeneric)
        asSource = record.string(.asSource)
    }

    override public var description: String { name }
}

/// `typeName.set`: a set type (`Set<Element>`).
public final class SetType: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.elementTypeName) public internal(set) var elementTypeName: TypeName = .placeholder
    @ModelMember(.elementType) public internal(set) var elementType: Type? = nil
    @ModelMember(.asGeneric) public internal(set) var asGeneric: GenericType? = nil

    public init(name: String, elementTypeName: TypeName, elementType: Type? = nil) {
        self.name = name
        self.elementTypeName = elementTypeName
        self.elementType = elementType
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        elementTypeName = record.object(.elementTypeName) ?? elementTypeName
        elementType = record.object(.elementType)
        asGeneric = record.object(.asGeneric)
    }

    override public var description: String { name }
}

/// `typeName.generic`: a generic type with its arguments (`Box<Item>`).
public final class GenericType: NSObject, ModelLoadable {
    /// The base name (`Box`).
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.typeParameters) public internal(set) var typeParameters: [GenericTypeParameter] = []
    /// `Box<Item>`.
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String, typeParameters: [GenericTypeParameter] = []) {
        self.name = name
        self.typeParameters = typeParameters
        self.asSource = "\(name)<\(typeParameters.map(\.typeName.asSource).joined(separator: ", "))>"
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        typeParameters = record.objects(.typeParameters)
        asSource = record.string(.asSource)
    }

    override public var description: String { asSource }
}

/// One argument of a generic type.
public final class GenericTypeParameter: NSObject, ModelLoadable {
    @ModelMember(.typeName) public internal(set) var typeName: TypeName = .placeholder
    @ModelMember(.type) public internal(set) var type: Type? = nil

    public init(typeName: TypeName, type: Type? = nil) {
        self.typeName = typeName
        self.type = type
    }

    func load(from record: ModelRecord) {
        typeName = record.object(.typeName) ?? typeName
        type = record.object(.type)
    }
}

/// `typeName.tuple`: a tuple type.
public final class TupleType: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.elements) public internal(set) var elements: [TupleElement] = []

    public init(name: String, elements: [TupleElement]) {
        self.name = name
        self.elements = elements
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        elements = record.objects(.elements)
    }

    override public var description: String { name }
}

/// One element of a tuple type.
public final class TupleElement: NSObject, Typed, ModelLoadable {
    /// The label, or the position (`"0"`, `"1"`, …) when unlabelled.
    @ModelMember(.name) public internal(set) var name: String? = nil
    @ModelMember(.typeName) public internal(set) var typeName: TypeName = .placeholder
    @ModelMember(.type) public internal(set) var type: Type? = nil
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String? = nil, typeName: TypeName, type: Type? = nil) {
        self.name = name
        self.typeName = typeName
        self.type = type
        self.asSource = name.map { "\($0): \(typeName.asSource)" } ?? typeName.asSource
    }

    func load(from record: ModelRecord) {
        name = record.optionalString(.name)
        typeName = record.object(.typeName) ?? typeName
        type = record.object(.type)
        asSource = record.string(.asSource)
    }
}

/// `typeName.closure`: a function type (`(Int) async throws -> Void`).
public final class ClosureType: NSObject, ReturnTypeMembers, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.parameters) public internal(set) var parameters: [ClosureParameter] = []
    @ModelMember(.returnTypeName) public internal(set) var returnTypeName: TypeName = .placeholder
    @ModelMember(.actualReturnTypeName) public internal(set) var actualReturnTypeName: TypeName = .placeholder
    @ModelMember(.returnType) public internal(set) var returnType: Type? = nil
    @ModelMember(.isOptionalReturnType) public internal(set) var isOptionalReturnType: Bool = false
    @ModelMember(.isImplicitlyUnwrappedOptionalReturnType) public internal(set) var isImplicitlyUnwrappedOptionalReturnType: Bool = false
    @ModelMember(.unwrappedReturnTypeName) public internal(set) var unwrappedReturnTypeName: String = ""
    @ModelMember(.isAsync) public internal(set) var isAsync: Bool = false
    /// `async` or nil.
    @ModelMember(.asyncKeyword) public internal(set) var asyncKeyword: String? = nil
    @ModelMember(.`throws`) public internal(set) var `throws`: Bool = false
    /// `throws`, `rethrows` or nil.
    @ModelMember(.throwsOrRethrowsKeyword) public internal(set) var throwsOrRethrowsKeyword: String? = nil
    @ModelMember(.throwsTypeName) public internal(set) var throwsTypeName: TypeName? = nil
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String, parameters: [ClosureParameter], returnTypeName: TypeName, returnType: Type? = nil,
                asyncKeyword: String? = nil, throwsOrRethrowsKeyword: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.actualReturnTypeName = returnTypeName.actualTypeName ?? returnTypeName
        self.returnType = returnType
        self.isOptionalReturnType = returnTypeName.isOptional
        self.isImplicitlyUnwrappedOptionalReturnType = returnTypeName.isImplicitlyUnwrappedOptional
        self.unwrappedReturnTypeName = returnTypeName.unwrappedTypeName
        self.isAsync = asyncKeyword != nil
        self.asyncKeyword = asyncKeyword
        self.throws = throwsOrRethrowsKeyword != nil
        self.throwsOrRethrowsKeyword = throwsOrRethrowsKeyword
        self.asSource = name
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        parameters = record.objects(.parameters)
        loadReturnType(from: record)
        isAsync = record.bool(.isAsync)
        asyncKeyword = record.optionalString(.asyncKeyword)
        `throws` = record.bool(.`throws`)
        throwsOrRethrowsKeyword = record.optionalString(.throwsOrRethrowsKeyword)
        throwsTypeName = record.object(.throwsTypeName)
        asSource = record.string(.asSource)
    }

    override public var description: String { name }
}

/// A parameter of a function type.
public final class ClosureParameter: NSObject, Typed, Annotated, ParameterMembers, ModelLoadable {
    @ModelMember(.argumentLabel) public internal(set) var argumentLabel: String? = nil
    @ModelMember(.name) public internal(set) var name: String? = nil
    @ModelMember(.typeName) public internal(set) var typeName: TypeName = .placeholder
    @ModelMember(.type) public internal(set) var type: Type? = nil
    @ModelMember(.`inout`) public internal(set) var `inout`: Bool = false
    @ModelMember(.isVariadic) public internal(set) var isVariadic: Bool = false
    @ModelMember(.defaultValue) public internal(set) var defaultValue: String? = nil
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.typeAttributes) public internal(set) var typeAttributes: AttributeList = [:]
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(argumentLabel: String? = nil, name: String? = nil, typeName: TypeName, type: Type? = nil) {
        self.argumentLabel = argumentLabel
        self.name = name
        self.typeName = typeName
        self.type = type
        self.typeAttributes = typeName.attributes
        self.asSource = typeName.asSource
    }

    func load(from record: ModelRecord) {
        argumentLabel = record.optionalString(.argumentLabel)
        name = record.optionalString(.name)
        loadParameter(from: record)
    }
}
