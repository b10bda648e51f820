/// The template-visible members of one type, by name, each with its reader: what a
/// `TemplateLookup` conformance answers from.
///
/// One table per type answers `lookup` by interned key (what rendering asks), by name and
/// `memberNames`, so they never disagree. Rendering finds a reader by indexing with
/// `MemberKey.id` instead of hashing the name.
///
/// ```swift
/// extension Planet: TemplateLookup {
///     public func lookup(_ member: String) -> LookupResult { Planet.members.lookup(member, of: self) }
///     public func lookup(_ key: MemberKey) -> LookupResult { Planet.members.lookup(key, of: self) }
///     public func templateValue(_ key: MemberKey) -> TemplateValue? { Planet.members.value(key, of: self) }
///     public var memberNames: [String] { Planet.members.names }
///
///     private static let members = MemberTable<Planet>(values: ["name": { .string($0.name) }])
/// }
/// ```
///
/// A class: every read goes through a conformance's `static let` table, and copying a struct of
/// these fields retained each of them (314,800 copies per 100 models in a debug Firebase.stencil run).
///
/// In StencilLite, with its read path inlinable, so that each conformance's module specializes it
/// for its type: ModelGen's files are optimized one at a time in a debug build (what the build
/// plugin runs), where reading a reader out of the generic array asked the runtime for the
/// metadata of `(Object) -> TemplateValue` on every member read, 180 instructions (a debug
/// Firebase.stencil run over 1,000 models: 659,000 reads, 118 M instructions, 4.2%).
public final class MemberTable<Object>: Sendable {
    /// Reads one member's value from an object, as `Any?`.
    public typealias Reader = @Sendable (Object) -> Any?
    /// Reads one member's value from an object as the render loop carries it.
    public typealias ValueReader = @Sendable (Object) -> TemplateValue

    /// For each interned id, where its reader is: `n >= 0` is `valueReaders[n]`, `n <= -2` is
    /// `readers[-2 - n]`, -1 is no member. Each member keeps only the form its table was written in
    /// and the other is derived per read, so a read is one closure call. Not optional readers nor an
    /// enum of the two: in a debug build, reading an optional asks the runtime for `Optional`'s
    /// metadata on every look-up (430 instructions), and taking a closure out of an enum's payload
    /// retains it (+1.1% of a release Firebase.stencil run).
    @usableFromInline let slots: [Int]
    @usableFromInline let readers: [Reader]
    @usableFromInline let valueReaders: [ValueReader]
    /// Each member's slot (as in `slots`), by name.
    private let slotsByName: [String: Int]
    /// Every member name, sorted (for "did you mean" suggestions).
    public let names: [String]

    /// Members read as `Any?`: rendering converts each value (about 400 instructions a read).
    public convenience init(_ readersByName: [String: Reader]) {
        self.init(readers: Array(readersByName.values), valueReaders: [],
                  slotsByName: Self.positions(of: readersByName.keys) { -2 - $0 })
    }

    /// Members read as `TemplateValue`s, which rendering uses as they are: for the members templates
    /// read most (a variable's, a type name's), where converting from `Any` was a third of a read.
    public convenience init(values valueReadersByName: [String: ValueReader]) {
        self.init(readers: [], valueReaders: Array(valueReadersByName.values),
                  slotsByName: Self.positions(of: valueReadersByName.keys) { $0 })
    }

    /// Each of `names` with `slot(position)`. The readers are moved as whole collections, never one by
    /// one: taking a reader out into a variable and storing it again wraps it in two reabstraction
    /// thunks, then called on every read (release Firebase.stencil, 100 models: +1.6% instructions).
    private static func positions(of names: Dictionary<String, some Any>.Keys, slot: (Int) -> Int) -> [String: Int] {
        var slotsByName: [String: Int] = [:]
        for (position, name) in names.enumerated() { slotsByName[name] = slot(position) }
        return slotsByName
    }

    private init(readers: [Reader], valueReaders: [ValueReader], slotsByName: [String: Int]) {
        var slots: [Int] = []
        for (name, slot) in slotsByName {
            let id = MemberKey(name).id
            if id >= slots.count { slots += Array(repeating: -1, count: id + 1 - slots.count) }
            slots[id] = slot
        }
        self.slots = slots
        self.readers = readers
        self.valueReaders = valueReaders
        self.slotsByName = slotsByName
        self.names = slotsByName.keys.sorted()
    }

    /// The table with `other`'s members added; members already here win. The readers are
    /// concatenated (see `positions(of:slot:)`).
    public func adding(_ other: MemberTable<Object>) -> MemberTable<Object> {
        var slotsByName = self.slotsByName
        for (name, slot) in other.slotsByName where slotsByName[name] == nil {
            slotsByName[name] = slot >= 0 ? slot + valueReaders.count : slot - readers.count
        }
        return MemberTable(readers: readers + other.readers, valueReaders: valueReaders + other.valueReaders, slotsByName: slotsByName)
    }

    /// The value of `member` on `object`, or `.unknown`.
    public func lookup(_ member: String, of object: Object) -> LookupResult {
        guard let slot = slotsByName[member] else { return .unknown }
        return .found(anyValue(at: slot, of: object))
    }

    /// The value of the member `key` names on `object`, or `.unknown`.
    public func lookup(_ key: MemberKey, of object: Object) -> LookupResult {
        let slot = slot(of: key)
        guard slot != -1 else { return .unknown }
        return .found(anyValue(at: slot, of: object))
    }

    /// The value of the member `key` names on `object` as the render loop carries it, or nil when
    /// there is no such member (what rendering asks: no `LookupResult` boxing the value as `Any?`).
    /// Inlined into each conformance's `templateValue`: called, it cost 1.5 M instructions more per
    /// 100 models in a release Firebase.stencil run.
    @inlinable @inline(__always)
    public func value(_ key: MemberKey, of object: Object) -> TemplateValue? {
        let slot = slot(of: key)
        if slot >= 0 { return valueReaders[slot](object) }
        if slot == -1 { return nil }
        return TemplateValue(readers[-2 - slot](object))
    }

    /// The value of the member at `slot` (not -1) as `Any?`.
    private func anyValue(at slot: Int, of object: Object) -> Any? {
        slot >= 0 ? valueReaders[slot](object).anyValue : readers[-2 - slot](object)
    }

    /// The slot of `key`'s member (as in `slots`), or -1.
    @inlinable @inline(__always)
    func slot(of key: MemberKey) -> Int {
        let id = key.id
        guard id >= 0, id < slots.count else { return -1 }
        return slots[id]
    }
}
