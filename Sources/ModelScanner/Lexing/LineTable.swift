/// The `LineFlags` of every line of one buffer, in memory sized once for the most lines the
/// buffer can hold (one more than its bytes), so marking a line is a plain store.
final class LineTable {
    private let storage: UnsafeMutablePointer<LineFlags>
    /// Lines the table has room for.
    let capacity: Int

    init(byteCount: Int) {
        capacity = byteCount + 1
        storage = .allocate(capacity: capacity)
        storage.initialize(to: [])
    }

    deinit { storage.deallocate() }

    /// The flags of 1-based `line`; empty for a line past the table or not yet started.
    /// Lines up to the lexer's current one are always written (by `start` or at creation).
    subscript(line: Int) -> LineFlags {
        line >= 1 && line <= capacity ? storage[line - 1] : []
    }

    /// Starts 1-based `line` with `flags` (overwriting what an earlier, rewound pass wrote).
    @inline(__always)
    func start(_ line: Int, flags: LineFlags) {
        guard line >= 1, line <= capacity else { return }
        storage[line - 1] = flags
    }

    /// Adds `flags` to 1-based `line`.
    @inline(__always)
    func insert(_ flags: LineFlags, at line: Int) {
        guard line >= 1, line <= capacity else { return }
        storage[line - 1].formUnion(flags)
    }
}
