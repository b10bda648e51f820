import Dispatch
import Foundation
import XCTest
@testable import ModelScanner

/// A scan prepared for concurrent reads (`ScanResult.prepareForConcurrentReads()`) reads the same
/// from several threads at once as a plain scan reads on one, and no read writes memory (run with
/// `swift test --sanitize=thread --filter ConcurrentReadTests` to have ThreadSanitizer check that).
final class ConcurrentReadTests: XCTestCase {
    /// The scanner conformance corpus, ModelGen's own sources (a real package), and the folder in
    /// `MODELGEN_CONCURRENT_READ_SOURCES`, if set (e.g. swift-nio's Sources).
    private var corpora: [URL] {
        let package = Conformance.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let extra = ProcessInfo.processInfo.environment["MODELGEN_CONCURRENT_READ_SOURCES"].map { URL(fileURLWithPath: $0) }
        return [Conformance.sources, package.appendingPathComponent("Sources")] + (extra.map { [$0] } ?? [])
    }

    func testPreparedScanReadsTheSameOnSeveralThreadsAsAPlainScanOnOne() throws {
        for corpus in corpora {
            let sequential = ModelTranscript.of(try SourceScanner.scan([corpus]))
            let shared = try SourceScanner.scan([corpus]).prepareForConcurrentReads()
            let threads = 4
            let transcripts = Transcripts(count: threads)
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                transcripts.set(ModelTranscript.of(shared.result, readingBackwards: index.isMultiple(of: 2)), at: index)
            }
            for index in 0..<threads {
                XCTAssertTrue(transcripts[index] == sequential, "\(corpus.lastPathComponent), thread \(index)")
            }
            XCTAssertEqual(shared.result.dumpJSON(), try SourceScanner.scan([corpus]).dumpJSON(), corpus.lastPathComponent)
        }
    }

    /// What a name resolves to does not depend on which names were read first.
    func testReadingInAnotherOrderGivesTheSameModel() throws {
        for corpus in corpora {
            let forwards = ModelTranscript.of(try SourceScanner.scan([corpus]))
            let backwards = ModelTranscript.of(try SourceScanner.scan([corpus]), readingBackwards: true)
            XCTAssertTrue(forwards == backwards, corpus.lastPathComponent)
        }
    }

    func testPreparingTwiceFromSeveralThreadsPreparesOnce() throws {
        let result = try SourceScanner.scan([Conformance.sources])
        let sequential = ModelTranscript.of(try SourceScanner.scan([Conformance.sources]))
        let handle = ScanHandle(result: result)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            _ = handle.result.prepareForConcurrentReads()
        }
        XCTAssertTrue(ModelTranscript.of(result.prepareForConcurrentReads().result) == sequential)
    }

    /// One slot per thread, each written by its own thread only.
    private final class Transcripts: @unchecked Sendable {
        // Unchecked: each thread writes its own slot of a buffer allocated before they start, and
        // the test reads them after `concurrentPerform` has joined them.
        private let slots: UnsafeMutableBufferPointer<String>
        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: "")
        }
        deinit {
            slots.deinitialize()
            slots.deallocate()
        }
        func set(_ transcript: String, at index: Int) { slots[index] = transcript }
        subscript(index: Int) -> String { slots[index] }
    }

    /// An unprepared result handed to several threads, which all prepare it.
    private struct ScanHandle: @unchecked Sendable {
        // Unchecked: on purpose, to call `prepareForConcurrentReads` from several threads at once.
        let result: ScanResult
    }
}
