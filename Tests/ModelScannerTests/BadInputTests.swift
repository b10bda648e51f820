import XCTest
@testable import ModelScanner

/// Any bytes: no crash, no hang, no stack overflow; recovery at the next declaration with a warning.
final class BadInputTests: XCTestCase {
    private func scanBytes(_ bytes: [UInt8]) -> ScanResult {
        SourceScanner.scan(bytes: bytes, path: "Bad.swift")
    }

    func testUnterminatedStringRecoversAtTheNextDeclaration() {
        let result = scan("struct A {\n var x = \"abc\n var y: Int\n}\nstruct B { var z = 1 }\n")
        XCTAssertEqual(result.types.map(\.name), ["A", "B"])
        XCTAssertEqual(result.type("A")?.variables.map(\.name), ["x", "y"])
        XCTAssertEqual(result.diagnostics.map(\.description), ["Test.swift:2:10: warning: unterminated string literal"])
    }

    func testUnterminatedCommentAndMultiLineString() {
        let comment = scan("struct A {\n /* never closed\n var y: Int\n}\n")
        XCTAssertEqual(comment.types.map(\.name), ["A"])
        XCTAssertTrue(comment.diagnostics.contains { $0.message == "unterminated block comment" && $0.location?.line == 2 })
        XCTAssertTrue(comment.diagnostics.contains { $0.message.hasPrefix("missing '}'") })
        let string = scan("struct A { var x = \"\"\"\n abc \n")
        XCTAssertTrue(string.diagnostics.contains { $0.message == "unterminated string literal" })
    }

    func testUnbalancedBraces() {
        let open = scan("struct A {\n var x: Int\n func f() {\n  if true {\n}\nstruct B { var z = 1 }\n")
        XCTAssertEqual(open.types.map(\.name), ["A"])
        XCTAssertFalse(open.diagnostics.isEmpty)
        let close = scan("}\n}\nstruct A { var x: Int }\n}\nstruct B { var z = 1 }\n")
        XCTAssertEqual(close.types.map(\.name), ["A", "B"])
        XCTAssertEqual(close.diagnostics.map { $0.location?.line }, [1, 2, 4])
        XCTAssertEqual(close.diagnostics.first?.description, "Test.swift:1:1: warning: unmatched '}'")
    }

    func testGarbageInATypeBodyIsSkippedWithAWarning() {
        let result = scan("struct A {\n var a: Int\n 42 + ) ]\n var b: Int\n}")
        XCTAssertEqual(result.type("A")?.variables.map(\.name), ["a", "b"])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.location?.line, 3)
    }

    func testInvalidUTF8NULAndBinary() {
        let invalid = scanBytes(Array("struct ".utf8) + [0xFF, 0xFE] + Array(" { var ".utf8) + [0xC3, 0x28]
                                + Array(": Int }\nstruct B { var z = 1 }\n".utf8))
        XCTAssertEqual(invalid.types.count, 2)
        let nul = scanBytes(Array("struct A {\u{0} var x: Int\u{0} }\n\u{0}".utf8))
        XCTAssertEqual(nul.type("A")?.variables.map(\.name), ["x"])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = scanBytes(bytes).dumpJSON()
        }
        XCTAssertEqual(scanBytes([]).types.count, 0)
    }

    func testRandomSwiftLikeTokenSoupNeverCrashes() {
        let pieces = ["struct", "class", "enum", "case", "var", "let", "func", "init", "{", "}", "(", ")", "[", "]", "<", ">",
                      ":", ",", "=", "\"", "\"\"\"", "#if", "#endif", "/*", "*/", "//", "\n", "@", "x", "Int", "?", "->",
                      "extension", "protocol", "#\"", "\\(", "/", "`", "'", "subscript", "get", "set", "willSet", ".", "..."]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let source = (0..<300).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            _ = scan(source).dumpJSON()
        }
    }

    func testHugeSingleLine() {
        let long = "struct A { var x = \"" + String(repeating: "a", count: 10_000_000) + "\" }\n"
        let result = scan(long)
        XCTAssertEqual(result.type("A")?.variable("x")?.typeName.name, "String")
    }

    func testDeepNestingDoesNotBlowTheStack() {
        for depth in [10_000, 100_000] {
            let generics = "struct A { var x: " + String(repeating: "Array<", count: depth) + "Int"
                + String(repeating: ">", count: depth) + " }"
            XCTAssertEqual(scan(generics).type("A")?.variables.count, 1)
            let braces = "func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + "\nstruct B {}"
            XCTAssertEqual(scan(braces).types.map(\.name), ["B"])
            let types = String(repeating: "struct A { ", count: depth) + String(repeating: "}", count: depth)
            let nested = scan(types)
            XCTAssertEqual(nested.types.count, Parser.maximumTypeNesting + 1)
            XCTAssertEqual(nested.diagnostics.count, 1)
            let parens = "struct A { var x: " + String(repeating: "(", count: depth) + "Int" + String(repeating: ")", count: depth) + " }"
            XCTAssertEqual(scan(parens).type("A")?.variables.first?.typeName.isTuple, false)
            let arrays = "struct A { var x: " + String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth) + " }"
            XCTAssertEqual(scan(arrays).type("A")?.variables.first?.isArray, true)
            let expression = "struct A { var x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + " }"
            XCTAssertEqual(scan(expression).type("A")?.variables.count, 1)
            _ = scan(String(repeating: "{", count: depth))
            _ = scan(String(repeating: "}", count: depth))
            _ = scan(String(repeating: "<", count: depth))
        }
    }

    func testDiagnosticsAreCappedPerFile() {
        let result = scan(String(repeating: "}\n", count: 5_000))
        XCTAssertLessThanOrEqual(result.diagnostics.count, Parser.maximumDiagnostics + 1)
        XCTAssertEqual(result.diagnostics.last?.message.hasPrefix("too many warnings"), true)
    }
}
