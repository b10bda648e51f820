/// Everything that can go wrong reading, writing or decoding models; `description` says what and
/// where, `kind` groups the cases a caller reacts to alike (decoding, permission, network …).
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
    /// A query Firebase refuses (its SDK raises an exception): a zero or huge limit, an order key
    /// such as `$key`, an equality value that is not a string, number, boolean or null.
    case invalidQuery(path: String, reason: String)
    /// The database's security rules refuse the read, write or observer (Firebase cancels an
    /// observer with this when its rules change).
    case permissionDenied(path: String, reason: String)
    /// The database cannot be reached: offline with nothing cached, or the service is unavailable.
    case unavailable(path: String, reason: String)
    /// The caller's task was cancelled before the operation completed (a Firebase write already
    /// handed to the SDK still reaches the server).
    case cancelled(path: String)
    /// No backend was configured before the first use.
    case noBackend
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
        case .invalidQuery(let path, let reason):
            return "invalid query at '\(path)': \(reason)"
        case .permissionDenied(let path, let reason):
            return "permission denied at '\(path)': \(reason)"
        case .unavailable(let path, let reason):
            return "database unavailable at '\(path)': \(reason)"
        case .cancelled(let path):
            return "cancelled before the operation at '\(path)' completed"
        case .noBackend:
            return """
                no database backend is configured: set one at launch, before the first manager call: \
                `DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: url)` (kept in a file), \
                `LocalDatabase()` (in memory, lost at exit: for tests), or `FirebaseBackend(root: Database.database().reference())`
                """
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
        if let error = error as? ManagerError { return error }
        if error is CancellationError { return .cancelled(path: path) }
        return .io(path: path, reason: String(describing: error))
    }

    /// Throws `.cancelled` when the current task is cancelled, so a cancelled task starts no operation.
    static func checkCancellation(at path: String) throws {
        if Task.isCancelled { throw ManagerError.cancelled(path: path) }
    }
}
