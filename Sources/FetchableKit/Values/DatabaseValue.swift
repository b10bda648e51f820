/// A JSON value as the Realtime Database stores it: the typed, `Sendable` form of Firebase's `Any`.
public enum DatabaseValue: Sendable, Equatable {
    /// JSON `null` (kept only inside arrays; elsewhere it means "nothing stored").
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction that fits `Int`.
    case int(Int)
    /// Any other (finite) number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array (Firebase stores it as an object keyed `"0"`, `"1"` …).
    case array([DatabaseValue])
    /// An object: what models, nested values and dictionaries are stored as.
    case object([String: DatabaseValue])

    /// The name of this value's kind as error messages print it (`String`, `Int`, `Dictionary` …).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .object: return "Dictionary"
        }
    }

    /// The children of an object or array, keyed as the database addresses them (array indices as strings).
    public var children: [String: DatabaseValue] {
        switch self {
        case .object(let members): return members
        case .array(let elements):
            var members: [String: DatabaseValue] = [:]
            for (index, element) in elements.enumerated() where element != .null {
                members[String(index)] = element
            }
            return members
        default: return [:]
        }
    }

    /// The numeric value of an `int` or `double`, or `nil` for any other kind.
    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// A short rendering of a scalar for error messages (strings quoted, containers by kind).
    var briefDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .array, .object: return typeName
        }
    }
}
