import XCTest
import ModelScanner
@testable import ModelGen

final class ArgumentsParserTests: XCTestCase {
    func testTheConformanceCaseArguments() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance/arguments-values/args.txt")
        let line = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .newlines)
        XCTAssertEqual(ArgumentsParser.parse([line]), [
            "moduleName": .string("WeatherKit"),
            "public": .bool(true),
            "header": .string("Mocks for tests"),
            "retries": .number(3),
            "imports": .array([.string("Foundation"), .string("Combine")]),
        ])
    }

    func testValueTypes() {
        XCTAssertEqual(ArgumentsParser.parse("a=1,b,c=\"x\",d='y',e=true,f=-2.5,g=\"3\",h="), [
            "a": .number(1), "b": .bool(true), "c": .string("x"), "d": .string("y"),
            "e": .string("true"), "f": .number(-2.5), "g": .string("3"), "h": .bool(true),
        ])
    }

    func testCommasInsideQuotesAndBracketsDoNotSplit() {
        XCTAssertEqual(ArgumentsParser.parse(#"title="a, b",pair=(1, 2),map={"k": [1, 2]}"#), [
            "title": .string("a, b"), "pair": .string("(1, 2)"),
            "map": .object(["k": .array([.number(1), .number(2)])]),
        ])
    }

    func testRepeatedKeysCollectDistinctValuesAcrossArgs() {
        XCTAssertEqual(ArgumentsParser.parse(["tag=a,tag=b", "tag=a", "tag=c"]), ["tag": .array([.string("a"), .string("b"), .string("c")])])
    }

    func testNamespacesOnTheFirstItem() {
        XCTAssertEqual(ArgumentsParser.parse("json:keys: id=1,name"), ["json": .object(["keys": .object(["id": .number(1), "name": .bool(true)])])])
        XCTAssertEqual(ArgumentsParser.parse("url=http://x.y/z"), ["url": .string("http://x.y/z")], "colons in values are not namespaces")
    }

    func testEmptyAndOddInput() {
        XCTAssertEqual(ArgumentsParser.parse(""), [:])
        XCTAssertEqual(ArgumentsParser.parse(",,=1, a"), ["a": .bool(true)])
        XCTAssertEqual(ArgumentsParser.parse("bad=[1, 2"), ["bad": .string("[1, 2")])
    }
}
