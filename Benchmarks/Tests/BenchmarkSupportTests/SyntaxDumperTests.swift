import BenchmarkSupport
import Foundation
import SwiftSyntaxDump
import XCTest

/// The swift-syntax extractor is the oracle of the differential check, so it must reproduce the
/// scanner conformance dumps exactly and follow the annotation rules on its own cases.
final class SyntaxDumperTests: XCTestCase {
    private static let conformance = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/ModelScannerTests/Conformance")

    func testReproducesEveryConformanceDump() throws {
        let files = SourceFileList.files(in: [Self.conformance.appendingPathComponent("sources")])
        XCTAssertEqual(files.count, 18)
        var cases = [(name: "all.json", files: files)]
        cases += files.map { (name: "per-file/" + $0.url.deletingPathExtension().lastPathComponent + ".json", files: [$0]) }
        for (name, files) in cases {
            let produced = try JSONValue.parse(Data(SyntaxDumper.dump(files).serialized().utf8))
            let expected = try JSONValue.parse(Data(contentsOf: Self.conformance.appendingPathComponent("expected/\(name)")))
            let comparison = DumpComparison(left: produced, right: expected)
            XCTAssertTrue(comparison.isIdentical, "\(name): \(comparison.differences.prefix(3).map(\.description))")
        }
    }

    func testAnnotationRulesOnTheSpecExamples() throws {
        let source = """
            struct S {
                // sourcery: ignore
                var a = ""
                // sourcery: tag = a
                // sourcery: tag = b
                var b = 0
                // sourcery: json:key = "id", max = 5
                var c = 0
                // sourcery: lost

                var d = 0
                var e = 0 // sourcery: transient
                var f = "// sourcery: notAnAnnotation"
            }
            """
        let dump = SyntaxDumper.dump(sources: [(path: "S.swift", utf8: Array(source.utf8))])
        let variables = try XCTUnwrap(dump.types.first).variables
        XCTAssertEqual(variables.map(\.name), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(variables[0].annotations, ["ignore": .bool(true)])
        XCTAssertEqual(variables[1].annotations, ["tag": .array([.string("a"), .string("b")])])
        XCTAssertEqual(variables[2].annotations, ["json": .object(["key": .string("id"), "max": .number(5)])])
        XCTAssertEqual(variables[3].annotations, [:])
        XCTAssertEqual(variables[4].annotations, ["transient": .bool(true)])
        XCTAssertEqual(variables[5].annotations, [:])
        XCTAssertEqual(variables[5].typeName, "String")
    }

    func testExtensionsMergeIntoTheirTypeAndDuplicatesIgnoreWhiteSpace() {
        let first = "struct A: P { var x: [Int] }\nextension A: Q { func f(_ a: [ Int ]) {} }"
        let second = "extension A: P { var x: [ Int ]; func f(_ a: [Int]) {} }\nextension B {}"
        let dump = SyntaxDumper.dump(sources: [(path: "1.swift", utf8: Array(first.utf8)), (path: "2.swift", utf8: Array(second.utf8))])
        XCTAssertEqual(dump.types.map(\.name), ["A", "B"])
        XCTAssertEqual(dump.types[0].inheritedTypes, ["P", "Q"])
        XCTAssertEqual(dump.types[0].variables.count, 1)
        XCTAssertEqual(dump.types[0].methods.count, 1)
        XCTAssertEqual(dump.types[1].kind, "extension")
        XCTAssertTrue(dump.types[1].isExtension)
    }
}
