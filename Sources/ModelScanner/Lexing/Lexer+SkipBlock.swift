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
                let newline = offset
                offset = pastIndentation(offset + 1)
                // A line starting with code (the common case) is marked as it is added.
                let first = offset < count ? classes[Int(bytes[offset])] : ByteClass.newline
                if first != ByteClass.newline, first != ByteClass.blank, first != ByteClass.slash {
                    startNewLine(after: newline, flags: .code)
                    markedLine = line
                } else {
                    startNewLine(after: newline)
                }
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
                lineFlags.insert(.code, at: line)
                markedLine = line
            }
            switch kind {
            case ...ByteClass.lastPlain:
                let end = endOfPlainRun(from: offset + 1, classes: classes)
                // The run's last non-blank byte decides whether a regex literal may follow.
                var last = end - 1
                while last > offset, classes[Int(bytes[last])] == ByteClass.blank { last -= 1 }
                let lastKind = classes[Int(bytes[last])]
                regexAllowed = lastKind == ByteClass.opener || lastKind == ByteClass.operatorCharacter
                offset = end
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
            default:
                // A `/` that is no regex literal: an operator.
                offset += 1
                regexAllowed = true
            }
        }
        previousKind = .endOfFile
        return Token(kind: .endOfFile, newlineBefore: false, spaceBefore: false, start: offset, end: offset,
                     line: line, column: offset - lineStart + 1)
    }

    /// The end of the run of plain bytes (`ByteClass.lastPlain`) starting at `index`, found 8 bytes
    /// at a time (the last few bytes of the buffer one at a time).
    @inline(__always)
    private func endOfPlainRun(from index: Int, classes: UnsafeBufferPointer<UInt8>) -> Int {
        var next = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while next &+ 8 <= count {
                let stops = Lexer.codeStops(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: next, as: UInt64.self)))
                if stops != 0 { return next &+ Lexer.firstMarkedByte(stops) }
                next &+= 8
            }
        }
        while next < count, classes[Int(bytes[next])] <= ByteClass.lastPlain { next += 1 }
        return next
    }

    /// The byte after a `/` allows a regex literal (not `/ `, `//`, `/*`, `/=`).
    private func regexMayFollow() -> Bool {
        let next = byte(offset + 1)
        return next != 0x20 && next != 0x09 && next != 0x0A && next != 0x0D && next != 0
            && next != UInt8(ascii: "/") && next != UInt8(ascii: "*") && next != UInt8(ascii: "=")
    }
}
