/// A transaction's `update` as an SDK whose transaction block cannot throw runs it (Firebase's
/// `runTransactionBlock`, which calls the block on its own thread, maybe several times): each run
/// turns the SDK's current value into the value to write, or into an abort that keeps the error
/// `update` threw, and `result` reports the outcome once the SDK has finished.
///
/// ```swift
/// let attempt = TransactionAttempt(update)
/// let (committed, snapshot) = try await reference.runTransactionBlock { data in
///     switch attempt.decision(for: data.value) {
///     case .write(let value): data.value = value; return .success(withValue: data)
///     case .abort: return .abort()
///     }
/// }
/// let stored = snapshot.exists() ? try DatabaseValue(anyValue: snapshot.value) : nil
/// return try attempt.result(committed: committed, stored: stored, path: path)
/// ```
public final class TransactionAttempt: Sendable {
    /// What the transaction block does with one current value.
    public enum Decision {
        /// Write this value (`nil` deletes).
        case write(Any?)
        /// Abort the transaction: `update` threw.
        case abort
    }

    private let update: @Sendable (DatabaseValue?) throws -> DatabaseValue?
    private let failure = Locked<(any Error)?>(nil)

    /// An attempt to run `update` (see `DatabaseBackend.runTransaction`).
    public init(_ update: @escaping @Sendable (DatabaseValue?) throws -> DatabaseValue?) {
        self.update = update
    }

    /// The decision for `current`, the SDK's value (`nil` or `NSNull` for nothing).
    public func decision(for current: Any?) -> Decision {
        do {
            let value = try DatabaseValue(anyValue: current)
            let replacement = try update(value == .null ? nil : value)
            failure.withLock { $0 = nil }
            return .write(replacement?.anyValue)
        } catch {
            failure.withLock { $0 = error }
            return .abort
        }
    }

    /// The value stored after the SDK finished: `stored` when it committed; else the error the
    /// last run of `update` threw, or `ManagerError.io` when the SDK gave up on its own.
    public func result(committed: Bool, stored: DatabaseValue?, path: String) throws -> DatabaseValue? {
        guard committed else {
            throw failure.withLock { $0 } ?? ManagerError.io(path: path, reason: "the transaction was not committed")
        }
        return stored == .null ? nil : stored
    }
}
