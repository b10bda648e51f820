import BenchmarkSupport
import Foundation
import SwiftSyntaxDump
import XCTest

final class DumpComparisonTests: XCTestCase {
    private func dump(_ text: String) throws -> JSONValue {
        try JSONValue.parse(Data(text.utf8))
    }

    func testWhiteSpaceInTypeNamesDoesNotCount() throws {
        let left = try dump(#"{"types": [{"name": "A", "variables": [{"name": "x", "typeName": "[String: Int]"}]}]}"#)
        let right = try dump(#"{"types": [{"name": "A", "variables": [{"name": "x", "typeName": "[String:Int]"}]}]}"#)
        let comparison = DumpComparison(left: left, right: right)
        XCTAssertTrue(comparison.isIdentical)
        XCTAssertEqual(comparison.variables.agreeing, 1)
    }

    func testReportsFieldMissingMemberAndMissingType() throws {
        let left = try dump(#"{"types": [{"name": "A", "kind": "struct", "variables": [{"name": "x", "typeName": "Int"}, {"name": "y", "typeName": "Int"}]}]}"#)
        let right = try dump(#"{"types": [{"name": "A", "kind": "class", "variables": [{"name": "x", "typeName": "Double"}]}, {"name": "B", "variables": []}]}"#)
        let comparison = DumpComparison(left: left, right: right)
        XCTAssertEqual(comparison.types.total, 2)
        XCTAssertEqual(comparison.types.agreeing, 0)
        XCTAssertEqual(comparison.variables.total, 2)
        XCTAssertEqual(comparison.variables.agreeing, 0)
        let lines = comparison.differences.map(\.description)
        XCTAssertTrue(lines.contains("A kind: \"struct\" ≠ \"class\""), "\(lines)")
        XCTAssertTrue(lines.contains("A variable x typeName: \"Int\" ≠ \"Double\""), "\(lines)")
        XCTAssertTrue(lines.contains("A variable y variable: present ≠ missing"), "\(lines)")
        XCTAssertTrue(lines.contains("B type: missing ≠ present"), "\(lines)")
        XCTAssertEqual(comparison.fieldCounts["typeName"], 1)
    }

    func testJSONSerializationIsKeySortedAndRoundTrips() throws {
        let value = JSONValue.object(["b": .array([.number(1), .number(1.5)]), "a": .string("q\"\n"), "c": .null])
        let text = value.serialized()
        XCTAssertLessThan(try XCTUnwrap(text.range(of: "\"a\"")).lowerBound, try XCTUnwrap(text.range(of: "\"b\"")).lowerBound)
        XCTAssertEqual(try JSONValue.parse(Data(text.utf8)), value)
    }
}
