import StencilLite

/// The template-visible members of one model class, by Sourcery's names, each with its reader.
///
/// One table per class answers `lookup` by interned key (what rendering asks), by name and
/// `memberNames`, so they never disagree. Rendering finds a reader by indexing with
/// `MemberKey.id` instead of hashing the name.
struct MemberTable<Object>: Sendable {
    /// Reads one member's value from an object, as `Any?`.
    typealias Reader = @Sendable (Object) -> Any?
    /// Reads one member's value from an object as the render loop carries it.
    typealias ValueReader = @Sendable (Object) -> TemplateValue

    /// For each interned id, the index of its reader in `readers`, or -1. Not an array of optional
    /// readers: in a debug build, reading one asks the runtime for `Optional<Reader>`'s metadata
    /// on every look-up (430 instructions).
    private let slots: [Int]
    private let readers: [Reader]
    private let valueReaders: [ValueReader]
    private let readersByName: [String: Reader]
    private let valueReadersByName: [String: ValueReader]
    /// Every member name, sorted (for "did you mean" suggestions).
    let names: [String]

    /// Members read as `Any?`: rendering converts each value (about 400 instructions a read).
    init(_ readersByName: [String: Reader]) {
        self.init(readers: readersByName, values: readersByName.mapValues { read in { TemplateValue(read($0)) } })
    }

    /// Members read as `TemplateValue`s, which rendering uses as they are: for the members templates
    /// read most (a variable's, a type name's), where converting from `Any` was a third of a read.
    init(values valueReadersByName: [String: ValueReader]) {
        self.init(readers: valueReadersByName.mapValues { read in { read($0).anyValue } }, values: valueReadersByName)
    }

    private init(readers readersByName: [String: Reader], values valueReadersByName: [String: ValueReader]) {
        var slots: [Int] = []
        var readers: [Reader] = []
        var valueReaders: [ValueReader] = []
        for (name, reader) in readersByName {
            let id = MemberKey(name).id
            if id >= slots.count { slots += Array(repeating: -1, count: id + 1 - slots.count) }
            slots[id] = readers.count
            readers.append(reader)
            valueReaders.append(valueReadersByName[name]!)
        }
        self.slots = slots
        self.readers = readers
        self.valueReaders = valueReaders
        self.readersByName = readersByName
        self.valueReadersByName = valueReadersByName
        self.names = readersByName.keys.sorted()
    }

    /// The table with `other`'s members added; members already here win.
    func adding(_ other: MemberTable<Object>) -> MemberTable<Object> {
        MemberTable(readers: readersByName.merging(other.readersByName) { own, _ in own },
                    values: valueReadersByName.merging(other.valueReadersByName) { own, _ in own })
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
        return valueReaders[slot](object)
    }

    /// The index in `readers` of `key`'s reader, or -1.
    private func slot(of key: MemberKey) -> Int {
        let id = key.id
        guard id >= 0, id < slots.count else { return -1 }
        return slots[id]
    }
}
