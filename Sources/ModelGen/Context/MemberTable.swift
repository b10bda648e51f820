import StencilLite

/// The template-visible members of one model class, by Sourcery's names, each with its reader.
///
/// One table per class answers both `lookup` and `memberNames`, so the two never disagree.
struct MemberTable<Object>: Sendable {
    /// Reads one member's value from an object.
    typealias Reader = @Sendable (Object) -> Any?

    private let readers: [String: Reader]
    /// Every member name, sorted (for "did you mean" suggestions).
    let names: [String]

    init(_ readers: [String: Reader]) {
        self.readers = readers
        self.names = readers.keys.sorted()
    }

    /// The table with `other`'s members added; members already here win.
    func adding(_ other: MemberTable<Object>) -> MemberTable<Object> {
        MemberTable(readers.merging(other.readers) { own, _ in own })
    }

    /// The value of `member` on `object`, or `.unknown`.
    func lookup(_ member: String, of object: Object) -> LookupResult {
        guard let read = readers[member] else { return .unknown }
        return .found(read(object))
    }
}
