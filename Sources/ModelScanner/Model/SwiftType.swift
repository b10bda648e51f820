/// A scanned type: class, struct, enum, protocol, actor, or an extension of an unscanned type.
///
/// Property names are Sourcery's template names. One class covers every kind; kind-specific
/// members (`cases`, `rawTypeName`, `associatedTypes`, `isFinal`) are empty or false elsewhere.
public final class SwiftType {
    /// The name in its own scope (`Inner`).
    public let localName: String
    // Mutable properties are `@exclusivity(unchecked)`: the model is built on one thread without
    // overlapping accesses, and with the dynamic checks (all 60 in the model) a release
    // `modelgen dump` of swift-nio's Sources runs 1.0% more instructions (1,625.2 M against
    // 1,609.4 M, callgrind). They go when the records become values (issue #16).
    /// `class`, `struct`, `enum`, `protocol`, `actor`, or `extension` for an unscanned extended type.
    @exclusivity(unchecked) public internal(set) var kind: TypeKind
    /// The declared (or implied) access level.
    @exclusivity(unchecked) public internal(set) var accessLevel: AccessLevel
    /// True for an extension (after composition: only extensions of types that were not scanned).
    @exclusivity(unchecked) public internal(set) var isExtension: Bool
    /// `final` on a class or actor.
    @exclusivity(unchecked) public internal(set) var isFinal: Bool
    /// `distributed actor`.
    @exclusivity(unchecked) public internal(set) var isDistributed: Bool
    /// Names in the generic parameter clause (`each T` gives `T`).
    @exclusivity(unchecked) public internal(set) var genericParameters: [String]
    /// Requirements from the `where` clause.
    @exclusivity(unchecked) public internal(set) var genericRequirements: [GenericRequirement]
    /// Inherited names as written, then those of every merged declaration in order, repeats
    /// kept; an enum's raw type is not among them (as in Sourcery).
    @exclusivity(unchecked) public internal(set) var inheritedTypes: [String]
    /// The inherited names as declared, raw type included (what `dump` prints).
    @exclusivity(unchecked) var declaredInheritedTypes: [String] = []
    /// Inherited names, transitive through known base types (unknown names included).
    @exclusivity(unchecked) public internal(set) var based: [String: String] = [:]
    /// Known base types, transitive, keyed by name.
    @exclusivity(unchecked) public internal(set) var basedTypes: [String: SwiftType] = [:]
    /// Known classes this type inherits from, transitive, keyed by name.
    @exclusivity(unchecked) public internal(set) var inherits: [String: SwiftType] = [:]
    /// Known protocols this type implements, transitive, keyed by name.
    @exclusivity(unchecked) public internal(set) var implements: [String: SwiftType] = [:]
    /// For a class: the first inherited type when it is a known class.
    @exclusivity(unchecked) public internal(set) var supertype: SwiftType?
    /// Annotations from comments, merged with those of extensions (later wins).
    @exclusivity(unchecked) public internal(set) var annotations: Annotations
    /// Attributes such as `@objc`, keyed by name.
    @exclusivity(unchecked) public internal(set) var attributes: [String: [Attribute]]
    /// Modifiers such as `public`, `final`.
    @exclusivity(unchecked) public internal(set) var modifiers: [Modifier]
    /// The enclosing type, if nested (nil once the `ScanResult` is gone).
    @exclusivity(unchecked) public internal(set) var parent: SwiftType?
    /// Nested types in declaration order, then those declared in extensions.
    @exclusivity(unchecked) public internal(set) var containedTypes: [SwiftType] = []
    /// Nested typealiases by alias name.
    @exclusivity(unchecked) public internal(set) var typealiases: [String: Typealias] = [:]
    /// Declared variables of the type and its extensions, before de-duplication.
    @exclusivity(unchecked) public internal(set) var rawVariables: [Variable] = []
    /// Declared methods (incl. initializers) of the type and its extensions, before de-duplication.
    @exclusivity(unchecked) public internal(set) var rawMethods: [Method] = []
    /// Declared subscripts of the type and its extensions, before de-duplication.
    @exclusivity(unchecked) public internal(set) var rawSubscripts: [Subscript] = []
    /// Declared variables, de-duplicated by (name, isStatic, typeName).
    @exclusivity(unchecked) public internal(set) var variables: [Variable] = []
    /// Declared methods, de-duplicated.
    @exclusivity(unchecked) public internal(set) var methods: [Method] = []
    /// Declared subscripts, de-duplicated.
    @exclusivity(unchecked) public internal(set) var subscripts: [Subscript] = []
    /// Own, inherited and protocol variables (Sourcery's `allVariables` order); computed on first use.
    public private(set) lazy var allVariables: [Variable] = MemberLists.allVariables(of: self)
    /// Own, inherited and protocol methods; computed on first use.
    public private(set) lazy var allMethods: [Method] = MemberLists.allMethods(of: self)
    /// Own, inherited and protocol subscripts; computed on first use.
    public private(set) lazy var allSubscripts: [Subscript] = MemberLists.allSubscripts(of: self)
    /// Enum cases in source order (empty for other kinds).
    @exclusivity(unchecked) public internal(set) var cases: [EnumCase] = []
    /// The enum's raw type (`String` in `enum E: String`), if any.
    @exclusivity(unchecked) public internal(set) var rawTypeName: TypeName?
    /// The raw type's scanned type, if known.
    public var rawType: SwiftType? { rawTypeName?.resolvedType }
    /// A protocol's associated types by name (also inherited from parent protocols).
    @exclusivity(unchecked) public internal(set) var associatedTypes: [String: AssociatedType] = [:]
    /// The file, relative to the sources folder it came from.
    @exclusivity(unchecked) public internal(set) var file: String
    /// The UTF-8 byte offsets of the body, from its `{` through its `}`, in the file at `path`
    /// (nil when the body is not closed).
    @exclusivity(unchecked) public internal(set) var bodyRange: Range<Int>?
    /// The 1-based line of the `struct`/`class`/… keyword.
    @exclusivity(unchecked) public internal(set) var line: Int
    /// The 1-based column (in UTF-8 bytes) of that keyword.
    @exclusivity(unchecked) public internal(set) var column: Int
    /// The file's path as given to the scanner (absolute when scanning folders).
    @exclusivity(unchecked) public internal(set) var path: String
    /// Imported modules of the declaring file.
    @exclusivity(unchecked) public internal(set) var imports: [String] = []
    /// Composition's progress through the inheritance graph.
    @exclusivity(unchecked) var relationshipState = Relationships.State.unvisited
    /// Merged by composition into another declaration of the same name (the type).
    @exclusivity(unchecked) var isMerged = false
    /// Sourcery's stand-in for an associated type's constraint, not a declaration (the dump leaves it out).
    @exclusivity(unchecked) var isStandIn = false

