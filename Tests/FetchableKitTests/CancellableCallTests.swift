@testable import FetchableKit
import XCTest

/// `CancellableCall` ends a wait on a call that ignores cancellation (as Firebase's completion
/// blocks do) when the caller's task is cancelled.
final class CancellableCallTests: XCTestCase {
    func testTheResultOrTheErrorOfTheCallIsPassedOn() async throws {
        let value = try await CancellableCall.run(at: "a") { 42 }
        XCTAssertEqual(value, 42)
        let error = await managerError { _ = try await CancellableCall.run(at: "a") { () async throws -> Int in throw ManagerError.notFound(path: "a") } }
        XCTAssertEqual(error, .notFound(path: "a"))
    }

    func testCancellingTheTaskEndsAWaitThatHasNotCompleted() async throws {
        // The call waits on a continuation only the test resumes, after the wait has ended.
        let pending = Locked<CheckedContinuation<Int, Never>?>(nil)
        let task = Task {
            await managerError {
                _ = try await CancellableCall.run(at: "pets/a") {
                    await withCheckedContinuation { continuation in pending.withLock { $0 = continuation } }
                }
            }
        }
        while pending.withLock({ $0 }) == nil { try await Task.sleep(nanoseconds: 1_000_000) }
        task.cancel()
        let error = await task.value
        XCTAssertEqual(error, .cancelled(path: "pets/a"))
        pending.withLock { $0 }?.resume(returning: 1)
    }

    func testACancelledTaskNeverStartsTheCall() async throws {
        let started = Locked(false)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await managerError { try await CancellableCall.run(at: "a") { started.withLock { $0 = true } } }
        }
        let error = await task.value
        XCTAssertEqual(error, .cancelled(path: "a"))
        XCTAssertFalse(started.withLock { $0 })
    }
}
