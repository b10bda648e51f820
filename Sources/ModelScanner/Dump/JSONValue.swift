/// A JSON value with ordered object keys, printed deterministically.
enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation and a trailing newline.
    func printed() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .number(let value): out.append(JSONValue.format(value))
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else { return out.append("[]") }
            out.append("[\n")
            for (index, value) in values.enumerated() {
                out.append(String(repeating: " ", count: indent + 2))
                value.write(to: &out, indent: indent + 2)
                out.append(index == values.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: " ", count: indent) + "]")
        case .object(let pairs):
            guard !pairs.isEmpty else { return out.append("{}") }
            out.append("{\n")
            for (index, (key, value)) in pairs.enumerated() {
                out.append(String(repeating: " ", count: indent + 2))
                JSONValue.writeString(key, to: &out)
                out.append(": ")
                value.write(to: &out, indent: indent + 2)
                out.append(index == pairs.count - 1 ? "\n" : ",\n")
            }
            out.append(String(repeating: " ", count: indent) + "}")
        }
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func writeString(_ value: String, to out: inout String) {
        out.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }
}
