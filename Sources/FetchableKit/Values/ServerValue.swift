/// Placeholders the database replaces with a value of its own when the write lands (Firebase's
/// `ServerValue`): written like any value, stored as what they resolve to. `LocalDatabase`
/// resolves them as the Realtime Database server does.
///
/// `try await backend.setValue(ServerValue.timestamp, at: "pets/-Nx…/seenAt")`
public enum ServerValue {
    /// The key Firebase marks a placeholder with (`{".sv": …}`, alone in its object).
    static let key = ".sv"

    /// The server's time when the write lands, in milliseconds since 1970 (how `Date`s are stored).
    public static let timestamp = DatabaseValue.object([key: .string("timestamp")])

    /// The stored number plus `delta`, added atomically by the server; a missing or non-numeric
    /// value counts as nothing, so the result is `delta`.
    public static func increment(_ delta: Int) -> DatabaseValue {
        .object([key: .object(["increment": .int(delta)])])
    }

    /// The stored number plus `delta` (see `increment(_:)` for `Int`).
    public static func increment(_ delta: Double) -> DatabaseValue {
        .object([key: .object(["increment": .double(delta)])])
    }

    /// The operation `members` (an object's members) stand for, `nil` for a plain object; throws
    /// for a `.sv` key that is not one of the placeholders above.
    static func operation(in members: [String: DatabaseValue], at path: String) throws -> Operation? {
        guard let operation = members[key] else { return nil }
        guard members.count == 1 else {
            throw ManagerError.unstorableValue(path: path, reason: "a server value ('\(key)') cannot share its object with other keys")
        }
        switch operation {
        case .string("timestamp"):
            return .timestamp
        case .object(let arguments) where arguments.count == 1:
            if let delta = arguments["increment"], let number = delta.number, number.isFinite {
                return .increment(delta)
            }
        default: break
        }
        throw ManagerError.unstorableValue(path: path, reason: "unknown server value \(operation.briefDescription): use ServerValue.timestamp or ServerValue.increment(_:)")
    }

    /// A placeholder's operation.
    enum Operation: Equatable {
        case timestamp
        case increment(DatabaseValue)

        /// What the server stores: the time, or `existing + delta` (`Int` while it fits, as
        /// `FServerValues resolveComplexServerOp:` does; a non-number `existing` counts as absent).
        func resolved(existing: DatabaseValue?, milliseconds: Int) -> DatabaseValue {
            switch self {
            case .timestamp:
                return .int(milliseconds)
            case .increment(let delta):
                switch (existing, delta) {
                case (.int(let base)?, .int(let step)):
                    let (sum, overflow) = base.addingReportingOverflow(step)
                    return overflow ? .double(Double(base) + Double(step)) : .int(sum)
                case (.int?, _), (.double?, _):
                    return .double((existing?.number ?? 0) + (delta.number ?? 0))
                default:
                    return delta
                }
            }
        }
    }
}
