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

    /// The access level this keyword spells, if it is one.
    var accessLevel: AccessLevel? { isAccessLevel ? AccessLevel(rawValue: name) : nil }

    /// The kind of type this keyword declares, if it declares one.
    var typeKind: TypeKind? { isTypeKeyword ? TypeKind(rawValue: name) : nil }

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

    /// Every keyword's spelling, in declaration order (one per case; the count is checked when the table is built).
    fileprivate static let names: [String] = [
        "open", "public", "package", "internal", "fileprivate", "private", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience",
        "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "__consuming", "consuming",
        "borrowing", "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype",
        "import", "struct", "enum", "protocol", "actor", "extension", "operator", "precedencegroup", "macro",
        "inout", "__owned", "__shared", "sending", "isolated", "some", "any", "each", "repeat", "get", "set",
        "_read", "read", "_modify", "modify", "unsafeAddress", "unsafeMutableAddress", "willSet", "didSet",
    ]
}

/// Every keyword at the slot of its hash (or the next free one). Callers on a hot path keep a copy,
/// so a lookup reads no global (each global access costs a `swift_once` check).
struct KeywordTable {
    static let shared = KeywordTable()

    private static let size = 512
    private static let maximumLength = 20
    private struct Slot {
        /// The keyword's first (up to) 8 bytes, little-endian, zero-padded.
        var head: UInt64 = 0
        /// Length << 8 | (raw value + 1); 0 when the slot is empty.
        var entry: UInt16 = 0
    }
    private var slots = [Slot](repeating: Slot(), count: size)
    /// Per keyword: its bytes.
    private let spellings: [[UInt8]] = Keyword.names.map { Array($0.utf8) }

    private init() {
        precondition(Keyword.names.count == Keyword.allCases.count, "one spelling per keyword")
        for keyword in Keyword.allCases {
            let spelling = spellings[Int(keyword.rawValue)]
            precondition(spelling.count <= KeywordTable.maximumLength, "keyword longer than the table allows")
            let head = spelling.withUnsafeBufferPointer { KeywordTable.headWord($0, from: 0, length: min(spelling.count, 8)) }
            var slot = KeywordTable.slot(head, length: spelling.count)
            while slots[slot].entry != 0 { slot = (slot + 1) & (KeywordTable.size - 1) }
            slots[slot] = Slot(head: head, entry: UInt16(spelling.count) << 8 | UInt16(keyword.rawValue + 1))
        }
    }

    /// The keyword spelled by `bytes[start..<end]`, if any.
    func keyword(spelledBy bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword? {
        let length = end - start
        // Every keyword starts with `_` or a lowercase letter: type names are turned away at once.
        guard length >= 2, length <= KeywordTable.maximumLength, start >= 0, end <= bytes.count,
              bytes[start] >= UInt8(ascii: "_") else { return nil }
        let head = KeywordTable.headWord(bytes, from: start, length: min(length, 8))
        var slot = KeywordTable.slot(head, length: length)
        while true {
            let candidate = slots[slot]
            let entry = candidate.entry
            if entry == 0 { return nil }
            if Int(entry >> 8) == length, candidate.head == head {
                let raw = UInt8(truncatingIfNeeded: entry) - 1
                if length <= 8 || tailMatches(spellings[Int(raw)], bytes, start) { return Keyword(rawValue: raw) }
            }
            slot = (slot + 1) & (KeywordTable.size - 1)
        }
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
    private func tailMatches(_ spelling: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var index = 8
        while index < spelling.count {
            if spelling[index] != bytes[start + index] { return false }
            index += 1
        }
        return true
    }

    @inline(__always)
    private static func slot(_ head: UInt64, length: Int) -> Int {
        Int(truncatingIfNeeded: ((head &+ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> 55) & (size - 1)
    }
}
