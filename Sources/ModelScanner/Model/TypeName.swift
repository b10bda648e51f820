/// A type as written in source (`[String: Int]?`, `@escaping (Int) -> Void`), with its shape.
public final class TypeName: CustomStringConvertible {
    /// The placeholder Sourcery uses for a variable whose type cannot be inferred.
    public static let unknownName = "UnknownTypeSoAddTypeAttributionToVariable"

    /// The type without leading attributes, including any `?`/`!` suffix (`Int?`, `inout Int`);
    /// a method's result type ends with the method's `where` clause, as in Sourcery.
    public var name: String { leading?.name ?? written }
    /// Leading type attributes (`@escaping`, `@Sendable`), keyed by name.
    public var attributes: [String: [Attribute]] { leading?.attributes ?? [:] }
    /// The leading type attributes in source order.
    var attributeList: [Attribute] { leading?.attributeList ?? [] }
    /// The full text as written, trimmed (what `dump` prints), without a method's `where` clause.
    let written: String
    /// `name` in normal form (without a `where` clause): read while scanning, where `name` would
    /// spell a type written across lines before any template needs it.
    var normalizedName: String { leading?.shapedName ?? written }
    /// The leading attributes and the name without them (and a `where` clause after it); nil for the
    /// usual name without either (which keeps a name to one String and a few resolution fields).
    private let leading: LeadingAttributes?
    /// The same name with typealiases followed, when that differs from `name`.
    public var actualTypeName: TypeName? {
        if let table = binding.link?.table { resolve(in: table) }
        return derived?.aliasedTypeName
    }
    /// The scanned type this name refers to (nil for tuples, closures and unknown names);
    /// resolved on first use.
    var resolvedType: SwiftType? {
        guard let table = binding.link?.table else { return nil }
        resolve(in: table)
        return binding.resolvedType.map { table[$0] }
    }

    /// The attributes written before a type, the type after them, and what Sourcery's name adds to
    /// the normal form: a `where` clause, or line breaks and spaces kept as written.
    private final class LeadingAttributes {
        let attributeList: [Attribute]
        /// The type in normal form without attributes and `where` clause: what the shape is parsed from.
        let shapedName: String
        /// The text as written when it is out of normal form (spelled on first use, off the scan's path).
        let source: String?
        let whereClause: String?
        var attributes: [String: [Attribute]] { groupedByName(attributeList) }
        /// Sourcery's spelling of `source` (`prepareForConcurrentReads` computes it before reads share it).
        lazy var spelling = source.flatMap(TypeNameSpelling.spelled)
        var name: String { whereClause.map { typeName + " " + $0 } ?? typeName }
        /// The type's name without the `where` clause.
        var typeName: String { spelling?.name ?? shapedName }

        init(attributeList: [Attribute], shapedName: String, source: String?, whereClause: String? = nil) {
            self.attributeList = attributeList
            self.shapedName = shapedName
            self.source = source
            self.whereClause = whereClause
        }
    }

    /// How the name resolves, kept in one stored property (one access per update).
    private struct Binding {
        /// How the name reaches the table the IDs index (nil for a name composition never
        /// attached; the link's table is nil once the `ScanResult` is gone).
        var link: TableLink?
        var scope: TypeID?
        /// Part of a typealias's target: Sourcery resolves those before extensions join its map.
        var inAliasTarget = false
        var resolvedType: TypeID?
        var state = ResolutionState.unresolved
    }
    private enum ResolutionState { case unresolved, resolving, resolved }
    private var binding = Binding()

    /// What is worked out on first use (most names never need it): the shape, the aliased name.
    private final class Derived {
        var shape: TypeNameShape?
        var aliasedTypeName: TypeName?
        var isTargetOfAliasByName = false
        /// Whether `prepareForConcurrentReads` has run (a flag here, not a set of names: a set's
        /// insert cost ~600 instructions a name, 6% of preparing swift-nio).
        var isPrepared = false
    }
    private var derived: Derived?

    /// The type name written as `written` (not resolved against any scan).
    public init(_ written: String) {
        let (first, hasBlank, needsSpelling) = TypeName.firstByteAndMarks(written)
        let normalized = hasBlank ? TextSplitting.normalizedIfChanged(written) : nil
        let text = normalized ?? written
        self.written = text
        // Text out of normal form (line breaks, `[K : V]`) or with parentheses (`(any P)?`) gets
        // Sourcery's spelling as its name.
        let source = normalized == nil && !needsSpelling ? nil : written
        if (normalized == nil ? first : text.utf8.first) == UInt8(ascii: "@") {
            let (attributeList, rest) = TypeNameShape.splitLeadingAttributes(text)
            self.leading = attributeList.isEmpty && rest == text && source == nil ? nil
                : LeadingAttributes(attributeList: attributeList, shapedName: rest, source: source)
        } else {
            self.leading = source.map {
                LeadingAttributes(attributeList: TypeNameShape.attributesInParentheses(text), shapedName: text, source: $0)
            }
        }
    }

