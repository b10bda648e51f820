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
    /// returns when every call has returned. A helper that starts late (or never) finds nothing
    /// left to take: only the work is waited for, not the helpers.
    static func run(_ count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let queue = IndexQueue(count: count)
        for _ in 1..<max(1, min(threads, count)) {
            let thread = Thread { queue.drain(work) }
            thread.stackSize = stackSize
            thread.start()
        }
        queue.drain(work)
        queue.waitUntilAllDone()
    }
}

/// The indexes left to take and how many are done, behind one condition (a pthread mutex and
/// condition, which also orders the workers' writes before the caller's reads).
///
/// `@unchecked Sendable`: every access to `next` and `done` holds `condition`'s lock.
private final class IndexQueue: @unchecked Sendable {
    private let count: Int
    private let condition = NSCondition()
    private var next = 0
    private var done = 0

    init(count: Int) {
        self.count = count
    }

    /// Calls `work` with each index not yet taken, until none is left.
    func drain(_ work: (Int) -> Void) {
        while let index = take() {
            work(index)
            condition.lock()
            done += 1
            if done == count { condition.broadcast() }
            condition.unlock()
        }
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func waitUntilAllDone() {
        condition.lock()
        while done < count { condition.wait() }
        condition.unlock()
    }
}
