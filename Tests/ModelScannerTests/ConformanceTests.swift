import Foundation
import XCTest
@testable import ModelScanner

/// Every fixture dumps to exactly the JSON the swift-syntax reference produced.
final class ConformanceTests: XCTestCase {
    func testAllSourcesTogetherMatchAllJSON() throws {
        let result = try SourceScanner.scan([Conformance.sources])
        let expected = try String(contentsOf: Conformance.expected.appendingPathComponent("all.json"), encoding: .utf8)
        XCTAssertNil(DumpComparison.firstDifference(result.dumpJSON(), expected))
        XCTAssertEqual(result.diagnostics, [])
    }

    func testEachFileAloneMatchesItsPerFileJSON() throws {
        let files = try Conformance.sourceFiles()
        XCTAssertEqual(files.count, 18)
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            let expectedURL = Conformance.expected.appendingPathComponent("per-file/\(name).json")
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            let source = try String(contentsOf: file, encoding: .utf8)
            let result = SourceScanner.scan(source: source, path: file.lastPathComponent)
            XCTAssertNil(DumpComparison.firstDifference(result.dumpJSON(), expected), name)
        }
    }

    func testDumpIsByteForByteDeterministic() throws {
        let first = try SourceScanner.scan([Conformance.sources]).dumpJSON()
        for _ in 0..<3 {
            XCTAssertEqual(try SourceScanner.scan([Conformance.sources]).dumpJSON(), first)
        }
    }

    func testComparisonNoticesADifference() throws {
        let result = try SourceScanner.scan([Conformance.sources])
        let expected = try String(contentsOf: Conformance.expected.appendingPathComponent("all.json"), encoding: .utf8)
        let broken = expected.replacingOccurrences(of: "\"Person\"", with: "\"Persona\"")
        XCTAssertNotNil(DumpComparison.firstDifference(result.dumpJSON(), broken))
    }
}
