import Foundation
import XCTest
@testable import StencilLite

/// `WorkerThreads.run`: every index once, whatever the thread count, and only after all are done.
final class WorkerThreadsTests: XCTestCase {
    /// Indexes seen, behind a lock (`@unchecked Sendable`: every access holds `lock`).
    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var indexes: [Int] = []

        func add(_ index: Int) {
            lock.lock()
            indexes.append(index)
            lock.unlock()
        }

        var sorted: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return indexes.sorted()
        }
    }

    private final class Token: Sendable {}

    /// What the work captures (a render's chunks) goes with the caller's last reference, not with a
    /// helper thread that is still winding down (LeakSanitizer counted such memory as leaked).
    func testNoHelperHoldsTheWorkOnceRunReturns() {
        for threads in [2, 8] {
            weak var released: Token?
            do {
                let token = Token()
                released = token
                WorkerThreads.run(3, threads: threads) { _ in _ = token }
            }
            XCTAssertNil(released, "\(threads) threads")
        }
    }

    func testEveryIndexRunsOnceBeforeRunReturns() {
        for (count, threads) in [(0, 2), (1, 4), (3, 8), (100, 2), (100, 1), (37, 3)] {
            let seen = Seen()
            WorkerThreads.run(count, threads: threads) { index in
                if index % 7 == 0 { Thread.sleep(forTimeInterval: 0.001) }
                seen.add(index)
            }
            XCTAssertEqual(seen.sorted, Array(0..<count), "\(count) on \(threads) threads")
        }
    }
}
