import Foundation

/// Reads a JSON document into template variables: integers stay `Int`, other numbers are `Double`,
/// object members that are `null` are left out (they read as missing), `null` in arrays is `NSNull`.
public enum TemplateContextJSON {
    /// A JSON syntax error with its 1-based line and column.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public let message: String
        public let line: Int
        public let column: Int
        public var description: String { "\(line):\(column): error: \(message)" }
    }

    /// The top-level object of `data` as a dictionary.
    public static func decode(_ data: Data) throws -> [String: Any] {
        var reader = JSONReader(bytes: Array(data))
        let value = try reader.readDocument()
        guard let object = value as? [String: Any] else {
            throw reader.error("the context must be a JSON object ({ … })", at: 0)
        }
        return object
    }

    /// Any JSON value of `data` (object, array, string, number, bool; nil for `null`).
    public static func decodeValue(_ data: Data) throws -> Any? {
        var reader = JSONReader(bytes: Array(data))
        return try reader.readDocument()
    }
}

private struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func readDocument() throws -> Any? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try readValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value", at: index) }
        return value
    }

    func error(_ message: String, at offset: Int) -> TemplateContextJSON.SyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return TemplateContextJSON.SyntaxError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func readValue() throws -> Any? {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of JSON", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { try $0.readObject() }
        case UInt8(ascii: "["): return try nested { try $0.readArray() }
        case UInt8(ascii: "\""): return try readString()
        case UInt8(ascii: "t"): try expect("true"); return true
        case UInt8(ascii: "f"): try expect("false"); return false
        case UInt8(ascii: "n"): try expect("null"); return nil
        default: return try readNumber()
        }
    }

    mutating func nested(_ body: (inout JSONReader) throws -> Any) throws -> Any {
        guard depth < Self.maximumDepth else { throw error("JSON nested more than \(Self.maximumDepth) deep", at: index) }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func expect(_ word: String) throws {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw error("unexpected character", at: index)
        }
        index += expected.count
    }

    mutating func readObject() throws -> [String: Any] {
        index += 1
        var object: [String: Any] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return object
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name in quotes", at: index) }
            let key = try readString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a member name", at: index) }
            index += 1
            if let value = try readValue() { object[key] = value }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of JSON inside an object", at: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return object }
            throw error("expected ',' or '}' in an object", at: index)
        }
    }

    mutating func readArray() throws -> [Any] {
        index += 1
        var array: [Any] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return array
        }
        while true {
            array.append(try readValue() ?? NSNull())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of JSON inside an array", at: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return array }
            throw error("expected ',' or ']' in an array", at: index)
        }
    }

    mutating func readString() throws -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ reader: JSONReader, _ end: Int) {
            scalars.append(contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character inside a string", at: index) }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(self, index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try readHex4()
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try readHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        scalars.append("\u{FFFD}")
                        code = low
                    }
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: index - 2)
            }
            runStart = index
        }
        throw error("unterminated string", at: start)
    }

    mutating func readHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape", at: index)
        }
        index += 4
        return code
    }

    mutating func readNumber() throws -> Any {
        let start = index
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                index += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                isInteger = false
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let int = Int(text) { return int }
        guard !text.isEmpty, text != "-", let double = Double(text) else {
            throw error(text.isEmpty ? "unexpected character" : "invalid number '\(text)'", at: start)
        }
        return double
    }
}
