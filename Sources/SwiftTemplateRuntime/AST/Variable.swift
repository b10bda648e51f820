import Foundation

/// Sourcery's other name for `Variable`.
public typealias SourceryVariable = Variable

/// A variable (stored or computed property, or protocol requirement).
public final class Variable: NSObject, Typed, Annotated, Documented, DefinitionMembers, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.typeName) public internal(set) var typeName: TypeName = .placeholder
    @ModelMember(.type) public internal(set) var type: Type? = nil
    @ModelMember(.isComputed) public internal(set) var isComputed: Bool = false
    @ModelMember(.isStatic) public internal(set) var isStatic: Bool = false
    @ModelMember(.isAsync) public internal(set) var isAsync: Bool = false
    @ModelMember(.`throws`) public internal(set) var `throws`: Bool = false
    @ModelMember(.throwsTypeName) public internal(set) var throwsTypeName: TypeName? = nil
    @ModelMember(.readAccess) public internal(set) var readAccess: String = ""
    /// `""` when the variable cannot be set.
    @ModelMember(.writeAccess) public internal(set) var writeAccess: String = ""
    @ModelMember(.isMutable) public internal(set) var isMutable: Bool = false
    @ModelMember(.defaultValue) public internal(set) var defaultValue: String? = nil
    @ModelMember(.attributes) public internal(set) var attributes: AttributeList = [:]
    @ModelMember(.modifiers) public internal(set) var modifiers: [SourceryModifier] = []
    @ModelMember(.isFinal) public internal(set) var isFinal: Bool = false
    @ModelMember(.isLazy) public internal(set) var isLazy: Bool = false
    @ModelMember(.isDynamic) public internal(set) var isDynamic: Bool = false
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.documentation) public internal(set) var documentation: Documentation = []
    @ModelMember(.definedInTypeName) public internal(set) var definedInTypeName: TypeName? = nil
    @ModelMember(.actualDefinedInTypeName) public internal(set) var actualDefinedInTypeName: TypeName? = nil
    /// The type or extension that declares the variable.
    @ModelMember(.definedInType) public internal(set) var definedInType: Type? = nil

    public init(name: String = "", typeName: TypeName = TypeName(name: ""), type: Type? = nil,
                accessLevel: (read: AccessLevel, write: AccessLevel) = (.internal, .internal),
                isComputed: Bool = false, isStatic: Bool = false, defaultValue: String? = nil,
                annotations: [String: NSObject] = [:], definedInTypeName: TypeName? = nil) {
        self.name = name
        self.typeName = typeName
        self.type = type
        self.readAccess = accessLevel.read.rawValue
        self.writeAccess = accessLevel.write.rawValue
        self.isMutable = accessLevel.write != .none
        self.isComputed = isComputed
        self.isStatic = isStatic
        self.defaultValue = defaultValue
        self.annotations = annotations
        self.definedInTypeName = definedInTypeName
        self.actualDefinedInTypeName = definedInTypeName?.actualTypeName ?? definedInTypeName
    }

    /// Read and write access levels.
    public var accessLevel: (read: AccessLevel, write: AccessLevel) {
        (AccessLevel(rawValue: readAccess) ?? .none, AccessLevel(rawValue: writeAccess) ?? .none)
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        typeName = record.object(.typeName) ?? typeName
        type = record.object(.type)
        isComputed = record.bool(.isComputed)
        isStatic = record.bool(.isStatic)
        isAsync = record.bool(.isAsync)
        `throws` = record.bool(.`throws`)
        throwsTypeName = record.object(.throwsTypeName)
        readAccess = record.string(.readAccess)
        writeAccess = record.string(.writeAccess)
        isMutable = record.bool(.isMutable)
        defaultValue = record.optionalString(.defaultValue)
        attributes = record.attributes(.attributes)
        modifiers = record.objects(.modifiers)
        isFinal = record.bool(.isFinal)
        isLazy = record.bool(.isLazy)
        isDynamic = record.bool(.isDynamic)
        annotations = record.foundationDictionary(.annotations)
        documentation = record.strings(.documentation)
        loadDefinition(from: record)
    }

    override public var description: String {
        "Variable: name = \(name), typeName = \(typeName)"
    }
}
