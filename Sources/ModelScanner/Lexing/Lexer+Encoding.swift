/// Bytes Swift does not accept in source: invalid UTF-8 and NUL. Checked only where a loop
/// already meets a byte outside printable ASCII, so valid ASCII costs nothing extra.
extension Lexer {
    /// The byte is NUL or ≥ 0x80 (one comparison: NUL wraps to 0xFF).
    @inline(__always)
    static func isUnusual(_ c: UInt8) -> Bool { c &- 1 >= 0x7F }

    /// With the byte at `index` NUL or ≥ 0x80: how many bytes to step over (a whole valid UTF-8
    /// sequence, else 1), reporting a NUL byte or invalid UTF-8 once per line.
    mutating func stepOverUnusualByte(at index: Int) -> Int {
        let c = bytes[index]
        if c == 0 {
            reportByte(at: index, "NUL byte in source; read as a space")
            return 1
        }
        let length = validUTF8Length(at: index)
        if length > 0 { return length }
        reportByte(at: index, "invalid UTF-8 byte")
        return 1
    }

    /// `byte` in every byte of a word, a stop byte for `plainWords(from:stoppingAt:_:_:)`.
    @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// The offset of the first NUL, byte ≥ 0x80 or stop byte (from `repeated(_:)`) at or after `index`,
    /// looking 8 bytes at a time; the last bytes before `limit` that fill no whole word are left to
    /// the caller (the result is then the first of them). Lets comment and string loops skip plain text.
    @inline(__always)
    func plainWords(from index: Int, before limit: Int? = nil, stoppingAt a: UInt64, _ b: UInt64, _ c: UInt64) -> Int {
        guard let base = bytes.baseAddress else { return index }
        let raw = UnsafeRawPointer(base)
        let end = min(limit ?? bytes.count, bytes.count)
        var next = index
        while next &+ 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: next, as: UInt64.self))
            let found = (word | Lexer.zeroBytes(word) | Lexer.zeroBytes(word ^ a) | Lexer.zeroBytes(word ^ b)
                | Lexer.zeroBytes(word ^ c)) & 0x8080_8080_8080_8080
            if found != 0 { return next &+ Lexer.firstMarkedByte(found) }
            next &+= 8
        }
        return next
    }

    /// The position (0-7, in memory order) of the lowest marked byte of a nonzero mask from
    /// `zeroBytes(_:)` terms: the lowest mark is always exact (wrong marks only sit above a right one).
    @inline(__always)
    static func firstMarkedByte(_ mask: UInt64) -> Int { mask.trailingZeroBitCount &>> 3 }

    /// Marks (for `firstMarkedByte(_:)`) the bytes of `word` that are not plain code for `skipBlock`:
    /// a newline, `{`, `}`, `"`, `#` (`"` and `#` tested together), `/`, a backtick, NUL or a byte ≥ 0x80.
    @inline(__always)
    static func codeStops(_ word: UInt64) -> UInt64 {
        let quoteOrPound = (word & repeated(0xFE)) ^ repeated(0x22)
        let found = word | zeroBytes(word) | zeroBytes(word ^ repeated(0x0A)) | zeroBytes(quoteOrPound)
            | zeroBytes(word ^ repeated(0x2F)) | zeroBytes(word ^ repeated(0x60)) | zeroBytes(word ^ repeated(0x7B))
            | zeroBytes(word ^ repeated(0x7D))
        return found & 0x8080_8080_8080_8080
    }

    /// High bit set in (at least) the bytes of `word` that are zero.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- 0x0101_0101_0101_0101) & ~word }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid.
    private func validUTF8Length(at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return 0 }
        var next = index + 2
        while next < index + length {
            guard bytes[next] & 0xC0 == 0x80 else { return 0 }
            next += 1
        }
        return length
    }

    /// One warning per line and kind: a run of bad bytes is one problem.
    private mutating func reportByte(at index: Int, _ message: String) {
        if let last = problems.last, last.line == line, last.message == message { return }
        problems.append(LexProblem(line: line, column: index - lineStart + 1, message: message))
    }
}
