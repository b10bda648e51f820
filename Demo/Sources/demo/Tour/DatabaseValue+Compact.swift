import FetchableKit

extension DatabaseValue {
    /// One-line JSON with sorted keys, to show what a record looks like in the database.
    var compact: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .array(let elements): return "[" + elements.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "\"\($0)\": \(members[$0]?.compact ?? "null")" }.joined(separator: ", ") + "}"
        }
    }
}
