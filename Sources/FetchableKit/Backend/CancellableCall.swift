/// Waits for a call into an SDK that ignores task cancellation (Firebase's completion blocks and
/// their `async` forms: a `setValue` offline completes only when the server commits, which may be
/// never), so that the caller's cancellation still ends the wait.
///
/// `try await CancellableCall.run(at: path) { try await reference.getData() }`
public enum CancellableCall {
    /// The result of `operation`, or `ManagerError.cancelled(path:)` as soon as the calling task is
    /// cancelled. A task cancelled before the call never starts `operation`; one cancelled during
    /// it stops waiting, and `operation` finishes on its own (a write still reaches the server).
    public static func run<Value: Sendable>(at path: String, _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try ManagerError.checkCancellation(at: path)
        let wait = Locked(Wait<Value>.notStarted)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let start = wait.withLock { state -> Bool in
                    guard case .notStarted = state else { return false }
                    state = .waiting(continuation)
                    return true
                }
                guard start else { return continuation.resume(throwing: ManagerError.cancelled(path: path)) }
                Task {
                    let outcome: Result<Value, any Error>
                    do { outcome = .success(try await operation()) } catch { outcome = .failure(error) }
                    wait.withLock { $0.finish() }?.resume(with: outcome)
                }
            }
        } onCancel: {
            wait.withLock { $0.finish() }?.resume(throwing: ManagerError.cancelled(path: path))
        }
    }

    /// Where one wait is: the first of the operation's end and the cancellation resumes the caller.
    private enum Wait<Value: Sendable>: Sendable {
        case notStarted
        case waiting(CheckedContinuation<Value, any Error>)
        case finished

        /// Marks the wait finished and returns the continuation to resume, if nobody resumed it yet.
        mutating func finish() -> CheckedContinuation<Value, any Error>? {
            defer { self = .finished }
            if case .waiting(let continuation) = self { return continuation }
            return nil
        }
    }
}
