/// String and regex literals: every form, interpolations nested to any depth (iteratively).
extension Lexer {
    private enum StringEnd { case closed, interpolation, unterminated }

    private struct StringFrame {
        let hashes: Int
        let multiline: Bool
    }

    /// Lexes a string literal whose opening quote is at `offset` (after any `#`s).
    mutating func lexString(hashes: Int) {
        let openLine = line
        let openColumn = offset - lineStart + 1 - hashes
        let multiline = opensMultilineString(hashes: hashes)
        offset += multiline ? 3 : 1
        let first = StringFrame(hashes: hashes, multiline: multiline)
        switch scanStringBody(first) {
        case .closed: return
        case .unterminated:
            reportUnterminatedString(line: openLine, column: openColumn)
            return
        case .interpolation:
            break
        }
        var strings = [first]
        var parens = [1]
        while true {
            if parens.count == strings.count {
                guard scanInterpolation(strings: &strings, parens: &parens) else {
                    reportUnterminatedString(line: openLine, column: openColumn)
                    return
                }
            } else if let frame = strings.last {
                switch scanStringBody(frame) {
                case .closed:
                    strings.removeLast()
                    if strings.isEmpty { return }
                case .interpolation:
                    parens.append(1)
                case .unterminated:
                    reportUnterminatedString(line: openLine, column: openColumn)
                    return
                }
            } else {
                return
            }
        }
    }

