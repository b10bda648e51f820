import Foundation

/// Runs a numbered piece of work for every index on the calling thread and on helper threads with
/// a main thread's stack, each taking the next index left, and returns once all are done.
///
/// Threads of its own rather than `DispatchQueue.concurrentPerform`: a render recurses (includes
/// and macros 100 deep, each with tags 200 deep), and Dispatch's worker threads have 512 KiB
/// stacks on macOS, where a template the sequential render runs on the main thread's 8 MiB could
/// overflow one. Starting a thread costs tens of microseconds, which the loop threshold covers.
enum WorkerThreads {
    /// A main thread's stack on Linux and macOS.
    static let stackSize = 8 << 20

    /// Calls `work` once for each of `0..<count`, on `threads` threads including the calling one;
    /// returns when every call has returned and the helpers have let go of `work` (what it captures,
    /// a render's chunks, is freed with the caller's last reference, not with a helper's). The
    /// helpers' exit is waited for only briefly: one that starts late (or never) finds nothing left
    /// to take and cannot hold the render up.
    static func run(_ count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let helpers = max(1, min(threads, count)) - 1
        let queue = IndexQueue(count: count, helpers: helpers, work: work)
        for _ in 0..<helpers {
            let thread = Thread { queue.drainAsHelper() }
            thread.stackSize = stackSize
            thread.start()
        }
        queue.drain()
        queue.waitUntilAllDone()
        queue.waitForHelpers(seconds: 0.1)
    }
}

/// The indexes left to take, how many are done and how many helpers still run, behind one
/// condition (a pthread mutex and condition, which also orders the workers' writes before the
/// caller's reads).
///
/// `@unchecked Sendable`: every access to `next`, `done`, `runningHelpers` and `work` holds
/// `condition`'s lock.
private final class IndexQueue: @unchecked Sendable {
    private let count: Int
    private let condition = NSCondition()
    private var next = 0
    private var done = 0
    private var runningHelpers: Int
    /// Dropped once every index is done, so a helper thread that outlives the call holds nothing.
    private var work: (@Sendable (Int) -> Void)?

    init(count: Int, helpers: Int, work: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.runningHelpers = helpers
        self.work = work
    }

    /// Calls `work` with each index not yet taken, until none is left.
    func drain() {
        while let (index, work) = take() {
            work(index)
            condition.lock()
            done += 1
            if done == count { condition.broadcast() }
            condition.unlock()
        }
    }

    /// `drain()` on a helper thread, then tells the caller it has finished.
    func drainAsHelper() {
        drain()
        condition.lock()
        runningHelpers -= 1
        condition.broadcast()
        condition.unlock()
    }

    private func take() -> (Int, @Sendable (Int) -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count, let work else { return nil }
        next += 1
        return (next - 1, work)
    }

    /// Waits until the helpers have finished, for at most `seconds`.
    func waitForHelpers(seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        while runningHelpers > 0 && condition.wait(until: deadline) {}
        condition.unlock()
    }

    /// Waits until every index is done, then drops `work`.
    func waitUntilAllDone() {
        condition.lock()
        while done < count { condition.wait() }
        work = nil
        condition.unlock()
    }
}
