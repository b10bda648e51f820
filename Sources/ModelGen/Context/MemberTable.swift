import StencilLite

/// The template-visible members of one model class, by Sourcery's names, each with its reader.
///
/// One table per class answers `lookup` by interned key (what rendering asks), by name and
/// `memberNames`, so they never disagree. Readers sit in an array indexed by `MemberKey.id`
/// (callgrind, release `Firebase.stencil` over 100 models: see docs/Performance.md).
struct MemberTable<Object>: Sendable {
    /// Reads one member's value from an object.
    typealias Reader = @Sendable (Object) -> Any?

    /// Reader of each interned name, at its id; nil where this class has no such member.
    private let readersByID: [Reader?]
    private let readersByName: [String: Reader]
    /// Every member name, sorted (for "did you mean" suggestions).
    let names: [String]

    init(_ readers: [String: Reader]) {
        var readersByID: [Reader?] = []
        for (name, reader) in readers {
            let id = MemberKey(name).id
            if id >= readersByID.count {
                readersByID += Array(repeating: nil, count: id + 1 - readersByID.count)
            }
            readersByID[id] = reader
        }
        self.readersByID = readersByID
        self.readersByName = readers
        self.names = readers.keys.sorted()
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
        let id = key.id
        guard id >= 0, id < readersByID.count, let read = readersByID[id] else { return .unknown }
        return .found(read(object))
    }
}