    /// `"""` at `offset` opens a multi-line string, unless (raw) the same line closes a one-line
    /// string first: `#"""#` is the raw string `"`.
    private func opensMultilineString(hashes: Int) -> Bool {
        guard byte(offset + 1) == UInt8(ascii: "\""), byte(offset + 2) == UInt8(ascii: "\"") else { return false }
        guard hashes > 0 else { return true }
        var index = offset + 1
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if bytes[index] == UInt8(ascii: "\""), hashesFollow(hashes, at: index + 1) { return false }
            index += 1
        }
        return true
    }

    private mutating func reportUnterminatedString(line: Int, column: Int) {
        problems.append(LexProblem(line: line, column: column, message: "unterminated string literal"))
    }

    private func hashesFollow(_ count: Int, at index: Int) -> Bool {
        var k = 0
        while k < count {
            if byte(index + k) != UInt8(ascii: "#") { return false }
            k += 1
        }
        return true
    }

    private mutating func scanStringBody(_ frame: StringFrame) -> StringEnd {
        let stops = (Lexer.repeated(UInt8(ascii: "\"")), Lexer.repeated(UInt8(ascii: "\\")), Lexer.repeated(0x0A))
        offset = plainWords(from: offset, stoppingAt: stops.0, stops.1, stops.2)
        while offset < bytes.count {
            let c = bytes[offset]
            if c == UInt8(ascii: "\\") {
                guard hashesFollow(frame.hashes, at: offset + 1) else {
                    offset = plainWords(from: offset + 1, stoppingAt: stops.0, stops.1, stops.2)
                    continue
                }
                let next = byte(offset + 1 + frame.hashes)
                if next == UInt8(ascii: "(") {
                    offset += 2 + frame.hashes
                    return .interpolation
                }
                if next == 0x0A {
                    if !frame.multiline { offset += 1 + frame.hashes; return .unterminated }
                    startNewLine(after: offset + 1 + frame.hashes)
                }
                offset = plainWords(from: min(bytes.count, offset + 2 + frame.hashes), stoppingAt: stops.0, stops.1, stops.2)
                continue
            }
            if c == UInt8(ascii: "\"") {
                if frame.multiline {
                    if byte(offset + 1) == UInt8(ascii: "\""), byte(offset + 2) == UInt8(ascii: "\""),
                       hashesFollow(frame.hashes, at: offset + 3) {
                        offset += 3 + frame.hashes
                        return .closed
                    }
                } else if hashesFollow(frame.hashes, at: offset + 1) {
                    offset += 1 + frame.hashes
                    return .closed
                }
                offset = plainWords(from: offset + 1, stoppingAt: stops.0, stops.1, stops.2)
                continue
            }
            if c == 0x0A {
                if !frame.multiline { return .unterminated }
                startNewLine(after: offset)
                offset = plainWords(from: offset + 1, stoppingAt: stops.0, stops.1, stops.2)
            } else if Lexer.isUnusual(c) {
                offset += stepOverUnusualByte(at: offset)
                offset = plainWords(from: offset, stoppingAt: stops.0, stops.1, stops.2)
            } else {
                offset = plainWords(from: offset + 1, stoppingAt: stops.0, stops.1, stops.2)
            }
        }
        return .unterminated
    }

    /// Scans code inside `\( … )`; returns false at end of file.
    private mutating func scanInterpolation(strings: inout [StringFrame], parens: inout [Int]) -> Bool {
        while offset < bytes.count {
            let c = bytes[offset]
            switch c {
            case UInt8(ascii: "("):
                parens[parens.count - 1] += 1
                offset += 1
            case UInt8(ascii: ")"):
                offset += 1
                parens[parens.count - 1] -= 1
                if parens[parens.count - 1] == 0 {
                    parens.removeLast()
                    return true
                }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while byte(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(offset + hashes) == UInt8(ascii: "\"") else {
                    offset += max(1, hashes)
                    continue
                }
                offset += hashes
                let multiline = opensMultilineString(hashes: hashes)
                offset += multiline ? 3 : 1
                strings.append(StringFrame(hashes: hashes, multiline: multiline))
                return true
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case 0x0A:
                startNewLine(after: offset)
                offset += 1
            default:
                offset += 1
            }
        }
        return false
    }

    /// A `/` may open a regex literal here (an operand is expected and it is not `/ `, `//`, `/*`, `/=`).
    func regexCanStart() -> Bool {
        switch previousKind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .operator,
             .question, .ampersand, .arrow, .leftAngle:
            break
        default:
            return false
        }
        let next = byte(offset + 1)
        return next != 0x20 && next != 0x09 && next != 0x0A && next != 0x0D && next != 0
            && next != UInt8(ascii: "/") && next != UInt8(ascii: "*") && next != UInt8(ascii: "=")
    }

    /// Lexes `/…/` on one line; returns false (cursor unmoved) when it is not a regex. Swift's rules
    /// for a bare `/`: not a regex when it holds an unbalanced `)` (outside `[…]`), ends in a blank,
    /// or its closing `/` starts a comment (`{ /Case.a ~= $0 }).map(/Case.a)` is two operators).
    mutating func lexBareRegex() -> Bool {
        var index = offset + 1
        var groupDepth = 0
        var classDepth = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                index += 1
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                guard groupDepth > 0 else { return false }
                groupDepth -= 1
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                classDepth = max(0, classDepth - 1)
            case UInt8(ascii: "/") where classDepth == 0:
                let before = bytes[index - 1]
                let after = byte(index + 1)
                guard before != 0x20, before != 0x09, after != UInt8(ascii: "/"), after != UInt8(ascii: "*") else { return false }
                offset = index + 1
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Lexes `#/…/#` (any number of `#`, possibly over several lines).
    mutating func lexExtendedRegex(hashes: Int) {
        let openLine = line
        let openColumn = offset - lineStart + 1
        offset += hashes + 1
        while offset < bytes.count {
            let c = bytes[offset]
            if c == UInt8(ascii: "\\") {
                if byte(offset + 1) == 0x0A { startNewLine(after: offset + 1) }
                offset = min(bytes.count, offset + 2)
                continue
            }
            if c == UInt8(ascii: "/"), hashesFollow(hashes, at: offset + 1) {
                offset += 1 + hashes
                return
            }
            if c == 0x0A { startNewLine(after: offset) }
            offset += 1
        }
        problems.append(LexProblem(line: openLine, column: openColumn, message: "unterminated regex literal"))
    }
}
