import Foundation

/// A scanned type (or an extension of an unscanned one), with Sourcery's `Type` API.
///
/// Kinds are subclasses, as in Sourcery: `Class`, `Struct`, `Enum`, `Protocol`, `Actor`,
/// `ProtocolComposition`; a plain `Type` is an extension of a type that was not scanned.
/// Every value is the one ModelGen's Stencil templates see.
public class Type: NSObject, Annotated, Documented, ModelLoadable {
    public internal(set) var name: String
    public internal(set) var localName: String
    public internal(set) var globalName: String = ""
    public internal(set) var module: String?
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `protocolComposition` or `extension`.
    public internal(set) var kind: String
    public internal(set) var isExtension: Bool
    public internal(set) var isUnknownExtension: Bool = false
    public internal(set) var accessLevel: String
    public internal(set) var isGeneric: Bool
    public internal(set) var genericRequirements: [GenericRequirement] = []
    public internal(set) var annotations: Annotations
    public internal(set) var documentation: Documentation = []
    public internal(set) var attributes: AttributeList
    public internal(set) var modifiers: [SourceryModifier]

    /// Names from the inheritance clauses (the declaration's, then its extensions').
    public internal(set) var inheritedTypes: [String]
    /// Every name this type is based on, known or not, transitively.
    public internal(set) var based: [String: String] = [:]
    /// The known types this type is based on, transitively, by global name.
    public internal(set) var basedTypes: [String: Type] = [:]
    /// The known classes this type inherits from, transitively, by name.
    public internal(set) var inherits: [String: Type] = [:]
    /// The known protocols this type implements, transitively, by global name.
    public internal(set) var implements: [String: Type] = [:]
    /// The superclass, when it is a known class.
    public internal(set) var supertype: Type?

    public internal(set) var variables: [Variable] = []
    public internal(set) var rawVariables: [Variable] = []
    /// Own variables, then those of superclasses and protocols not already present.
    public internal(set) var allVariables: [Variable] = []
    public internal(set) var storedVariables: [Variable] = []
    public internal(set) var computedVariables: [Variable] = []
    public internal(set) var instanceVariables: [Variable] = []
    public internal(set) var staticVariables: [Variable] = []

    public internal(set) var methods: [Method] = []
    public internal(set) var rawMethods: [Method] = []
    /// Own methods, then those of superclasses and protocols not already present.
    public internal(set) var allMethods: [Method] = []
    public internal(set) var initializers: [Method] = []
    /// Static methods, initializers included (as in Sourcery).
    public internal(set) var staticMethods: [Method] = []
    public internal(set) var classMethods: [Method] = []
    public internal(set) var instanceMethods: [Method] = []

    public internal(set) var subscripts: [Subscript] = []
    public internal(set) var rawSubscripts: [Subscript] = []
    public internal(set) var allSubscripts: [Subscript] = []

    /// Nested types, in declaration order.
    public internal(set) var containedTypes: [Type] = []
    /// Nested types by local name.
    public internal(set) var containedType: [String: Type] = [:]
    public internal(set) var parent: Type?
    public internal(set) var parentName: String?
    /// Nested typealiases by alias name.
    public internal(set) var typealiases: [String: Typealias] = [:]

    /// Imports of the declaring file.
    public internal(set) var imports: [Import] = []
    /// Imports of the declaring file, then those of every known base type.
    public internal(set) var allImports: [Import] = []
    public internal(set) var path: String?
    public internal(set) var fileName: String?
    public internal(set) var directory: String?

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
        name = record.string("name")
        localName = record.string("localName")
        globalName = record.string("globalName")
        module = record.optionalString("module")
        kind = record.string("kind")
        isExtension = record.bool("isExtension")
        isUnknownExtension = record.bool("isUnknownExtension")
        accessLevel = record.string("accessLevel")
        isGeneric = record.bool("isGeneric")
        genericRequirements = record.objects("genericRequirements")
        annotations = record.foundationDictionary("annotations")
        documentation = record.strings("documentation")
        attributes = record.attributes("attributes")
        modifiers = record.objects("modifiers")
        inheritedTypes = record.strings("inheritedTypes")
        based = record.stringsByKey("based")
        basedTypes = record.objectsByKey("basedTypes")
        inherits = record.objectsByKey("inherits")
        implements = record.objectsByKey("implements")
        supertype = record.object("supertype")
        variables = record.objects("variables")
        rawVariables = record.objects("rawVariables")
        allVariables = record.objects("allVariables")
        storedVariables = record.objects("storedVariables")
        computedVariables = record.objects("computedVariables")
        instanceVariables = record.objects("instanceVariables")
        staticVariables = record.objects("staticVariables")
        methods = record.objects("methods")
        rawMethods = record.objects("rawMethods")
        allMethods = record.objects("allMethods")
        initializers = record.objects("initializers")
        staticMethods = record.objects("staticMethods")
        classMethods = record.objects("classMethods")
        instanceMethods = record.objects("instanceMethods")
        subscripts = record.objects("subscripts")
        rawSubscripts = record.objects("rawSubscripts")
        allSubscripts = record.objects("allSubscripts")
        containedTypes = record.objects("containedTypes")
        containedType = record.objectsByKey("containedType")
        parent = record.object("parent")
        parentName = record.optionalString("parentName")
        typealiases = record.objectsByKey("typealiases")
        imports = record.strings("imports").map { Import(path: $0) }
        allImports = record.strings("allImports").map { Import(path: $0) }
        path = record.optionalString("path")
        fileName = record.optionalString("fileName")
        directory = record.optionalString("directory")
    }

    /// The type's name (what Sourcery's `Type` prints in string interpolation is its full
    /// description; templates print `name`).
    override public var description: String {
        "\(Swift.type(of: self)): name = \(name), kind = \(kind)"
    }
}
