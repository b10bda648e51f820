import XCTest
@testable import ModelGen

final class YAMLReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> YAMLNode? { try YAMLReader.parse(text, path: "c.yml") }

    /// The node as plain Swift values, for compact assertions.
    private func plain(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        switch node.content {
        case .scalar(let text, let isQuoted): return isQuoted ? "'\(text)'" : text
        case .list(let items): return "[" + items.map(plain).joined(separator: ", ") + "]"
        case .map(let entries): return "{" + entries.map { "\($0.key): \(plain($0.value))" }.joined(separator: ", ") + "}"
        case .empty: return "~"
        }
    }

    private func assertError(_ text: String, line: Int, column: Int, contains message: String,
                             file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: sourceLine) { error in
            guard let error = error as? ModelGenError else { return XCTFail("not a ModelGenError: \(error)", file: file, line: sourceLine) }
            XCTAssertEqual(error.kind, .configuration, file: file, line: sourceLine)
            XCTAssertEqual(error.location, FileLocation(path: "c.yml", line: line, column: column), "\(error)", file: file, line: sourceLine)
            XCTAssertTrue(error.message.contains(message), error.message, file: file, line: sourceLine)
        }
    }

    func testBlockMapsListsAndComments() throws {
        let text = """
        # a comment
        sources:   # trailing comment
          - Sources/App
          - "Sources/Other # not a comment"
        templates:
        - Templates
        output: Generated
        args:
          nested:
            deep: 1
          flag:
        """
        XCTAssertEqual(plain(try parse(text)),
                       "{sources: [Sources/App, 'Sources/Other # not a comment'], templates: [Templates], output: Generated, args: {nested: {deep: 1}, flag: ~}}")
    }

    func testCompactMapsInsideListsAndNestedLists() throws {
        let text = """
        items:
          - name: a
            path: b
          - - x
            - y
          -
            z
        """
        XCTAssertEqual(plain(try parse(text)), "{items: [{name: a, path: b}, [x, y], z]}")
    }

    func testFlowCollectionsAndJSON() throws {
        XCTAssertEqual(plain(try parse("a: [1, two, \"three\"]\nb: {c: d, e: [f]}")), "{a: [1, two, 'three'], b: {c: d, e: [f]}}")
        let json = """
        {
          "sources": ["Sources/App"],
          "args": {"count": 3, "name": "x\\u00e9\\n", "ok": true, "none": null}
        }
        """
        XCTAssertEqual(plain(try parse(json)), "{sources: ['Sources/App'], args: {count: 3, name: 'xé\n', ok: true, none: null}}")
    }

    func testQuotedScalars() throws {
        XCTAssertEqual(plain(try parse(#"a: 'it''s'"#)), "{a: 'it's'}")
        XCTAssertEqual(plain(try parse(#"a: "tab\there \"q\" \\ \u263A""#)), "{a: 'tab\there \"q\" \\ ☺'}")
        XCTAssertEqual(plain(try parse("\"key with: colon\": v")), "{key with: colon: v}")
        XCTAssertEqual(plain(try parse("url: http://example.com/a#b")), "{url: http://example.com/a#b}")
    }

    func testEmptyDocumentsAndMarkers() throws {
        XCTAssertNil(try parse(""))
        XCTAssertNil(try parse("# only a comment\n\n"))
        XCTAssertEqual(plain(try parse("\u{FEFF}---\na: 1\n...\n# end\n")), "{a: 1}")
        XCTAssertThrowsError(try parse("a: 1\n...\nb: 2\n"))
        XCTAssertEqual(plain(try parse("a: 1\r\nb: 2\r\n")), "{a: 1, b: 2}")
    }

    func testLocatedErrors() {
        assertError("a: 1\na: 2", line: 2, column: 1, contains: "duplicate key 'a'")
        assertError("a:\n\tb: 1", line: 2, column: 1, contains: "tabs")
        assertError("a: \"open", line: 1, column: 4, contains: "unterminated string")
        assertError("a: [1, 2\nb: 3", line: 2, column: 1, contains: "list opened at line 1, column 4")
        assertError("a: [1, 2", line: 1, column: 9, contains: "the file ends before the ']' that closes the list opened at line 1, column 4")
        assertError("a: |\n  text", line: 1, column: 4, contains: "block scalars")
        assertError("a: &anchor 1", line: 1, column: 4, contains: "anchors")
        assertError("a: 1\n  b: 2", line: 2, column: 3, contains: "indentation")
        assertError("a: b: c", line: 1, column: 4, contains: "own line")
        assertError("a: [1 2, 3}", line: 1, column: 11, contains: "expected ',' or ']'")
        assertError("a: \"\\q\"", line: 1, column: 5, contains: "unknown escape")
        assertError("a: 1\n- b", line: 2, column: 1, contains: "expected a key")
        assertError("{\"a\" 1}", line: 1, column: 6, contains: "expected ':'")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000)
        assertError(deep, line: 1, column: 64, contains: "nesting")
        var block = ""
        for level in 0..<200 { block += String(repeating: " ", count: level) + "k:\n" }
        XCTAssertThrowsError(try parse(block))
    }

    func testControlCharactersAreLocatedErrors() {
        assertError("a: 1\nb: x\u{0}y", line: 2, column: 5, contains: "U+0000")
        assertError("a: \"\u{1B}\"", line: 1, column: 5, contains: "U+001B")
    }

    func testColumnsCountCharactersNotBytes() {
        assertError("é: [1,", line: 1, column: 7, contains: "the file ends before the ']'")
    }
}
