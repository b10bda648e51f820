#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import FetchableKit
import Foundation
import XCTest

/// A writer process killed at random moments never loses a committed write nor leaves an
/// unreadable file. The test re-runs this test bundle as the writer (`testWriterLoopChild`,
/// selected by an environment variable), which reports each committed sequence number on stdout.
final class CrashSafetyTests: XCTestCase {
    private static let fileVariable = "FETCHABLEKIT_WRITER_FILE"

    func testKilledWriterKeepsEveryCommittedWrite() throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        var random = SeededGenerator(seed: 0xDEAD)
        var committed: Set<Int> = []
        for round in 0..<16 {
            let reported = try runWriter(on: file, killAfter: Double.random(in: 0.02...0.6, using: &random))
            committed.formUnion(reported)

            let database: LocalDatabase
            do {
                database = try LocalDatabase(fileURL: file)
            } catch {
                return XCTFail("round \(round): the file no longer opens: \(error)")
            }
            let log = try awaitValue { try await database.value(at: "log") }?.children ?? [:]
            let missing = committed.filter { log["s\($0)"] != .int($0) }
            XCTAssertTrue(missing.isEmpty, "round \(round): committed writes lost: \(missing.sorted().prefix(10))")
            if let last = try awaitValue({ try await database.value(at: "last") }), case .int(let lastWritten) = last {
                XCTAssertGreaterThanOrEqual(lastWritten, committed.max() ?? 0, "round \(round)")
            }
        }
        XCTAssertGreaterThan(committed.count, 50, "the writer committed too little to prove anything")
    }

    /// The writer: appends sequence numbers to the database until killed (or after 60 s).
    func testWriterLoopChild() async throws {
        guard let path = ProcessInfo.processInfo.environment[Self.fileVariable] else {
            throw XCTSkip("runs only as the child process of testKilledWriterKeepsEveryCommittedWrite")
        }
        let database = try LocalDatabase(fileURL: URL(fileURLWithPath: path))
        var sequence = (try await database.value(at: "last")).flatMap { value -> Int? in
            if case .int(let last) = value { return last }
            return nil
        } ?? 0
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            sequence += 1
            try await database.updateValues(["log/s\(sequence)": .int(sequence), "last": .int(sequence)])
            FileHandle.standardOutput.write(Data("committed \(sequence)\n".utf8))
        }
    }

    /// Runs the writer on `file`, SIGKILLs it `seconds` after its first commit, and returns the sequence numbers it reported.
    private func runWriter(on file: URL, killAfter seconds: Double) throws -> Set<Int> {
        let process = Process()
        let arguments = ProcessInfo.processInfo.arguments
        let filter = "FetchableKitTests.CrashSafetyTests/testWriterLoopChild"
        if let runner = arguments.first, runner.hasSuffix("/xctest") {
            process.executableURL = URL(fileURLWithPath: runner)
            process.arguments = ["-XCTest", filter, Bundle(for: Self.self).bundlePath]
        } else {
            process.executableURL = URL(fileURLWithPath: arguments.first ?? "")
            process.arguments = [filter]
        }
        var environment = ProcessInfo.processInfo.environment
        environment[Self.fileVariable] = file.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        let reading = DispatchGroup()
        let firstCommit = DispatchSemaphore(value: 0)
        let collected = Locked(Data())
        reading.enter()
        DispatchQueue.global().async {
            var signalled = false
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                let text = collected.withLock { data -> Data in
                    data.append(chunk)
                    return data
                }
                if !signalled, String(decoding: text, as: UTF8.self).contains("committed ") {
                    signalled = true
                    firstCommit.signal()
                }
            }
            if !signalled { firstCommit.signal() }
            reading.leave()
        }
        // Startup time varies with machine load, so the random delay counts from the first commit.
        _ = firstCommit.wait(timeout: .now() + 120)
        Thread.sleep(forTimeInterval: seconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        reading.wait()

        let text = collected.withLock { String(decoding: $0, as: UTF8.self) }
        var sequences: Set<Int> = []
        for line in text.split(separator: "\n") where line.hasPrefix("committed ") {
            if let number = Int(line.dropFirst("committed ".count)) { sequences.insert(number) }
        }
        return sequences
    }

    /// Runs an async read from this synchronous test.
    private func awaitValue(_ body: @escaping @Sendable () async throws -> DatabaseValue?) throws -> DatabaseValue? {
        let result = Locked<Result<DatabaseValue?, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let outcome: Result<DatabaseValue?, any Error>
            do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0 }?.get()
    }
}
