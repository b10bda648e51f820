/// Splits template text into tokens the way Stencil 0.15.1 does, except that an unclosed
/// `{{`, `{%` or `{#` is an error instead of silently dropping the rest of the template.
///
/// The text is scanned as UTF-8 bytes (every delimiter is ASCII); Strings are made only for token
/// contents, and a token keeps its position so that its line and column are computed only when asked.
struct Lexer {
    let source: TemplateSource

    /// The tokens of the whole template.
    func tokenize() throws -> [Token] {
        let utf8 = source.text.utf8
        if let tokens = try utf8.withContiguousStorageIfAvailable({ try tokenize($0) }) {
            return tokens
        }
        return try Array(utf8).withUnsafeBufferPointer { try tokenize($0) }
    }

    private func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var cursor = 0
        while cursor < bytes.count {
            guard bytes[cursor] == Byte.openBrace else {
                cursor += 1
                continue
            }
            let next = cursor + 1
            guard next < bytes.count, let closer = Self.closer(for: bytes[next]) else {
                cursor = next
                continue
            }
            if textStart < cursor {
                tokens.append(Token(kind: .text, contents: Self.string(bytes, textStart..<cursor), source: source, position: index(textStart)))
            }
            guard let end = Self.endOfTag(in: bytes, from: cursor, closer: closer) else {
                let opener = Self.string(bytes, cursor..<(next + 1))
                let closing = String(Unicode.Scalar(closer))
                let token = Token(kind: .variable, contents: opener, source: source, position: index(cursor))
                throw TemplateSyntaxError(
                    reason: "Unclosed '\(opener)': add '\(closing)}' to close it (to print '\(opener)' literally, use {{ \"\(opener)\" }})",
                    token: token
                )
            }
            tokens.append(PlainBytes.isPlain(bytes, cursor..<end) ? makeTag(bytes, cursor..<end) : makeTag(source.text[index(cursor)..<index(end)]))
            cursor = end
            textStart = end
        }
        if textStart < bytes.count {
            tokens.append(Token(kind: .text, contents: Self.string(bytes, textStart..<bytes.count), source: source, position: index(textStart)))
        }
        return tokens
    }

    /// The String index of a UTF-8 offset (constant time for native strings).
    private func index(_ offset: Int) -> String.Index {
        source.text.utf8.index(source.text.utf8.startIndex, offsetBy: offset)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func closer(for byte: UInt8) -> UInt8? {
        switch byte {
        case Byte.openBrace: return Byte.closeBrace
        case Byte.percent: return Byte.percent
        case Byte.hash: return Byte.hash
        default: return nil
        }
    }

    /// The offset after the first `closer` + `}` pair, searching from the opening `{` itself.
    private static func endOfTag(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, closer: UInt8) -> Int? {
        var previousWasCloser = false
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if previousWasCloser && byte == Byte.closeBrace {
                return cursor + 1
            }
            previousWasCloser = byte == closer
            cursor += 1
        }
        return nil
    }

    /// The token for a whole tag such as `{%- if x %}` made of plain bytes (see `PlainBytes`), so that byte offsets count Characters as Stencil does.
    private func makeTag(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Token {
        let start = range.lowerBound
        let end = range.upperBound
        let kind = Self.kind(range.count > 1 ? bytes[start + 1] : Byte.space)
        var leading = Token.WhitespaceMarker.unspecified
        var trailing = Token.WhitespaceMarker.unspecified
        if kind == .block {
            if range.count > 2 { leading = Self.marker(bytes[start + 2]) }
            if range.count >= 3 { trailing = Self.marker(bytes[end - 3]) }
        }
        let dropFront = 2 + (leading == .unspecified ? 0 : 1)
        let dropBack = 2 + (trailing == .unspecified ? 0 : 1)
        guard range.count > dropFront + dropBack else {
            return Token(kind: kind, contents: "", source: source, position: index(start), leadingMarker: leading, trailingMarker: trailing)
        }
        var contents: [UInt8] = []
        var isFirstLine = true
        var lineStart = start + dropFront
        let contentsEnd = end - dropBack
        while lineStart < contentsEnd {
            var lineEnd = lineStart
            while lineEnd < contentsEnd && bytes[lineEnd] != Byte.newline { lineEnd += 1 }
            if lineEnd > lineStart {
                if !isFirstLine { contents.append(Byte.space) }
                isFirstLine = false
                contents.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[StencilTrimming.trimmedRange(bytes, lineStart..<lineEnd)]))
            }
            lineStart = lineEnd + 1
        }
        let position = contents.isEmpty ? start : Self.firstOffset(of: contents, in: bytes, range) ?? start
        return Token(
            kind: kind, contents: String(decoding: contents, as: UTF8.self), source: source, position: index(position),
            leadingMarker: leading, trailingMarker: trailing
        )
    }

    /// Where a non-empty `needle` first occurs within `range` of `bytes` (`UTF8Search`'s `memchr`: a
    /// loop over `enumerated()` cost a debug build 1,500 instructions a candidate, 21 M per parse of
    /// `Firebase.stencil`).
    private static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        needle.withUnsafeBufferPointer { pattern in
            UTF8Search.firstMatch(of: pattern, in: UnsafeBufferPointer(rebasing: bytes[range]), from: 0).map { range.lowerBound + $0 }
        }
    }

    /// The token for a whole tag that contains non-ASCII text or `\r`, read Character by Character
    /// (a combining mark or `\r\n` is one Character, as in Stencil).
    private func makeTag(_ raw: Substring) -> Token {
        let characters = Array(raw)
        let kind: Token.Kind
        switch characters.count > 1 ? characters[1] : " " {
        case "{": kind = .variable
        case "%": kind = .block
        default: kind = .comment
        }
        var leading = Token.WhitespaceMarker.unspecified
        var trailing = Token.WhitespaceMarker.unspecified
        if kind == .block {
            if characters.count > 2 { leading = characters[2].asciiValue.map(Self.marker) ?? .unspecified }
            if characters.count >= 3 { trailing = characters[characters.count - 3].asciiValue.map(Self.marker) ?? .unspecified }
        }
        let dropFront = 2 + (leading == .unspecified ? 0 : 1)
        let dropBack = 2 + (trailing == .unspecified ? 0 : 1)
        var contents = ""
        if characters.count > dropFront + dropBack {
            contents = String(characters[dropFront..<(characters.count - dropBack)])
                .split(separator: "\n", omittingEmptySubsequences: true)
                .map { $0.trimmingSpacesLikeStencil() }
                .joined(separator: " ")
        }
        let position = contents.isEmpty ? raw.startIndex : (raw.firstRange(of: contents)?.lowerBound ?? raw.startIndex)
        return Token(kind: kind, contents: contents, source: source, position: position, leadingMarker: leading, trailingMarker: trailing)
    }

    private static func kind(_ byte: UInt8) -> Token.Kind {
        switch byte {
        case Byte.openBrace: return .variable
        case Byte.percent: return .block
        default: return .comment
        }
    }

    private static func marker(_ byte: UInt8) -> Token.WhitespaceMarker {
        switch byte {
        case UInt8(ascii: "-"): return .trim
        case UInt8(ascii: "+"): return .keep
        default: return .unspecified
        }
    }
}

/// The ASCII bytes the lexer looks for.
private enum Byte {
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let percent = UInt8(ascii: "%")
    static let hash = UInt8(ascii: "#")
    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")
}
