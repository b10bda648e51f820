import StencilLite

/// The template-visible members of one model class, by Sourcery's names, each with its reader.
///
/// One table per class answers `lookup` by interned key (what rendering asks), by name and
/// `memberNames`, so they never disagree. Rendering finds a reader by indexing with
/// `MemberKey.id` instead of hashing the name.
struct MemberTable<Object>: Sendable {
    /// Reads one member's value from an object.
    typealias Reader = @Sendable (Object) -> Any?

    /// For each interned id, the index of its reader in `readers`, or -1. Not an array of optional
    /// readers: in a debug build, reading one asks the runtime for `Optional<Reader>`'s metadata
    /// on every look-up (430 instructions).
    private let slots: [Int]
    private let readers: [Reader]
    private let readersByName: [String: Reader]
    /// Every member name, sorted (for "did you mean" suggestions).
    let names: [String]

    init(_ readersByName: [String: Reader]) {
        var slots: [Int] = []
        var readers: [Reader] = []
        for (name, reader) in readersByName {
            let id = MemberKey(name).id
            if id >= slots.count { slots += Array(repeating: -1, count: id + 1 - slots.count) }
            slots[id] = readers.count
            readers.append(reader)
        }
        self.slots = slots
        self.readers = readers
        self.readersByName = readersByName
        self.names = readersByName.keys.sorted()
    }

    /// The table with `other`'s members added; members already here win.
    func adding(_ other: MemberTable<Object>) -> MemberTable<Object> {
        MemberTable(readersByName.merging(other.readersByName) { own, _ in own })
    }

    /// The value of `member` on `object`, or `.unknown`.
    func lookup(_ member: String, of object: Object) -> LookupResult {
        guard let read = readersByName[member] else { return .unknown }
        return .found(read(object))
    }

    /// The value of the member `key` names on `object`, or `.unknown`.
    func lookup(_ key: MemberKey, of object: Object) -> LookupResult {
        let slot = slot(of: key)
        guard slot >= 0 else { return .unknown }
        return .found(readers[slot](object))
    }

    /// The value of the member `key` names on `object` as the render loop carries it, or nil when
    /// there is no such member (what rendering asks: no `LookupResult` boxing the value as `Any?`).
    func value(_ key: MemberKey, of object: Object) -> TemplateValue? {
        let slot = slot(of: key)
        guard slot >= 0 else { return nil }
        return TemplateValue(readers[slot](object))
    }

    /// The index in `readers` of `key`'s reader, or -1.
    private func slot(of key: MemberKey) -> Int {
        let id = key.id
        guard id >= 0, id < slots.count else { return -1 }
        return slots[id]
    }
}
