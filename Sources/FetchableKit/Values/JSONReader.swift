/// Parses the JSON text of a database file into a `DatabaseValue`, reporting the line and column
/// of the first error. Integers without fraction or exponent that fit `Int` become `.int`.
struct JSONReader {
    /// Nesting deeper than this is reported as corrupt instead of risking the stack.
    static let maximumNesting = 512

    /// A parse failure at a byte offset of the input.
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value of the whole document, which must be exactly one JSON value.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> DatabaseValue {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    /// The 1-based line and column of `offset` in `bytes` (columns count UTF-8 bytes).
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    private func failure(_ reason: String) -> Failure {
        Failure(offset: position, reason: reason)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    private mutating func expect(_ literal: String, _ value: DatabaseValue) throws(Failure) -> DatabaseValue {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("invalid literal (expected '\(literal)')") }
            position += 1
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> DatabaseValue {
        guard depth < Self.maximumNesting else { throw failure("nesting deeper than \(Self.maximumNesting) levels") }
        switch current {
        case UInt8(ascii: "{")?: return try parseObject(depth: depth)
        case UInt8(ascii: "[")?: return try parseArray(depth: depth)
        case UInt8(ascii: "\"")?: return .string(try parseString())
        case UInt8(ascii: "t")?: return try expect("true", .bool(true))
        case UInt8(ascii: "f")?: return try expect("false", .bool(false))
        case UInt8(ascii: "n")?: return try expect("null", .null)
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39): return try parseNumber()
        case nil: throw failure("unexpected end of file")
        default: throw failure("unexpected character")
        }
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> DatabaseValue {
        position += 1
        var members: [String: DatabaseValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
            position += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth + 1)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "}")?:
                position += 1
                return .object(members)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> DatabaseValue {
        position += 1
        var elements: [DatabaseValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "]")?:
                position += 1
                return .array(elements)
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                let text = String(decoding: utf8, as: UTF8.self)
                // Decoding replaces invalid UTF-8, so the text then differs from the bytes.
                guard text.utf8.elementsEqual(utf8) else { throw failure("string is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                utf8.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate in \\u escape")
                }
                position += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
            utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw failure("invalid escape sequence")
        }
    }

    private mutating func parseHexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw failure("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> DatabaseValue {
        let start = position
        var isIntegral = true
        if current == UInt8(ascii: "-") { position += 1 }
        guard skipDigits() > 0 else { throw failure("invalid number") }
        if current == UInt8(ascii: ".") {
            isIntegral = false
            position += 1
            guard skipDigits() > 0 else { throw failure("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isIntegral = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw failure("invalid number: digits expected in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isIntegral, let integer = Int(text) { return .int(integer) }
        guard let double = Double(text), double.isFinite else {
            throw Failure(offset: start, reason: "number out of range")
        }
        return .double(double)
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = current, byte >= 0x30, byte <= 0x39 {
            position += 1
        }
        return position - start
    }
}
