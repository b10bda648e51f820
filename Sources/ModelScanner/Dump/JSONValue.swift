/// A JSON value with ordered object keys, printed deterministically: the one JSON writer of the
/// tool (`modelgen dump`, the `--dry` report). FetchableKit, the runtime inside apps, keeps its own.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation and a trailing newline.
    public func printed() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out.append("\n")
        return out
    }

    /// On one line, without spaces.
    public func compact() -> String {
        var out = ""
        write(to: &out, indent: nil)
        return out
    }

    /// Writes the value; `indent` is the current indentation when pretty-printing, nil for compact.
    private func write(to out: inout String, indent: Int?) {
        let inner = indent.map { $0 + 2 }
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .number(let value): out.append(JSONValue.format(value))
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else { return out.append("[]") }
            out.append("[")
            for (index, value) in values.enumerated() {
                JSONValue.startItem(index, indent: inner, to: &out)
                value.write(to: &out, indent: inner)
            }
            JSONValue.close("]", indent: indent, to: &out)
        case .object(let pairs):
            guard !pairs.isEmpty else { return out.append("{}") }
            out.append("{")
            for (index, (key, value)) in pairs.enumerated() {
                JSONValue.startItem(index, indent: inner, to: &out)
                JSONValue.writeString(key, to: &out)
                out.append(indent == nil ? ":" : ": ")
                value.write(to: &out, indent: inner)
            }
            JSONValue.close("}", indent: indent, to: &out)
        }
    }

    /// The separator before item `index`: a comma after the first, then a newline and indentation when pretty.
    private static func startItem(_ index: Int, indent: Int?, to out: inout String) {
        if index > 0 { out.append(",") }
        if let indent { out.append("\n" + String(repeating: " ", count: indent)) }
    }

    private static func close(_ bracket: String, indent: Int?, to out: inout String) {
        if let indent { out.append("\n" + String(repeating: " ", count: indent)) }
        out.append(bracket)
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
