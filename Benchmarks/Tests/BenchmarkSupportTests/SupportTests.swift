import BenchmarkSupport
import Foundation
import XCTest

final class SupportTests: XCTestCase {
    func testMarkdownTablePadsColumns() {
        var table = MarkdownTable(headers: ["A", "Long header"])
        table.addRow(["value", "x"])
        table.addRow(["v"])
        XCTAssertEqual(table.text, """
            | A     | Long header |
            | ----- | ----------- |
            | value | x           |
            | v     |             |
            """)
    }

    func testFormats() {
        XCTAssertEqual(Format.decimal(3.14159, digits: 2), "3.14")
        XCTAssertEqual(Format.decimal(2, digits: 1), "2.0")
        XCTAssertEqual(Format.ratio(23.45), "23.5×")
        XCTAssertEqual(Format.ratio(460.2), "460×")
        XCTAssertEqual(Format.duration(1.234), "1.23 s")
        XCTAssertEqual(Format.duration(0.0123), "12.3 ms")
        XCTAssertEqual(Format.signedDuration(-0.5), "−500.0 ms")
        XCTAssertEqual(Format.count(1_500_000), "1.50 M")
    }

    func testMedian() {
        XCTAssertEqual(Stopwatch.median(of: [3, 1, 2]), 2)
        XCTAssertEqual(Stopwatch.median(of: [4, 1, 2, 3]), 2.5)
        XCTAssertEqual(Stopwatch.median(of: []), 0)
    }

    func testSyntheticCorpusIsDeterministic() {
        let corpus = SyntheticCorpus(fileCount: 3)
        XCTAssertEqual(corpus.source(ofFile: 2), SyntheticCorpus(fileCount: 3).source(ofFile: 2))
        XCTAssertNotEqual(corpus.source(ofFile: 1), corpus.source(ofFile: 2))
        XCTAssertTrue(corpus.source(ofFile: 0).contains("// sourcery: AutoEquatable"))
    }

    func testChildProcessReportsStatusAndOutput() {
        let run = ChildProcess.run("sh", ["-c", "echo hello; exit 3"])
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.output, "hello\n")
        XCTAssertEqual(ChildProcess.run("/nonexistent/tool", []).status, 127)
    }
}
