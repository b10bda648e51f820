import Foundation

/// A scanned type (or an extension of an unscanned one), with Sourcery's `Type` API.
///
/// Kinds are subclasses, as in Sourcery: `Class`, `Struct`, `Enum`, `Protocol`, `Actor`,
/// `ProtocolComposition`; a plain `Type` is an extension of a type that was not scanned.
/// Every value is the one ModelGen's Stencil templates see.
public class Type: NSObject, Annotated, Documented, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    @ModelMember(.localName) public internal(set) var localName: String = ""
    @ModelMember(.globalName) public internal(set) var globalName: String = ""
    @ModelMember(.module) public internal(set) var module: String? = nil
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `protocolComposition` or `extension`.
    @ModelMember(.kind) public internal(set) var kind: String = ""
    @ModelMember(.isExtension) public internal(set) var isExtension: Bool = false
    @ModelMember(.isUnknownExtension) public internal(set) var isUnknownExtension: Bool = false
    @ModelMember(.accessLevel) public internal(set) var accessLevel: String = ""
    @ModelMember(.isGeneric) public internal(set) var isGeneric: Bool = false
    @ModelMember(.genericRequirements) public internal(set) var genericRequirements: [GenericRequirement] = []
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.documentation) public internal(set) var documentation: Documentation = []
    @ModelMember(.attributes) public internal(set) var attributes: AttributeList = [:]
    @ModelMember(.modifiers) public internal(set) var modifiers: [SourceryModifier] = []

    /// Names from the inheritance clauses (the declaration's, then its extensions').
    @ModelMember(.inheritedTypes) public internal(set) var inheritedTypes: [String] = []
    /// Every name this type is based on, known or not, transitively.
    @ModelMember(.based) public internal(set) var based: [String: String] = [:]
    /// The known types this type is based on, transitively, by global name.
    @ModelMember(.basedTypes) public internal(set) var basedTypes: [String: Type] = [:]
    /// The known classes this type inherits from, transitively, by name.
    @ModelMember(.inherits) public internal(set) var inherits: [String: Type] = [:]
    /// The known protocols this type implements, transitively, by global name.
    @ModelMember(.implements) public internal(set) var implements: [String: Type] = [:]
    /// The superclass, when it is a known class.
    @ModelMember(.supertype) public internal(set) var supertype: Type? = nil

    @ModelMember(.variables) public internal(set) var variables: [Variable] = []
    @ModelMember(.rawVariables) public internal(set) var rawVariables: [Variable] = []
    /// Own variables, then those of superclasses and protocols not already present.
    @ModelMember(.allVariables) public internal(set) var allVariables: [Variable] = []
    @ModelMember(.storedVariables) public internal(set) var storedVariables: [Variable] = []
    @ModelMember(.computedVariables) public internal(set) var computedVariables: [Variable] = []
    @ModelMember(.instanceVariables) public internal(set) var instanceVariables: [Variable] = []
    @ModelMember(.staticVariables) public internal(set) var staticVariables: [Variable] = []

    @ModelMember(.methods) public internal(set) var methods: [Method] = []
    @ModelMember(.rawMethods) public internal(set) var rawMethods: [Method] = []
    /// Own methods, then those of superclasses and protocols not already present.
    @ModelMember(.allMethods) public internal(set) var allMethods: [Method] = []
    @ModelMember(.initializers) public internal(set) var initializers: [Method] = []
    /// Static methods, initializers included (as in Sourcery).
    @ModelMember(.staticMethods) public internal(set) var staticMethods: [Method] = []
    @ModelMember(.classMethods) public internal(set) var classMethods: [Method] = []
    @ModelMember(.instanceMethods) public internal(set) var instanceMethods: [Method] = []

    @ModelMember(.subscripts) public internal(set) var subscripts: [Subscript] = []
    @ModelMember(.rawSubscripts) public internal(set) var rawSubscripts: [Subscript] = []
    @ModelMember(.allSubscripts) public internal(set) var allSubscripts: [Subscript] = []

    /// Nested types, in declaration order.
    @ModelMember(.containedTypes) public internal(set) var containedTypes: [Type] = []
    /// Nested types by local name.
    @ModelMember(.containedType) public internal(set) var containedType: [String: Type] = [:]
    @ModelMember(.parent) public internal(set) var parent: Type? = nil
    @ModelMember(.parentName) public internal(set) var parentName: String? = nil
    /// Nested typealiases by alias name.
    @ModelMember(.typealiases) public internal(set) var typealiases: [String: Typealias] = [:]

    /// Imports of the declaring file.
    @ModelMember(.imports) public internal(set) var imports: [Import] = []
    /// Imports of the declaring file, then those of every known base type.
    @ModelMember(.allImports) public internal(set) var allImports: [Import] = []
    @ModelMember(.path) public internal(set) var path: String? = nil
    @ModelMember(.fileName) public internal(set) var fileName: String? = nil
    @ModelMember(.directory) public internal(set) var directory: String? = nil

    public init(name: String = "", parent: Type? = nil, accessLevel: AccessLevel = .internal, isExtension: Bool = false,
                variables: [Variable] = [], methods: [Method] = [], inheritedTypes: [String] = [],
                containedTypes: [Type] = [], attributes: AttributeList = [:], modifiers: [SourceryModifier] = [],
                annotations: [String: NSObject] = [:], isGeneric: Bool = false, kind: String = "unknown") {
        self.localName = name
        self.name = parent.map { "\($0.name).\(name)" } ?? name
        self.parent = parent
        self.parentName = parent?.name
        self.accessLevel = accessLevel.rawValue
        self.isExtension = isExtension
        self.kind = isExtension ? "extension" : kind
        self.variables = variables
        self.rawVariables = variables
        self.methods = methods
        self.rawMethods = methods
        self.inheritedTypes = inheritedTypes
        self.containedTypes = containedTypes
        self.attributes = attributes
        self.modifiers = modifiers
        self.annotations = annotations
        self.isGeneric = isGeneric
        super.init()
        globalName = self.name
        containedType = Dictionary(containedTypes.map { ($0.localName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The enclosing types, innermost first.
    public var parentTypes: AnyIterator<Type> {
        var next = parent
        return AnyIterator {
            defer { next = next?.parent }
            return next
        }
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        localName = record.string(.localName)
        globalName = record.string(.globalName)
        module = record.optionalString(.module)
        kind = record.string(.kind)
        isExtension = record.bool(.isExtension)
        isUnknownExtension = record.bool(.isUnknownExtension)
        accessLevel = record.string(.accessLevel)
        isGeneric = record.bool(.isGeneric)
        genericRequirements = record.objects(.genericRequirements)
        annotations = record.foundationDictionary(.annotations)
        documentation = record.strings(.documentation)
        attributes = record.attributes(.attributes)
        modifiers = record.objects(.modifiers)
        inheritedTypes = record.strings(.inheritedTypes)
        based = record.stringsByKey(.based)
        basedTypes = record.objectsByKey(.basedTypes)
        inherits = record.objectsByKey(.inherits)
        implements = record.objectsByKey(.implements)
        supertype = record.object(.supertype)
        variables = record.objects(.variables)
        rawVariables = record.objects(.rawVariables)
        allVariables = record.objects(.allVariables)
        storedVariables = record.objects(.storedVariables)
        computedVariables = record.objects(.computedVariables)
        instanceVariables = record.objects(.instanceVariables)
        staticVariables = record.objects(.staticVariables)
        methods = record.objects(.methods)
        rawMethods = record.objects(.rawMethods)
        allMethods = record.objects(.allMethods)
        initializers = record.objects(.initializers)
        staticMethods = record.objects(.staticMethods)
        classMethods = record.objects(.classMethods)
        instanceMethods = record.objects(.instanceMethods)
        subscripts = record.objects(.subscripts)
        rawSubscripts = record.objects(.rawSubscripts)
        allSubscripts = record.objects(.allSubscripts)
        containedTypes = record.objects(.containedTypes)
        containedType = record.objectsByKey(.containedType)
        parent = record.object(.parent)
        parentName = record.optionalString(.parentName)
        typealiases = record.objectsByKey(.typealiases)
        imports = record.strings(.imports).map { Import(path: $0) }
        allImports = record.strings(.allImports).map { Import(path: $0) }
        path = record.optionalString(.path)
        fileName = record.optionalString(.fileName)
        directory = record.optionalString(.directory)
    }

    /// The type's name (what Sourcery's `Type` prints in string interpolation is its full
    /// description; templates print `name`).
    override public var description: String {
        "\(Swift.type(of: self)): name = \(name), kind = \(kind)"
    }
}
