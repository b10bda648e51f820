/// Tokens: punctuation, identifiers, operators, numbers and `#` keywords.
extension Lexer {
    @inline(__always)
    mutating func lexToken() -> TokenKind {
        let c = bytes[offset]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifierRun()
            return .identifier
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
                lexIdentifierRun()
                return .identifier
            }
            if Lexer.isOperatorCharacter(c) { return lexOperator() }
            offset += 1
            return .unknown
        }
    }

    /// Moves past identifier characters (8 at a time); bytes ≥ 0x80 move by whole UTF-8 sequences
    /// (invalid ones are reported).
    private mutating func lexIdentifierRun() {
        var index = offset
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let others = ~Lexer.asciiIdentifierBytes(word) & 0x8080_8080_8080_8080
                if others == 0 {
                    index &+= 8
                    continue
                }
                index &+= others.trailingZeroBitCount &>> 3
                guard bytes[index] >= 0x80 else {
                    offset = index
                    return
                }
                index += stepOverUnusualByte(at: index)
            }
        }
        while index < bytes.count {
            let c = bytes[index]
            if Lexer.isASCIIIdentifierContinue(c) {
                index += 1
            } else if c >= 0x80 {
                index += stepOverUnusualByte(at: index)
            } else {
                break
            }
        }
        offset = index
    }

    /// The high bit of each byte of `word` that is `A`-`Z`, `a`-`z`, `0`-`9`, `_` or `$`. Exact: bytes
    /// are tested with their high bit cleared, so no sum carries into the next byte.
    @inline(__always)
    static func asciiIdentifierBytes(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let x = word & ~high
        @inline(__always) func atLeast(_ low: UInt8) -> UInt64 { x &+ repeated(0x80 &- low) }
        @inline(__always) func atMost(_ top: UInt8) -> UInt64 { ~(x &+ repeated(0x7F &- top)) }
        @inline(__always) func equal(_ byte: UInt8) -> UInt64 { ~((x ^ repeated(byte)) &+ repeated(0x7F)) }
        let folded = x | repeated(0x20)
        let letter = (folded &+ repeated(0x80 &- 0x61)) & ~(folded &+ repeated(0x7F &- 0x7A))
        let digit = atLeast(0x30) & atMost(0x39)
        return (letter | digit | equal(0x5F) | equal(0x24)) & ~word & high
    }

    /// `A`-`Z`, `a`-`z`, `0`-`9`, `_`, `$` (one shift and mask, no comparison chain).
    @inline(__always)
    static func isASCIIIdentifierContinue(_ c: UInt8) -> Bool {
        let low: UInt64 = 1 << 0x24 | 0x3FF << 0x30
        let high: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21
        return c < 0x80 && ((c < 0x40 ? low : high) >> UInt64(c & 0x3F)) & 1 != 0
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
            lexIdentifierRun()
            return .poundKeyword
        }
        offset += 1
        return .unknown
    }

    func isLineStart(_ position: Int) -> Bool {
        var index = position - 1
        while index >= lineStart {
            let c = bytes[index]
            if c != 0x20 && c != 0x09 { return false }
            index -= 1
        }
        return true
    }

    func isDirective(start: Int, end: Int) -> Bool {
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
