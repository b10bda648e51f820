/// Skipping a body: one table-driven pass over the bytes that only counts braces, with strings,
/// comments and regex literals handled exactly as `next()` does, but without making tokens.
extension Lexer {
    /// After a `{` has been consumed: skips to just past its matching `}` and returns that
    /// token, or the end-of-file token when the block is never closed.
    mutating func skipBlock() -> Token {
        ByteClass.table.withUnsafeBufferPointer { classes in skipBlock(classes: classes) }
    }

    private mutating func skipBlock(classes: UnsafeBufferPointer<UInt8>) -> Token {
        var depth = 1
        var markedLine = 0
        var regexAllowed = true
        let count = bytes.count
        while offset < count {
            let c = bytes[offset]
            let kind = classes[Int(c)]
            if kind == ByteClass.blank {
                offset += 1
                continue
            }
            if kind == ByteClass.newline {
                startNewLine(after: offset)
                offset = pastIndentation(offset + 1)
                continue
            }
            if kind == ByteClass.slash {
                let next = byte(offset + 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                    continue
                }
                if next == UInt8(ascii: "*") {
                    skipBlockComment()
                    continue
                }
            }
            if markedLine != line {
                lineFlags[line - 1].insert(.code)
                markedLine = line
            }
            switch kind {
            case ByteClass.identifier:
                offset += 1
                while offset < count, classes[Int(bytes[offset])] == ByteClass.identifier { offset += 1 }
                regexAllowed = false
            case ByteClass.openBrace:
                depth += 1
                offset += 1
                regexAllowed = true
            case ByteClass.closeBrace:
                depth -= 1
                offset += 1
                if depth == 0 {
                    previousKind = .rightBrace
                    previousEnd = offset
                    return Token(kind: .rightBrace, newlineBefore: false, spaceBefore: false, start: offset - 1,
                                 end: offset, line: line, column: offset - lineStart)
                }
                regexAllowed = false
            case ByteClass.quote:
                let startLine = line
                lexString(hashes: 0)
                if line != startLine { markCode(from: startLine) }
                regexAllowed = false
            case ByteClass.pound:
                let startLine = line
                let start = offset
                regexAllowed = lexPound() == .poundKeyword
                if regexAllowed { recordConditional(start: start) }
                if line != startLine { markCode(from: startLine) }
            case ByteClass.backtick:
                _ = lexBacktick()
                regexAllowed = false
            case ByteClass.slash where regexAllowed && regexMayFollow():
                if !lexBareRegex() { offset += 1 }
                regexAllowed = false
            case ByteClass.unusual:
                if c != 0 { regexAllowed = false }
                offset += stepOverUnusualByte(at: offset)
            case ByteClass.opener:
                offset += 1
                regexAllowed = true
            case ByteClass.closer:
                offset += 1
                regexAllowed = false
            default:
                offset += 1
                regexAllowed = kind == ByteClass.operatorCharacter || kind == ByteClass.slash
            }
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
