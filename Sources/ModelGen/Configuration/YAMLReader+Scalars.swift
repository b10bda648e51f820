extension YAMLReader {
    /// Reads a quoted or plain scalar and returns its text and whether it was quoted.
    mutating func scalar(inFlow: Bool) throws(ModelGenError) -> (String, Bool) {
        switch peek() {
        case UInt8(ascii: "\""):
            return (try doubleQuoted(), true)
        case UInt8(ascii: "'"):
            return (try singleQuoted(), true)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("block scalars ('|', '>') are not supported; use a quoted string")
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw error("anchors, aliases and tags are not supported")
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error("unexpected '\(Character(Unicode.Scalar(peek() ?? 0)))'")
        default:
            return (plain(inFlow: inFlow), false)
        }
    }

    /// A plain scalar ends at a line end, a comment, `: `, and in flow context at `,[]{}`.
    private mutating func plain(inFlow: Bool) -> String {
        let start = position
        var end = position
        while let byte = peek() {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "#") && followsBlank { break }
            if byte == UInt8(ascii: ":") && endsPlainScalar(at: position + 1, inFlow: inFlow) { break }
            if inFlow && isFlowIndicator(byte) { break }
            position += 1
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { end = position }
        }
        position = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func endsPlainScalar(at index: Int, inFlow: Bool) -> Bool {
        if isSeparator(at: index) { return true }
        return inFlow && isFlowIndicator(bytes[index])
    }

    private func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    private mutating func singleQuoted() throws(ModelGenError) -> String {
        let (startLine, startColumn) = (line, column)
        position += 1
        var text: [UInt8] = []
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            position += 1
            if byte == UInt8(ascii: "'") {
                guard peek() == UInt8(ascii: "'") else { return String(decoding: text, as: UTF8.self) }
                position += 1
            }
            text.append(byte)
        }
        throw error("unterminated string: missing \"'\"", line: startLine, column: startColumn)
    }

    private mutating func doubleQuoted() throws(ModelGenError) -> String {
        let (startLine, startColumn) = (line, column)
        position += 1
        var text: [UInt8] = []
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                text.append(contentsOf: try escape())
            } else {
                text.append(byte)
                position += 1
            }
        }
        throw error("unterminated string: missing '\"'", line: startLine, column: startColumn)
    }

    /// Reads one escape sequence (after the backslash) and returns its UTF-8 bytes.
    private mutating func escape() throws(ModelGenError) -> [UInt8] {
        let (escapeLine, escapeColumn) = (line, column)
        position += 1
        guard let letter = peek() else { throw error("unterminated string") }
        position += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "0"): 0x00, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "\\"): 0x5C,
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "'"): 0x27, UInt8(ascii: " "): 0x20, UInt8(ascii: "e"): 0x1B,
        ]
        if let byte = simple[letter] { return [byte] }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(letter)))'", line: escapeLine, column: escapeColumn)
        }
        var value = try hexNumber(digits: digits, line: escapeLine, column: escapeColumn)
        if (0xD800...0xDBFF).contains(value), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
            position += 2
            let low = try hexNumber(digits: 4, line: escapeLine, column: escapeColumn)
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair", line: escapeLine, column: escapeColumn) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("invalid character code in escape", line: escapeLine, column: escapeColumn)
        }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hexNumber(digits: Int, line escapeLine: Int, column escapeColumn: Int) throws(ModelGenError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("expected \(digits) hexadecimal digits in the escape", line: escapeLine, column: escapeColumn)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