    init(localName: String, kind: TypeKind, accessLevel: AccessLevel, file: String, path: String, line: Int, column: Int = 1) {
        self.localName = localName
        self.name = localName
        self.kind = kind
        self.accessLevel = accessLevel
        self.isExtension = kind == .extension
        self.isFinal = false
        self.isDistributed = false
        self.genericParameters = []
        self.genericRequirements = []
        self.inheritedTypes = []
        self.annotations = [:]
        self.attributes = [:]
        self.modifiers = []
        self.file = file
        self.path = path
        self.line = line
        self.column = column
    }

    /// The nesting path (`Outer.Inner`), also for types declared in `extension Outer`.
    @exclusivity(unchecked) public internal(set) var name: String
    /// Drops the references to other types, which can form cycles (`class Outer { class Inner: Outer {} }`).
    func detachFromOtherTypes() {
        if !containedTypes.isEmpty { containedTypes = [] }
        if parent != nil { parent = nil }
        if supertype != nil { supertype = nil }
        if !basedTypes.isEmpty { basedTypes = [:] }
        if !inherits.isEmpty { inherits = [:] }
        if !implements.isEmpty { implements = [:] }
    }

    /// Drops the members' references back to their declaring types (each member's type owns it).
    func detachMembers() {
        for variable in rawVariables { variable.definedInType = nil }
        for method in rawMethods { method.definedInType = nil }
        for item in rawSubscripts { item.definedInType = nil }
    }

    /// Has a generic parameter clause or `where` requirements (protocols: associated types).
    public var isGeneric: Bool {
        !genericParameters.isEmpty || !genericRequirements.isEmpty || !associatedTypes.isEmpty
    }
    /// The last path component of `file`.
    public var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
    /// Any case has associated values.
    public var hasAssociatedValues: Bool { cases.contains { $0.hasAssociatedValue } }
}