    /// A resolved name whose structure is another name's: Sourcery's actual name for `Completion?`
    /// (an alias of `(A) -> Void`) reads `(A) -> Void?` but is still a closure returning `Void`.
    convenience init(_ written: String, shapedAs other: TypeName) {
        self.init(written)
        derivedState().shape = other.shape
    }

    /// A name without form (see `TypeNameShape.init(formless:)`), spelled as the text it was guessed
    /// from, line breaks and indentation included (`let r = A\n    .including(…)` is `A\n    `, which
    /// names no type), as Sourcery's `TypeName(name:)` keeps it.
    convenience init(formless written: String) {
        self.init(verbatim: written)
        derivedState().shape = TypeNameShape(formless: written)
    }

    /// A name whose only form is generic (see `TypeNameShape.init(genericOnly:)`).
    convenience init(genericOnly written: String) {
        self.init(written)
        derivedState().shape = TypeNameShape(genericOnly: written)
    }

    /// The actual name Sourcery's last-resort lookup gives a name (`ModelTable.lastResortAlias`):
    /// the alias's target as written. It only sets the actual name; the name keeps its own form.
    convenience init(targetOfAliasByName alias: Typealias) {
        self.init(alias.typeName.written)
        derivedState().isTargetOfAliasByName = true
    }

    /// Whether this is the actual name an alias found by name alone gave (see above).
    var isTargetOfAliasByName: Bool { derived?.isTargetOfAliasByName ?? false }

    /// A name kept exactly as given, never re-spelled (Sourcery's `(P)` for a constrained name).
    init(verbatim name: String) {
        self.written = name
        self.leading = nil
    }

    /// A method's result type followed by its `where` clause, kept as written (line breaks
    /// included): Sourcery's `returnTypeName` is `T where T: Decodable`, its shape that of `T`.
    init(_ written: String, whereClause: String) {
        let result = TypeName(written)
        self.written = result.written
        self.leading = LeadingAttributes(attributeList: result.attributeList, shapedName: result.leading?.shapedName ?? result.written,
                                         source: result.leading?.source, whereClause: whereClause)
    }

    /// The method's `where` clause that ends the name, if any.
    var whereClause: String? { leading?.whereClause }

    /// Whether this is the placeholder for a type that could not be inferred.
    public var isUnknown: Bool { name == TypeName.unknownName }

