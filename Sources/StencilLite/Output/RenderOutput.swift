/// The UTF-8 a render writes: one buffer, passed `inout` down the node tree, that grows by doubling
/// and is read as a `String` once, where the render's text is wanted.
///
/// Raw memory rather than a `String` or `[UInt8]`, measured (callgrind, `Firebase.stencil` over 100
/// models, 93,700 text nodes): appending a text node to a `String` cost 309 instructions in a release
/// build and 366 in a debug build; `[UInt8].append(contentsOf:)` is an unspecialized generic call in a
/// debug build (about 1,000 instructions an append); copying the bytes here is a length check and a
/// `memmove`. Noncopyable, so the buffer has one owner, which frees it.
public struct RenderOutput: ~Copyable {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    public private(set) var count = 0
    /// The highest `count` before a truncation: a concurrent loop's chunk checks, once its place in
    /// the output is known, that the sequential render would not have passed the text limit.
    private var countBeforeTruncations = 0

    /// The most bytes this output held at any time.
    var highestCount: Int { max(count, countBeforeTruncations) }

    /// An empty output with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        bytes = Self.allocate(self.capacity)
    }

    deinit {
        bytes.deallocate()
    }

    /// The text written so far.
    public var text: String { text(from: 0) }

    /// The bytes written, as an array: for callers that pass the text on as UTF-8, so it is never
    /// validated again (making a `String` of the Firebase output for 1,000 models, 3 MB, cost 28 M
    /// instructions).
    public var utf8: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { array, initialized in
            if let destination = array.baseAddress { destination.update(from: bytes, count: count) }
            initialized = count
        }
    }

    /// The text written from byte `start` on.
    func text(from start: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: bytes + start, count: count - start), as: UTF8.self)
    }

    /// Forgets what was written from byte `start` on.
    mutating func truncate(to start: Int) {
        countBeforeTruncations = max(countBeforeTruncations, count)
        count = min(count, start)
    }

    /// Makes room for `total` bytes in all, so appending up to that many copies nothing already written.
    mutating func reserveCapacity(_ total: Int) {
        if total > capacity { grow(toHold: total) }
    }

    /// Appends what `other` holds.
    mutating func append(_ other: borrowing RenderOutput) {
        append(UnsafeBufferPointer(start: other.bytes, count: other.count))
    }

    /// Appends `text`'s UTF-8.
    public mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil {
            // A bridged string without contiguous UTF-8: copy it out first.
            Array(text.utf8).withUnsafeBufferPointer { append($0) }
        }
    }

    /// Appends the bytes of `utf8`, which must be whole UTF-8 characters.
    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        let length = utf8.count
        if count + length > capacity { grow(toHold: count + length) }
        UnsafeMutableRawPointer(bytes + count).copyMemory(from: source, byteCount: length)
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = Self.allocate(newCapacity)
        UnsafeMutableRawPointer(grown).copyMemory(from: bytes, byteCount: count)
        bytes.deallocate()
        bytes = grown
        capacity = newCapacity
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1).bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// Applies `BlankLineCleanup.collapseGeneratedBlankLines` to what was written, where it was written.
    mutating func collapseGeneratedBlankLines() {
        count = BlankLineCleanup.collapseGeneratedBlankLines(inPlace: UnsafeMutableBufferPointer(start: bytes, count: count))
    }
}
