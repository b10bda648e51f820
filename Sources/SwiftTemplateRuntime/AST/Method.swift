import Foundation

/// Sourcery's other name for `Method` (templates use it where `Method` would be ambiguous).
public typealias SourceryMethod = Method

/// A method, initializer or global function.
public final class Method: NSObject, Annotated, Documented, DefinitionMembers, ReturnTypeMembers, ModelLoadable {
    /// The full signature, e.g. `foo<T: Equatable>(bar: T)`.
    @ModelMember(.name) public internal(set) var name: String = ""
    /// `foo(bar:)`.
    @ModelMember(.selectorName) public internal(set) var selectorName: String = ""
    /// `name` up to the first `(`: `foo<T: Equatable>`.
    @ModelMember(.shortName) public internal(set) var shortName: String = ""
    /// `shortName` up to the first `<`: `foo`.
    @ModelMember(.callName) public internal(set) var callName: String = ""
    @ModelMember(.parameters) public internal(set) var parameters: [MethodParameter] = []
    @ModelMember(.returnTypeName) public internal(set) var returnTypeName: TypeName = .placeholder
    @ModelMember(.actualReturnTypeName) public internal(set) var actualReturnTypeName: TypeName = .placeholder
    @ModelMember(.returnType) public internal(set) var returnType: Type? = nil
    /// Whether the return type is optional (a failable initializer's is).
    @ModelMember(.isOptionalReturnType) public internal(set) var isOptionalReturnType: Bool = false
    @ModelMember(.isImplicitlyUnwrappedOptionalReturnType) public internal(set) var isImplicitlyUnwrappedOptionalReturnType: Bool = false
    @ModelMember(.unwrappedReturnTypeName) public internal(set) var unwrappedReturnTypeName: String = ""
    @ModelMember(.isAsync) public internal(set) var isAsync: Bool = false
    @ModelMember(.`throws`) public internal(set) var `throws`: Bool = false
    @ModelMember(.`rethrows`) public internal(set) var `rethrows`: Bool = false
    @ModelMember(.throwsTypeName) public internal(set) var throwsTypeName: TypeName? = nil
    @ModelMember(.isThrowsTypeGeneric) public internal(set) var isThrowsTypeGeneric: Bool = false
    @ModelMember(.accessLevel) public internal(set) var accessLevel: String = ""
    /// True for static methods and every initializer.
    @ModelMember(.isStatic) public internal(set) var isStatic: Bool = false
    @ModelMember(.isClass) public internal(set) var isClass: Bool = false
    @ModelMember(.isInitializer) public internal(set) var isInitializer: Bool = false
    @ModelMember(.isDeinitializer) public internal(set) var isDeinitializer: Bool = false
    @ModelMember(.isFailableInitializer) public internal(set) var isFailableInitializer: Bool = false
    @ModelMember(.isConvenienceInitializer) public internal(set) var isConvenienceInitializer: Bool = false
    @ModelMember(.isRequired) public internal(set) var isRequired: Bool = false
    @ModelMember(.isFinal) public internal(set) var isFinal: Bool = false
    @ModelMember(.isMutating) public internal(set) var isMutating: Bool = false
    @ModelMember(.isGeneric) public internal(set) var isGeneric: Bool = false
    /// Whether it is an optional requirement of an Objective-C protocol.
    @ModelMember(.isOptional) public internal(set) var isOptional: Bool = false
    @ModelMember(.isNonisolated) public internal(set) var isNonisolated: Bool = false
    @ModelMember(.isDynamic) public internal(set) var isDynamic: Bool = false
    @ModelMember(.isDistributed) public internal(set) var isDistributed: Bool = false
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.documentation) public internal(set) var documentation: Documentation = []
    @ModelMember(.attributes) public internal(set) var attributes: AttributeList = [:]
    @ModelMember(.modifiers) public internal(set) var modifiers: [SourceryModifier] = []
    @ModelMember(.definedInTypeName) public internal(set) var definedInTypeName: TypeName? = nil
    @ModelMember(.actualDefinedInTypeName) public internal(set) var actualDefinedInTypeName: TypeName? = nil
    /// The type or extension that declares the method.
    @ModelMember(.definedInType) public internal(set) var definedInType: Type? = nil
    @ModelMember(.genericRequirements) public internal(set) var genericRequirements: [GenericRequirement] = []
    @ModelMember(.genericParameters) public internal(set) var genericParameters: [GenericParameter] = []

    public init(name: String, selectorName: String? = nil, parameters: [MethodParameter] = [],
                returnTypeName: TypeName = TypeName(name: "Void"), isAsync: Bool = false, throws: Bool = false,
                rethrows: Bool = false, accessLevel: AccessLevel = .internal, isStatic: Bool = false,
                isClass: Bool = false, isFailableInitializer: Bool = false, attributes: AttributeList = [:],
                modifiers: [SourceryModifier] = [], annotations: [String: NSObject] = [:],
                documentation: [String] = [], definedInTypeName: TypeName? = nil) {
        let selectorName = selectorName ?? name
        let shortName = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        self.name = name
        self.selectorName = selectorName
        self.shortName = shortName
        self.callName = shortName.firstIndex(of: "<").map { String(shortName[..<$0]) } ?? shortName
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.actualReturnTypeName = returnTypeName.actualTypeName ?? returnTypeName
        self.isOptionalReturnType = returnTypeName.isOptional || isFailableInitializer
        self.isImplicitlyUnwrappedOptionalReturnType = returnTypeName.isImplicitlyUnwrappedOptional
        self.unwrappedReturnTypeName = returnTypeName.unwrappedTypeName
        self.isAsync = isAsync
        self.throws = `throws`
        self.rethrows = `rethrows`
        self.accessLevel = accessLevel.rawValue
        self.isStatic = isStatic
        self.isClass = isClass
        self.isInitializer = selectorName.hasPrefix("init(") || selectorName == "init"
        self.isDeinitializer = selectorName == "deinit"
        self.isFailableInitializer = isFailableInitializer
        self.isGeneric = shortName.hasSuffix(">")
        self.attributes = attributes
        self.modifiers = modifiers
        self.annotations = annotations
        self.documentation = documentation
        self.definedInTypeName = definedInTypeName
        self.actualDefinedInTypeName = definedInTypeName?.actualTypeName ?? definedInTypeName
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        selectorName = record.string(.selectorName)
        shortName = record.string(.shortName)
        callName = record.string(.callName)
        parameters = record.objects(.parameters)
        loadReturnType(from: record)
        isAsync = record.bool(.isAsync)
        `throws` = record.bool(.`throws`)
        `rethrows` = record.bool(.`rethrows`)
        throwsTypeName = record.object(.throwsTypeName)
        isThrowsTypeGeneric = record.bool(.isThrowsTypeGeneric)
        accessLevel = record.string(.accessLevel)
        isStatic = record.bool(.isStatic)
        isClass = record.bool(.isClass)
        isInitializer = record.bool(.isInitializer)
        isDeinitializer = record.bool(.isDeinitializer)
        isFailableInitializer = record.bool(.isFailableInitializer)
        isConvenienceInitializer = record.bool(.isConvenienceInitializer)
        isRequired = record.bool(.isRequired)
        isFinal = record.bool(.isFinal)
        isMutating = record.bool(.isMutating)
        isGeneric = record.bool(.isGeneric)
        isOptional = record.bool(.isOptional)
        isNonisolated = record.bool(.isNonisolated)
        isDynamic = record.bool(.isDynamic)
        isDistributed = record.bool(.isDistributed)
        annotations = record.foundationDictionary(.annotations)
        documentation = record.strings(.documentation)
        attributes = record.attributes(.attributes)
        modifiers = record.objects(.modifiers)
        loadDefinition(from: record)
        genericRequirements = record.objects(.genericRequirements)
        genericParameters = record.objects(.genericParameters)
    }

    override public var description: String {
        "Method: name = \(name)"
    }
}

