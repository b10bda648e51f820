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

    /// Calls `work` once for each of `0..<count`, on `threads` threads including the calling one.
    static func run(_ count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let queue = IndexQueue(count: count, helpers: max(0, min(threads, count) - 1))
        for _ in 0..<queue.helpers {
            let thread = Thread {
                queue.drain(work)
                queue.helperFinished()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        queue.drain(work)
        queue.waitForHelpers()
    }
}

/// The indexes left to take and the helpers still running, behind one condition (a pthread mutex
/// and condition, which also orders the helpers' writes before the caller's reads).
///
/// `@unchecked Sendable`: every access to `next` and `running` holds `condition`'s lock.
private final class IndexQueue: @unchecked Sendable {
    let helpers: Int
    private let count: Int
    private let condition = NSCondition()
    private var next = 0
    private var running: Int

    init(count: Int, helpers: Int) {
        self.count = count
        self.helpers = helpers
        running = helpers
    }

    /// Calls `work` with each index not yet taken, until none is left.
    func drain(_ work: (Int) -> Void) {
        while let index = take() { work(index) }
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func helperFinished() {
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    func waitForHelpers() {
        condition.lock()
        while running > 0 { condition.wait() }
        condition.unlock()
    }
}
