import XCTest
@testable import ModelGen

final class WatcherTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}")
    }

    override func tearDown() { folder.remove() }

    /// Runs a watcher on a background thread; returns the run counter and a way to stop and join it.
    private func startWatcher(paths: [String]) -> (runs: Counter, stop: () -> Void) {
        let counter = Counter()
        let signal = StopSignal()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            Watcher(interval: 0.05, debounce: 0.1).run(watching: { paths }, until: signal) { counter.increment() }
            finished.signal()
        }
        return (counter, { signal.stop(); finished.wait() })
    }

    func testOneChangeTriggersExactlyOneRegeneration() throws {
        let (runs, stop) = startWatcher(paths: [folder.url("Sources")])
        defer { stop() }
        XCTAssertTrue(runs.wait(for: 1), "the first generation runs at once")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(runs.value, 1, "nothing changed, nothing ran")
        try folder.write("Sources/A.swift", "struct A { var x = 1 }")
        XCTAssertTrue(runs.wait(for: 2))
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(runs.value, 2)
    }

    func testABurstOfChangesIsDebouncedIntoOneRun() throws {
        let (runs, stop) = startWatcher(paths: [folder.url("Sources")])
        defer { stop() }
        XCTAssertTrue(runs.wait(for: 1))
        for index in 0..<5 {
            try folder.write("Sources/B\(index).swift", "struct B\(index) {}")
            Thread.sleep(forTimeInterval: 0.03)
        }
        XCTAssertTrue(runs.wait(for: 2))
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(runs.value, 2)
    }

    func testSnapshotsSeeAddedRemovedAndModifiedFilesButNotHiddenOnes() throws {
        let before = FileSnapshot.take(of: [folder.url("Sources"), folder.url("missing")])
        try folder.write("Sources/.hidden/X.swift", "")
        XCTAssertEqual(before.changes(to: FileSnapshot.take(of: [folder.url("Sources")])), [])
        try folder.write("Sources/New.swift", "")
        try FileManager.default.removeItem(atPath: folder.url("Sources/A.swift"))
        XCTAssertEqual(before.changes(to: FileSnapshot.take(of: [folder.url("Sources")])), [folder.url("Sources/A.swift"), folder.url("Sources/New.swift")])
    }

    func testStopSignalWakesAWaiter() {
        let signal = StopSignal()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { signal.stop() }
        let start = Date()
        XCTAssertTrue(signal.wait(seconds: 10))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertTrue(signal.isStopped)
    }
}

/// A thread-safe counter tests can wait on.
final class Counter: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = 0

    var value: Int {
        condition.lock()
        defer { condition.unlock() }
        return count
    }

    func increment() {
        condition.lock()
        count += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the count reaches `target` (up to 10 s); false on timeout.
    func wait(for target: Int) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        condition.lock()
        defer { condition.unlock() }
        while count < target {
            if !condition.wait(until: deadline) { return count >= target }
        }
        return true
    }
}