/// A parameter of a method, initializer, subscript or function.
public final class MethodParameter: NSObject, Typed, Annotated, ParameterMembers, ModelLoadable {
    /// The external label; nil for `_`.
    @ModelMember(.argumentLabel) public internal(set) var argumentLabel: String? = nil
    /// The internal name.
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.index) public internal(set) var index: Int = 0
    @ModelMember(.typeName) public internal(set) var typeName: TypeName = .placeholder
    @ModelMember(.type) public internal(set) var type: Type? = nil
    @ModelMember(.`inout`) public internal(set) var `inout`: Bool = false
    @ModelMember(.isVariadic) public internal(set) var isVariadic: Bool = false
    @ModelMember(.defaultValue) public internal(set) var defaultValue: String? = nil
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    /// The type's attributes (`typeAttributes["escaping"]`).
    @ModelMember(.typeAttributes) public internal(set) var typeAttributes: AttributeList = [:]
    /// `label name: Type = default`.
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(argumentLabel: String? = nil, name: String = "", index: Int = 0, typeName: TypeName,
                type: Type? = nil, defaultValue: String? = nil, annotations: [String: NSObject] = [:],
                isInout: Bool = false, isVariadic: Bool = false) {
        self.argumentLabel = argumentLabel
        self.name = name
        self.index = index
        self.typeName = typeName
        self.type = type
        self.inout = isInout
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.annotations = annotations
        self.typeAttributes = typeName.attributes
        let label = argumentLabel.map { $0 == name ? name : "\($0) \(name)" } ?? "_ \(name)"
        self.asSource = "\(label): \(typeName.asSource)" + (defaultValue.map { " = \($0)" } ?? "")
    }

    func load(from record: ModelRecord) {
        argumentLabel = record.optionalString(.argumentLabel)
        name = record.string(.name)
        index = record.int(.index)
        loadParameter(from: record)
    }

    override public var description: String { asSource }
}

/// A generic parameter of a method or subscript (`T` in `<T: P>`).
public final class GenericParameter: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    /// The constraint (`P` in `<T: P>`), if any.
    @ModelMember(.inheritedTypeName) public internal(set) var inheritedTypeName: TypeName? = nil

    public init(name: String, inheritedTypeName: TypeName? = nil) {
        self.name = name
        self.inheritedTypeName = inheritedTypeName
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        inheritedTypeName = record.object(.inheritedTypeName)
    }
}
