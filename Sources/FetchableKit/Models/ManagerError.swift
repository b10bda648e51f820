/// Everything that can go wrong reading, writing or decoding models; `description` says what and where.
///
/// Keys are paths relative to the record being decoded (`coverImages/small`, `tags/3`); managers
/// prefix them with the record's database path (`articles/-Nx…/title`).
public enum ManagerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required key is absent.
    case missingKey(String)
    /// The stored value has another type than the property.
    case wrongType(key: String, expected: String, found: String)
    /// The stored raw value matches no case of the enum.
    case unknownRawValue(key: String, type: String, value: String)
    /// The stored number does not fit the property's type (e.g. 300 for an `Int8`).
    case outOfRange(key: String, type: String, value: String)
    /// The stored string is not a valid value of the type (a URL, a UUID, a reference id).
    case invalidValue(key: String, type: String, value: String)
    /// No record exists at the path.
    case notFound(path: String)
    /// A path or key the database cannot address (empty, too deep, containing `. # $ [ ]` …).
    case invalidPath(path: String, reason: String)
    /// A value the database cannot store (a non-finite number, nesting too deep).
    case unstorableValue(path: String, reason: String)
    /// The database file cannot be decoded; `line` and `column` are 1-based.
    case corruptDatabase(path: String, line: Int, column: Int, reason: String)
    /// Reading or writing the database file failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingKey(let key):
            return "missing key '\(key)'"
        case .wrongType(let key, let expected, let found):
            return "wrong type at '\(key)': expected \(expected), found \(found)"
        case .unknownRawValue(let key, let type, let value):
            return "unknown raw value \(value) for \(type) at '\(key)'"
        case .outOfRange(let key, let type, let value):
            return "value \(value) at '\(key)' is out of range for \(type)"
        case .invalidValue(let key, let type, let value):
            return "value \(value) at '\(key)' is not a valid \(type)"
        case .notFound(let path):
            return "no record at '\(path)'"
        case .invalidPath(let path, let reason):
            return "invalid database path '\(path)': \(reason)"
        case .unstorableValue(let path, let reason):
            return "cannot store the value at '\(path)': \(reason)"
        case .corruptDatabase(let path, let line, let column, let reason):
            return "\(path):\(line):\(column): error: corrupt database: \(reason)"
        case .io(let path, let reason):
            return "\(path): error: \(reason)"
        }
    }

    /// The same error with its key moved under `parent` (`small` under `cover` → `cover/small`).
    public func nested(under parent: String) -> ManagerError {
        func join(_ key: String) -> String { key.isEmpty ? parent : parent.isEmpty ? key : parent + "/" + key }
        switch self {
        case .missingKey(let key): return .missingKey(join(key))
        case .wrongType(let key, let expected, let found): return .wrongType(key: join(key), expected: expected, found: found)
        case .unknownRawValue(let key, let type, let value): return .unknownRawValue(key: join(key), type: type, value: value)
        case .outOfRange(let key, let type, let value): return .outOfRange(key: join(key), type: type, value: value)
        case .invalidValue(let key, let type, let value): return .invalidValue(key: join(key), type: type, value: value)
        default: return self
        }
    }

    /// Wraps any error as a `ManagerError`, keeping one that already is.
    static func wrapping(_ error: any Error, path: String) -> ManagerError {
        (error as? ManagerError) ?? .io(path: path, reason: String(describing: error))
    }
}
