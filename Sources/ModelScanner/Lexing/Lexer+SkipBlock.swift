/// Skipping a body: one pass over the bytes that only counts braces, with strings, comments and
/// regex literals handled exactly as `next()` does, but without making tokens.
extension Lexer {
    /// After a `{` has been consumed: skips to just past its matching `}` and returns that
    /// token, or the end-of-file token when the block is never closed.
    mutating func skipBlock() -> Token {
        var depth = 1
        var markedLine = 0
        var regexAllowed = true
        while offset < bytes.count {
            let c = bytes[offset]
            switch c {
            case 0x0A:
                startNewLine(after: offset)
                offset += 1
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                offset += 1
                continue
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            default:
                break
            }
            if markedLine != line {
                lineFlags[line - 1].insert(.code)
                markedLine = line
            }
            let startLine = line
            switch c {
            case UInt8(ascii: "{"):
                depth += 1
                offset += 1
                regexAllowed = true
            case UInt8(ascii: "}"):
                depth -= 1
                offset += 1
                if depth == 0 {
                    previousKind = .rightBrace
                    previousEnd = offset
                    return Token(kind: .rightBrace, newlineBefore: false, spaceBefore: false, start: offset - 1,
                                 end: offset, line: line, column: offset - lineStart)
                }
                regexAllowed = false
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
                regexAllowed = false
            case UInt8(ascii: "#"):
                regexAllowed = lexPound() == .poundKeyword
            case UInt8(ascii: "`"):
                _ = lexBacktick()
                regexAllowed = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = lexNumber()
                regexAllowed = false
            case UInt8(ascii: "/") where regexAllowed && regexMayFollow():
                if !lexBareRegex() { offset += 1 }
                regexAllowed = false
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
                offset += 1
                regexAllowed = true
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "@"),
                 UInt8(ascii: "\\"):
                offset += 1
                regexAllowed = false
            default:
                if Lexer.isIdentifierStart(c) {
                    offset += 1
                    while offset < bytes.count, Lexer.isIdentifierContinue(bytes[offset]) { offset += 1 }
                    regexAllowed = false
                } else {
                    offset += 1
                    regexAllowed = Lexer.isOperatorCharacter(c)
                }
            }
            if line != startLine { markCode(from: startLine) }
        }
        previousKind = .endOfFile
        return Token(kind: .endOfFile, newlineBefore: false, spaceBefore: false, start: offset, end: offset,
                     line: line, column: offset - lineStart + 1)
    }

    /// The byte after a `/` allows a regex literal (not `/ `, `//`, `/*`, `/=`).
    private func regexMayFollow() -> Bool {
        let next = byte(offset + 1)
        return next != 0x20 && next != 0x09 && next != 0x0A && next != 0x0D && next != 0
            && next != UInt8(ascii: "/") && next != UInt8(ascii: "*") && next != UInt8(ascii: "=")
    }
}