    /// The first byte, whether there is a blank or control byte (a name without any is already in
    /// normal form), and whether parentheses may make Sourcery's spelling differ from the text.
    private static func firstByteAndMarks(_ text: String) -> (first: UInt8?, hasBlank: Bool, needsSpelling: Bool) {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let (hasBlank, hasParenthesis) = TextSplitting.blanksAndParentheses(bytes)
            return (bytes.first, hasBlank, hasParenthesis && TypeNameSpelling.mayDifferFromNormalForm(bytes))
        } ?? (text.utf8.first, true, true)
    }

    /// The parsed shape (optional wrapping and collection/closure/tuple/generic form); parsed on first use.
    var shape: TypeNameShape {
        let derived = derivedState()
        if let shape = derived.shape { return shape }
        let shape = TypeNameShape(name: leading?.shapedName ?? written)
        derived.shape = shape
        if let table = binding.link?.table {
            for child in shape.children { child.attach(table, scope: binding.scope, inAliasTarget: binding.inAliasTarget) }
        }
        return shape
    }

    private func derivedState() -> Derived {
        if let derived { return derived }
        let created = Derived()
        derived = created
        return created
    }

    /// Makes this name (and the names inside it) resolvable against the scanned types.
    func attach(_ table: ModelTable, scope: TypeID?, inAliasTarget: Bool = false) {
        binding.link = table.link
        binding.scope = scope
        binding.inAliasTarget = inAliasTarget
        if let shape = derived?.shape {
            for child in shape.children { child.attach(table, scope: scope, inAliasTarget: inAliasTarget) }
        }
    }

    /// Works out what this name otherwise works out on first use (its resolution, shape and
    /// spelling), so that reading it afterwards writes nothing, unless that was done before; appends
    /// the names inside it (its shape's parts, a function type's thrown type, its actual name) to
    /// `inside` for the caller to prepare too. A name that `shared` has a twin for (the same text in
    /// the same context, prepared before) takes the twin's values instead, parts included.
    func prepareForConcurrentReads(sharing shared: inout SharedResolutions, appendingNamesInsideTo inside: inout [TypeName]) {
        if let table = binding.link?.table, mayShareResolution(in: table),
           let twin = shared.twin(of: self, text: written, scope: binding.scope, in: table) {
            // The twin's own record: nothing writes it once prepared.
            adopt(twin)
            return
        }
        let derived = derivedState()
        guard !derived.isPrepared else { return }
        derived.isPrepared = true
        let actual = actualTypeName
        let shape = self.shape
        _ = leading?.spelling
        inside += shape.children
        if let generic = shape.generic { inside += generic.typeParameters.map(\.typeName) }
        if let thrown = shape.closure?.throwsTypeName { inside.append(thrown) }
        if let actual { inside.append(actual) }
    }

    /// Whether this name is (part of) a typealias's target.
    var isInAliasTarget: Bool { binding.inAliasTarget }

    /// Whether this name may take a twin's resolution and derived values (see `SharedResolutions`):
    /// nothing worked out yet, no attributes or spelling of its own, not in an alias's target, not
    /// constrained by a method's requirements.
    private func mayShareResolution(in table: ModelTable) -> Bool {
        derived == nil && leading == nil && binding.state == .unresolved && !binding.inAliasTarget
            && (table.methodRequirements.isEmpty || table.methodRequirements[ObjectIdentifier(self)] == nil)
    }

    /// Takes `twin`'s resolution and its derived values (one record for both from now on).
    private func adopt(_ twin: TypeName) {
        derived = twin.derivedState()
        binding.resolvedType = twin.binding.resolvedType
        binding.state = .resolved
    }

    private func resolve(in table: ModelTable) {
        guard binding.state == .unresolved else { return }
        // A name of the same text and context resolved before answers for this one, as in
        // preparation: a template reads the same texts many times (the seed template over 1,000
        // models resolved 10,000 names of 2,008 texts and contexts on first use: 94 M instructions
        // of its 249 M render, 51 M now). The twin shares its derived record, created now if it had
        // none, so that the shape is parsed once too. A twin still resolving (a name inside its own
        // alias chain) is not taken.
        if mayShareResolution(in: table),
           let twin = table.resolvedOnFirstUse.twin(of: self, text: written, scope: binding.scope, in: table),
           twin.binding.state == .resolved {
            adopt(twin)
            return
        }
        binding.state = .resolving
        let (type, alias) = table.resolve(self, in: binding.scope.map { table[$0] })
        binding.resolvedType = type.map(table.place)
        if let alias { derivedState().aliasedTypeName = alias }
        binding.state = .resolved
    }

    /// The type without `?`, `!`, `Optional<…>` and attributes.
    public var unwrappedTypeName: String { leading?.spelling?.unwrapped ?? shape.unwrapped }
    /// `?`, `!` or `Optional<T>`.
    public var isOptional: Bool { shape.optional != .none || (actualTypeName?.isOptional ?? false) }
    /// Written with `!`.
    public var isImplicitlyUnwrappedOptional: Bool { shape.optional == .implicitlyUnwrapped }
    /// `Void`, `()` or an optional of them.
    public var isVoid: Bool { ["Void", "()", "Swift.Void"].contains(unwrappedTypeName) }
    /// `Never`.
    public var isNever: Bool { unwrappedTypeName == "Never" || unwrappedTypeName == "Swift.Never" }
    /// A tuple of two or more elements.
    public var isTuple: Bool { tuple != nil }
    /// The tuple's elements, when this is a tuple.
    public var tuple: TupleType? { shape.tuple ?? actualTypeName?.tuple }
    /// `[T]` or `Array<T>`.
    public var isArray: Bool { array != nil }
    /// The array's element, when this is an array.
    public var array: ArrayType? { shape.array ?? actualTypeName?.array }
    /// `[K: V]` or `Dictionary<K, V>`.
    public var isDictionary: Bool { dictionary != nil }
    /// The dictionary's key and value, when this is a dictionary.
    public var dictionary: DictionaryType? { shape.dictionary ?? actualTypeName?.dictionary }
    /// `Set<T>`.
    public var isSet: Bool { self.set != nil }
    /// The set's element, when this is a set.
    public var set: SetType? { shape.set ?? actualTypeName?.set }
    /// A function type `(A) async throws -> R`.
    public var isClosure: Bool { closure != nil }
    /// The closure's parameters and result, when this is a function type.
    public var closure: ClosureType? { shape.closure ?? actualTypeName?.closure }
    /// `Name<A, B>` (arrays, dictionaries and sets count too).
    public var isGeneric: Bool { generic != nil }
    /// The generic base name and arguments.
    public var generic: GenericType? { shape.generic ?? actualTypeName?.generic }
    /// A generic, array, dictionary, set or tuple form (its own or its actual name's): the forms
    /// Sourcery's resolution rebuilds in place.
    var hasStructuredForm: Bool { generic != nil || array != nil || dictionary != nil || self.set != nil || tuple != nil }
    /// `A & B`.
    public var isProtocolComposition: Bool { shape.isComposition }
    /// Specifiers written before the type (`inout`, `consuming`, `borrowing`, `sending`).
    public var modifiers: [Modifier] { shape.specifiers.map { Modifier(name: $0, detail: nil) } }

    /// Sorted attributes, then the name: `@escaping (Int) -> Void`.
    public var description: String {
        // Most names have no attributes: no arrays to sort, map and join for them.
        if attributeList.isEmpty { return name }
        let attributes = self.attributes
        let prefix = attributes.keys.sorted().flatMap { attributes[$0] ?? [] }.map(\.asSource)
        return (prefix + [name]).joined(separator: " ")
    }

    /// The same as `description`.
    public var asSource: String { description }
}
