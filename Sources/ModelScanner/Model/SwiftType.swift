/// A scanned type: class, struct, enum, protocol, actor, or an extension of an unscanned type.
///
/// Property names are Sourcery's template names. One class covers every kind; kind-specific
/// members (`cases`, `rawTypeName`, `associatedTypes`, `isFinal`) are empty or false elsewhere.
public final class SwiftType {
    /// The name in its own scope (`Inner`).
    public let localName: String
    /// `class`, `struct`, `enum`, `protocol`, `actor`, or `extension` for an unscanned extended type.
    public let kind: TypeKind
    /// The declared (or implied) access level.
    public let accessLevel: AccessLevel
    /// True for an extension (after composition: only extensions of types that were not scanned).
    public let isExtension: Bool
    /// `final` on a class or actor.
    public internal(set) var isFinal: Bool
    /// `distributed actor`.
    public internal(set) var isDistributed: Bool
    /// Names in the generic parameter clause (`each T` gives `T`).
    public internal(set) var genericParameters: [String]
    /// Requirements from the `where` clause.
    public internal(set) var genericRequirements: [GenericRequirement]
    /// Inherited names as written, then those of every merged declaration in order, repeats
    /// kept; an enum's raw type is not among them (as in Sourcery).
    public internal(set) var inheritedTypes: [String]
    /// The inherited names as declared, raw type included (what `dump` prints).
    var declaredInheritedTypes: [String] { relations.declaredInheritedTypes }
    /// Inherited names, transitive through known base types (unknown names included).
    public var based: [String: String] { relations.based }
    /// This record's place in the table (file-local until composition adopts the file).
    var id: TypeID
    /// How this record reaches the table the IDs below index (the table's own link, set when the
    /// table takes the record; nil for a stand-in that never became a type).
    var link: TableLink?
    /// The table (nil once the `ScanResult` is gone).
    var table: ModelTable? { link?.table }
    /// The enclosing type's ID (see `ModelTable.nesting`).
    var parentID: TypeID? { table?[nestingOf: id].parent }
    /// The nested types' IDs (see `ModelTable.nesting`).
    var containedTypeIDs: [TypeID] { table?[nestingOf: id].contained ?? [] }
    /// This type's relationships in the table (none before composition relates the types).
    var relations: TypeRelations { table?[relationsOf: id] ?? .none }
    /// Known base types, transitive, keyed by name.
    public var basedTypes: [String: SwiftType] { records(relations.basedTypes) }
    /// Known classes this type inherits from, transitive, keyed by name.
    public var inherits: [String: SwiftType] { records(relations.inherits) }
    /// Known protocols this type implements, transitive, keyed by name.
    public var implements: [String: SwiftType] { records(relations.implements) }
    /// For a class: the first inherited type when it is a known class.
    public var supertype: SwiftType? { record(relations.supertype) }
    /// Annotations from comments, merged with those of extensions (later wins).
    public internal(set) var annotations: Annotations
    /// Attributes such as `@objc`, keyed by name.
    public internal(set) var attributes: [String: [Attribute]]
    /// Modifiers such as `public`, `final`.
    public internal(set) var modifiers: [Modifier]
    /// The enclosing type, if nested (nil once the `ScanResult` is gone).
    public var parent: SwiftType? { record(parentID) }
    /// Nested types in declaration order, then those declared in extensions.
    public var containedTypes: [SwiftType] {
        guard let table else { return [] }
        let contained = table[nestingOf: id].contained
        return contained.isEmpty ? [] : contained.map { table[$0] }
    }
    /// Nested typealiases by alias name.
    public internal(set) var typealiases: [String: Typealias] = [:]
    /// Declared variables of the type and its extensions, before de-duplication.
    public internal(set) var rawVariables: [Variable] = []
    /// Declared methods (incl. initializers) of the type and its extensions, before de-duplication.
    public internal(set) var rawMethods: [Method] = []
    /// Declared subscripts of the type and its extensions, before de-duplication.
    public internal(set) var rawSubscripts: [Subscript] = []
    /// Declared variables, de-duplicated by (name, isStatic, typeName).
    public internal(set) var variables: [Variable] = []
    /// Declared methods, de-duplicated.
    public internal(set) var methods: [Method] = []
    /// Declared subscripts, de-duplicated.
    public internal(set) var subscripts: [Subscript] = []
    /// Own, inherited and protocol variables (Sourcery's `allVariables` order); computed on first use.
    public var allVariables: [Variable] { memberList(\.variables, MemberLists.allVariables) }
    /// Own, inherited and protocol methods; computed on first use.
    public var allMethods: [Method] { memberList(\.methods, MemberLists.allMethods) }
    /// Own, inherited and protocol subscripts; computed on first use.
    public var allSubscripts: [Subscript] { memberList(\.subscripts, MemberLists.allSubscripts) }
    /// The member lists above once computed (read and written under the table's `memberListsLock`).
    private var memberLists = MemberLists.Computed()
    /// Enum cases in source order (empty for other kinds).
    public internal(set) var cases: [EnumCase] = []
    /// The enum's raw type (`String` in `enum E: String`), if any.
    public internal(set) var rawTypeName: TypeName?
    /// The raw type's scanned type, if known.
    public var rawType: SwiftType? { rawTypeName?.resolvedType }
    /// A protocol's associated types by name (also inherited from parent protocols).
    public internal(set) var associatedTypes: [String: AssociatedType] = [:]
    /// The file, relative to the sources folder it came from.
    public let file: String
    /// The UTF-8 byte offsets of the body, from its `{` through its `}`, in the file at `path`
    /// (nil when the body is not closed).
    public internal(set) var bodyRange: Range<Int>?
    /// The 1-based line of the `struct`/`class`/… keyword.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) of that keyword.
    public let column: Int
    /// The file's path as given to the scanner (absolute when scanning folders).
    public let path: String
    /// Imported modules of the declaring file.
    public internal(set) var imports: [String] = []
    /// Merged by composition into another declaration of the same name (the type).
    var isMerged = false
    /// Sourcery's stand-in for an associated type's constraint, not a declaration (the dump leaves it out).
    var isStandIn = false

