/// A cursor over UTF-8 bytes producing tokens, with comments and whitespace as trivia.
///
/// Never reads outside the buffer; every loop advances, so any bytes terminate.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1
    var lineStart = 0
    /// Facts per line (index = line - 1).
    var lineFlags: [LineFlags] = [[]]
    /// Comment pieces that contain `sourcery:`, in source order.
    private(set) var annotationComments: [AnnotationComment] = []
    /// Problems found (unterminated literals and comments).
    var problems: [LexProblem] = []
    /// The kind of the previous token, to tell a regex literal from a division.
    var previousKind = TokenKind.leftBrace
    var previousEnd = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always)
    func byte(_ index: Int) -> UInt8 {
        index < bytes.count && index >= 0 ? bytes[index] : 0
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// Moves the cursor back to a token lexed earlier (for re-lexing after lookahead).
    mutating func rewind(to token: Token) {
        offset = token.start
        line = token.line
        lineStart = token.start - (token.column - 1)
        if lineFlags.count > line { lineFlags.removeLast(lineFlags.count - line) }
        while let last = annotationComments.last, last.start >= token.start { annotationComments.removeLast() }
        previousKind = .leftBrace
    }

    /// Lexes the next token.
    mutating func next() -> Token {
        var newlineBefore = false
        var spaceBefore = offset == previousEnd ? false : true
        skipTrivia(newline: &newlineBefore, space: &spaceBefore)
        let start = offset
        let startLine = line
        let column = start - lineStart + 1
        guard start < bytes.count else {
            return Token(kind: .endOfFile, newlineBefore: newlineBefore, spaceBefore: spaceBefore,
                         start: start, end: start, line: startLine, column: column)
        }
        let kind = lexToken()
        markCode(from: startLine)
        if kind == .poundKeyword, isLineStart(start), isDirective(start: start, end: offset) {
            lineFlags[startLine - 1].insert(.directive)
        }
        previousKind = kind
        previousEnd = offset
        return Token(kind: kind, newlineBefore: newlineBefore, spaceBefore: spaceBefore,
                     start: start, end: offset, line: startLine, column: column)
    }

    // MARK: - Trivia

    private mutating func skipTrivia(newline: inout Bool, space: inout Bool) {
        while offset < bytes.count {
            let c = bytes[offset]
            switch c {
            case 0x0A:
                startNewLine(after: offset)
                offset += 1
                newline = true
                space = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                offset += 1
                space = true
            case 0x2F where byte(offset + 1) == 0x2F:
                skipLineComment()
                space = true
            case 0x2F where byte(offset + 1) == 0x2A:
                skipBlockComment()
                space = true
            default:
                return
            }
        }
    }

    @inline(__always)
    mutating func startNewLine(after newlineOffset: Int) {
        line += 1
        lineStart = newlineOffset + 1
        lineFlags.append([])
    }

    @inline(__always)
    mutating func markCode(from firstLine: Int) {
        var index = firstLine - 1
        while index < line {
            lineFlags[index].insert(.code)
            index += 1
        }
    }

    mutating func skipLineComment() {
        let start = offset
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        lineFlags[line - 1].insert(.comment)
        recordIfAnnotation(start: start, end: end)
        offset = end
    }

    mutating func skipBlockComment() {
        let opener = (line: line, column: offset - lineStart + 1)
        var pieceStart = offset
        var depth = 0
        lineFlags[line - 1].insert(.comment)
        while offset < bytes.count {
            let c = bytes[offset]
            if c == 0x2F, byte(offset + 1) == 0x2A {
                depth += 1
                offset += 2
            } else if c == 0x2A, byte(offset + 1) == 0x2F {
                depth -= 1
                offset += 2
                if depth == 0 {
                    recordIfAnnotation(start: pieceStart, end: offset - 2)
                    return
                }
            } else if c == 0x0A {
                recordIfAnnotation(start: pieceStart, end: offset)
                startNewLine(after: offset)
                offset += 1
                lineFlags[line - 1].insert(.comment)
                pieceStart = offset
            } else {
                offset += 1
            }
        }
        recordIfAnnotation(start: pieceStart, end: offset)
        problems.append(LexProblem(line: opener.line, column: opener.column, message: "unterminated block comment"))
    }

    /// Records a one-line comment piece when it contains `sourcery:`.
    private mutating func recordIfAnnotation(start: Int, end: Int) {
        guard end - start >= 9 else { return }
        var index = start
        while index + 9 <= end {
            if bytes[index] == 0x73, bytes[index + 1] == 0x6F, bytes[index + 2] == 0x75, bytes[index + 3] == 0x72,
               bytes[index + 4] == 0x63, bytes[index + 5] == 0x65, bytes[index + 6] == 0x72, bytes[index + 7] == 0x79,
               bytes[index + 8] == 0x3A {
                annotationComments.append(AnnotationComment(line: line, start: start, end: end))
                return
            }
            index += 1
        }
    }

    // MARK: - Tokens

    private mutating func lexToken() -> TokenKind {
        let c = bytes[offset]
        switch c {
        case UInt8(ascii: "{"): offset += 1; return .leftBrace
        case UInt8(ascii: "}"): offset += 1; return .rightBrace
        case UInt8(ascii: "("): offset += 1; return .leftParen
        case UInt8(ascii: ")"): offset += 1; return .rightParen
        case UInt8(ascii: "["): offset += 1; return .leftBracket
        case UInt8(ascii: "]"): offset += 1; return .rightBracket
        case UInt8(ascii: ","): offset += 1; return .comma
        case UInt8(ascii: ":"): offset += 1; return .colon
        case UInt8(ascii: ";"): offset += 1; return .semicolon
        case UInt8(ascii: "@"): offset += 1; return .atSign
        case UInt8(ascii: "\\"): offset += 1; return .backslash
        case UInt8(ascii: "\""):
            lexString(hashes: 0)
            return .stringLiteral
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "`"):
            return lexBacktick()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "."):
            if byte(offset + 1) == UInt8(ascii: ".") { return lexOperator() }
            offset += 1
            return .period
        case UInt8(ascii: "/") where regexCanStart():
            if lexBareRegex() { return .regexLiteral }
            return lexOperator()
        default:
            if Lexer.isIdentifierStart(c) {
                offset += 1
                while offset < bytes.count, Lexer.isIdentifierContinue(bytes[offset]) { offset += 1 }
                return .identifier
            }
            if Lexer.isOperatorCharacter(c) { return lexOperator() }
            offset += 1
            return .unknown
        }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    static func isIdentifierContinue(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func lexOperator() -> TokenKind {
        let start = offset
        let first = bytes[offset]
        if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), start == previousEnd, start > 0,
           !isWhitespaceOrOpener(bytes[start - 1]) {
            offset += 1
            return first == UInt8(ascii: "?") ? .question : .exclamation
        }
        let dotted = first == UInt8(ascii: ".")
        while offset < bytes.count {
            let c = bytes[offset]
            if c == UInt8(ascii: "/"), byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*"),
               offset > start {
                break
            }
            if Lexer.isOperatorCharacter(c) || (dotted && c == UInt8(ascii: ".")) {
                offset += 1
            } else {
                break
            }
        }
        if offset == start { offset += 1 }
        guard offset - start <= 2 else { return .operator }
        if offset - start == 1 {
            switch first {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "?"): return .question
            case UInt8(ascii: "!"): return .exclamation
            case UInt8(ascii: "&"): return .ampersand
            case UInt8(ascii: "<"): return .leftAngle
            case UInt8(ascii: ">"): return .rightAngle
            default: return .operator
            }
        }
        if first == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") { return .arrow }
        return .operator
    }

    /// A postfix `?`/`!` is bound to what precedes it (Swift lexes it alone then).
    private func isWhitespaceOrOpener(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    mutating func lexBacktick() -> TokenKind {
        var end = offset + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > offset + 1 {
            offset = end + 1
            return .backtickIdentifier
        }
        offset += 1
        return .unknown
    }

    mutating func lexNumber() -> TokenKind {
        var isFloat = false
        let isHex = bytes[offset] == UInt8(ascii: "0") && (byte(offset + 1) == UInt8(ascii: "x") || byte(offset + 1) == UInt8(ascii: "X"))
        offset += isHex ? 2 : 1
        while offset < bytes.count {
            let c = bytes[offset]
            if Lexer.isIdentifierContinue(c) && c < 0x80 {
                let exponent = isHex ? (c == UInt8(ascii: "p") || c == UInt8(ascii: "P"))
                                     : (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))
                offset += 1
                if exponent {
                    isFloat = true
                    if byte(offset) == UInt8(ascii: "-") || byte(offset) == UInt8(ascii: "+") { offset += 1 }
                }
            } else if c == UInt8(ascii: "."), !isFloat, Lexer.isDigit(byte(offset + 1)) || (isHex && Lexer.isHexDigit(byte(offset + 1))) {
                isFloat = true
                offset += 1
            } else {
                break
            }
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }

    mutating func lexPound() -> TokenKind {
        var hashes = 0
        while byte(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(offset + hashes)
        if after == UInt8(ascii: "\"") {
            offset += hashes
            lexString(hashes: hashes)
            return .stringLiteral
        }
        if after == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
            return .regexLiteral
        }
        if hashes == 1, Lexer.isIdentifierStart(after) {
            offset += 1
            while offset < bytes.count, Lexer.isIdentifierContinue(bytes[offset]) { offset += 1 }
            return .poundKeyword
        }
        offset += 1
        return .unknown
    }

    private func isLineStart(_ position: Int) -> Bool {
        var index = position - 1
        while index >= lineStart {
            let c = bytes[index]
            if c != 0x20 && c != 0x09 { return false }
            index -= 1
        }
        return true
    }

    private func isDirective(start: Int, end: Int) -> Bool {
        let length = end - start
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            return word.withUTF8Buffer { buffer in
                var index = 0
                while index < length {
                    if buffer[index] != bytes[start + index] { return false }
                    index += 1
                }
                return true
            }
        }
        return matches("#if") || matches("#elseif") || matches("#else") || matches("#endif")
            || matches("#warning") || matches("#error") || matches("#sourceLocation")
    }
}

/// A lexing problem, located by line and column.
struct LexProblem {
    let line: Int
    let column: Int
    let message: String
}
