/// Writes a `DatabaseValue` as compact JSON with sorted keys (so equal trees give equal files).
struct JSONWriter {
    private var output: [UInt8] = []

    /// The JSON text of `value`; non-finite numbers (which JSON cannot hold) are rejected.
    static func encode(_ value: DatabaseValue) throws -> [UInt8] {
        var writer = JSONWriter()
        try writer.write(value, path: "", depth: 0)
        writer.output.append(UInt8(ascii: "\n"))
        return writer.output
    }

    private mutating func write(_ value: DatabaseValue, path: String, depth: Int) throws {
        guard depth < JSONReader.maximumNesting else {
            throw ManagerError.unstorableValue(path: path, reason: "nesting deeper than \(JSONReader.maximumNesting) levels")
        }
        switch value {
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .int(let int): append(String(int))
        case .double(let double):
            guard double.isFinite else { throw ManagerError.unstorableValue(path: path, reason: "\(double) is not a finite number") }
            append(String(double))
        case .string(let string): writeString(string)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                try write(element, path: DatabasePath.join(path, String(index)), depth: depth + 1)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key)
                output.append(UInt8(ascii: ":"))
                try write(member.value, path: DatabasePath.join(path, member.key), depth: depth + 1)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