    /// What a declaration's head (before its body) gives its record.
    struct Head {
        /// The full name (`localName` when nil).
        var name: String?
        var isFinal = false
        var isDistributed = false
        var genericParameters: [String] = []
        var genericRequirements: [GenericRequirement] = []
        var inheritedTypes: [String] = []
        var attributes: [String: [Attribute]] = [:]
        var modifiers: [Modifier] = []
    }

    init(localName: String, kind: TypeKind, accessLevel: AccessLevel, file: String, path: String, line: Int, column: Int = 1,
         id: TypeID = .unplaced, head: Head = Head()) {
        self.id = id
        self.localName = localName
        self.name = head.name ?? localName
        self.kind = kind
        self.accessLevel = accessLevel
        self.isExtension = kind == .extension
        self.isFinal = head.isFinal
        self.isDistributed = head.isDistributed
        self.genericParameters = head.genericParameters
        self.genericRequirements = head.genericRequirements
        self.inheritedTypes = head.inheritedTypes
        self.annotations = [:]
        self.attributes = head.attributes
        self.modifiers = head.modifiers
        self.file = file
        self.path = path
        self.line = line
        self.column = column
    }

    /// The nesting path (`Outer.Inner`), also for types declared in `extension Outer`.
    public internal(set) var name: String

    /// A member list, computed on first use and kept, under the table's lock: templates read few
    /// of them, so `ScanResult.prepareForConcurrentReads()` leaves them to first use (computing
    /// every type's would double its cost), and threads reading one at once compute it once.
    private func memberList<Member>(_ kept: WritableKeyPath<MemberLists.Computed, [Member]?>,
                                    _ compute: (SwiftType) -> [Member]) -> [Member] {
        guard let table else { return compute(self) }
        table.memberListsLock.lock()
        defer { table.memberListsLock.unlock() }
        if let list = memberLists[keyPath: kept] { return list }
        let list = compute(self)
        memberLists[keyPath: kept] = list
        return list
    }

    private func record(_ id: TypeID?) -> SwiftType? {
        guard let id, let table else { return nil }
        return table[id]
    }

    private func records(_ ids: [String: TypeID]) -> [String: SwiftType] {
        guard !ids.isEmpty, let table else { return [:] }
        return ids.mapValues { table[$0] }
    }

    /// Has a generic parameter clause or `where` requirements (protocols: associated types).
    public var isGeneric: Bool {
        !genericParameters.isEmpty || !genericRequirements.isEmpty || !associatedTypes.isEmpty
    }
    /// The last path component of `file`.
    public var fileName: String {
        // Found from the end, as bytes: splitting the String by Character breaks every grapheme of
        // the path (~15,000 instructions a path).
        let bytes = file.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return file }
        let start = bytes.index(after: slash)
        guard start < bytes.endIndex else { return file.split(separator: "/").last.map(String.init) ?? file }
        return String(file[start...])
    }
    /// Any case has associated values.
    public var hasAssociatedValues: Bool { cases.contains { $0.hasAssociatedValue } }
}
