/// The words the parser reacts to, recognized from a token's bytes by one hash-table probe
/// (no String is made, no list is searched).
enum Keyword: UInt8, CaseIterable {
    // Modifiers come first: their raw values are bit positions in `DeclarationPrefix`.
    case open, `public`, package, `internal`, `fileprivate`, `private`, `static`, `class`, final, override,
         mutating, nonmutating, lazy, weak, unowned, dynamic, optional, required, convenience, indirect,
         nonisolated, distributed, prefix, postfix, infix, __consuming, consuming, borrowing
    // Declarations.
    case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `case`, `typealias`, `associatedtype`, `import`,
         `struct`, `enum`, `protocol`, actor, `extension`, `operator`, `precedencegroup`, macro
    // Type specifiers (with `consuming`, `borrowing`, `nonisolated` above).
    case `inout`, __owned, __shared, sending, isolated, some, `any`, each, `repeat`
    // Accessors (with `init`, `mutating`, `nonmutating`, `__consuming`, `consuming`, `borrowing` above).
    case get, set, _read, read, _modify, modify, unsafeAddress, unsafeMutableAddress, willSet, didSet

    /// The word as written, e.g. `"fileprivate"`.
    var name: String { Keyword.names[Int(rawValue)] }

    /// A declaration modifier (`public`, `static`, `final` …).
    var isModifier: Bool { rawValue <= Keyword.borrowing.rawValue }

    /// `open`, `public`, `package`, `internal`, `fileprivate`, `private`.
    var isAccessLevel: Bool { rawValue <= Keyword.private.rawValue }

    /// A word that starts a declaration (`var`, `func`, `struct` … `macro`).
    var isDeclarationKeyword: Bool {
        self == .class || (rawValue >= Keyword.var.rawValue && rawValue <= Keyword.macro.rawValue)
    }

    /// A word that declares a type (`struct`, `class`, `enum`, `protocol`, `actor`, `extension`).
    var isTypeKeyword: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .extension: return true
        default: return false
        }
    }

    /// A specifier written before a type (`inout`, `some`, `any`, `sending` …).
    var isTypeSpecifier: Bool {
        switch self {
        case .inout, .consuming, .borrowing, .__owned, .__shared, .sending, .isolated, .some, .any, .each, .repeat,
             .nonisolated:
            return true
        default:
            return false
        }
    }

    /// The keyword spelled by `bytes[start..<end]`, if any.
    static func spelled(by bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword? {
        let length = end - start
        guard length >= 2, length <= maximumLength, start >= 0, end <= bytes.count else { return nil }
        let head = headWord(bytes, from: start, length: min(length, 8))
        let entries = table
        var slot = hashSlot(head, length: length)
        while let entry = entries[slot] {
            if entry.head == head, entry.length == length,
               length <= 8 || tailMatches(spellings[Int(entry.keyword.rawValue)], bytes, start) {
                return entry.keyword
            }
            slot = (slot &+ 1) & (tableSize - 1)
        }
        return nil
    }

    /// The first `length` (≤ 8) bytes at `start`, little-endian, zero-padded.
    @inline(__always)
    private static func headWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> UInt64 {
        if let base = bytes.baseAddress, start + 8 <= bytes.count {
            let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self)
            return length == 8 ? word : word & ((1 << UInt64(length * 8)) - 1)
        }
        var word: UInt64 = 0
        var index = 0
        while index < length {
            word |= UInt64(bytes[start + index]) << UInt64(index * 8)
            index += 1
        }
        return word
    }

    /// Bytes 8 and later of `spelling` are at `start + 8 …`.
    private static func tailMatches(_ spelling: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var index = 8
        while index < spelling.count {
            if spelling[index] != bytes[start + index] { return false }
            index += 1
        }
        return true
    }

    @inline(__always)
    private static func hashSlot(_ head: UInt64, length: Int) -> Int {
        Int(truncatingIfNeeded: ((head &+ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> 55) & (tableSize - 1)
    }

    private struct Entry {
        let head: UInt64
        let length: Int
        let keyword: Keyword
    }

    private static let names: [String] = allCases.map { "\($0)" }
    private static let spellings: [[UInt8]] = names.map { Array($0.utf8) }
    private static let maximumLength = spellings.map(\.count).max() ?? 0
    private static let tableSize = 512

    /// Open addressing: each keyword at the slot of its hash, or the next free one.
    private static let table: [Entry?] = {
        var table = [Entry?](repeating: nil, count: tableSize)
        for keyword in allCases {
            let spelling = spellings[Int(keyword.rawValue)]
            let head = spelling.withUnsafeBufferPointer { headWord($0, from: 0, length: min(spelling.count, 8)) }
            var slot = hashSlot(head, length: spelling.count)
            while table[slot] != nil { slot = (slot + 1) & (tableSize - 1) }
            table[slot] = Entry(head: head, length: spelling.count, keyword: keyword)
        }
        return table
    }()
}
