/// A file's bytes as the parser reads them: a token's text, and whether it spells a word or keyword.
///
/// A value apart from `Parser`: in a debug build, calling a non-mutating `Parser` method from a
/// mutating one copies the whole parser (a retain and release of each of its fields); these are
/// called for most tokens. Moved here, a debug scan of swift-nio's Sources went 2,470.7 → 2,262.7 M
/// instructions (callgrind, the dump's JSON writing left out); release 339.9 → 338.4 M.
struct SourceText {
    let bytes: UnsafeBufferPointer<UInt8>
    private let keywords = KeywordTable.shared

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The byte at `index`, or 0 outside the text.
    func byte(_ index: Int) -> UInt8 {
        index < bytes.count && index >= 0 ? bytes[index] : 0
    }

    /// The token's bytes as a String.
    func text(_ token: Token) -> String {
        text(from: token.start, to: token.end)
    }

    /// The bytes in `start..<end` as a String (invalid UTF-8 is repaired).
    func text(from start: Int, to end: Int) -> String {
        guard start < end, start >= 0, end <= bytes.count else { return "" }
        return Bytes.string(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The bytes in `range` as a String (invalid UTF-8 is repaired).
    func text(_ range: Range<Int>) -> String {
        text(from: range.lowerBound, to: range.upperBound)
    }

    /// The bytes in `start..<end` without blanks at either end, as a String.
    func trimmedText(from start: Int, to end: Int) -> String {
        text(trimmedRange(from: start, to: end))
    }

    /// `start..<end`, empty when `end` is not after `start`.
    func byteRange(_ start: Int, _ end: Int) -> Range<Int> {
        start..<max(start, end)
    }

    /// `start..<end` without blanks at either end.
    func trimmedRange(from start: Int, to end: Int) -> Range<Int> {
        var first = start
        var last = end
        while first < last, Bytes.isBlank(byte(first)) { first += 1 }
        while last > first, Bytes.isBlank(byte(last - 1)) { last -= 1 }
        return byteRange(first, last)
    }

    /// The token is the identifier `word` (no String is made). A `guard`, not `&&`: in a debug
    /// build `&&`'s right side is a closure capturing `self`.
    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        guard token.kind == .identifier else { return false }
        return spells(token, word)
    }

    /// The token is the pound keyword `word` (`#if`).
    func isPound(_ token: Token, _ word: StaticString) -> Bool {
        guard token.kind == .poundKeyword else { return false }
        return spells(token, word)
    }

    /// `#if`, `#elseif`, `#else` or `#endif`.
    func isConditionalDirective(_ token: Token) -> Bool {
        isPound(token, "#if") || isPound(token, "#elseif") || isPound(token, "#else") || isPound(token, "#endif")
    }

    /// The token is an operator starting with `byte`.
    func isOperator(_ token: Token, startingWith byte: UInt8) -> Bool {
        guard token.kind == .operator else { return false }
        return bytes[token.start] == byte
    }

    /// The token's bytes are exactly `word`'s (no String is made).
    func spells(_ token: Token, _ word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        let bytes = bytes
        return word.withUTF8Buffer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] != bytes[token.start + index] { return false }
                index += 1
            }
            return true
        }
    }

    /// The keyword an identifier token spells, if any (no String is made).
    func keyword(_ token: Token) -> Keyword? {
        guard token.kind == .identifier else { return nil }
        return keywords.keyword(spelledBy: bytes, from: token.start, to: token.end)
    }

    /// The identifier's name; backticks are kept, as written.
    func name(_ token: Token) -> String { text(token) }
}
