import XCTest
@testable import ModelScanner

/// Each kind of hostile input gets one warning at the offending token, byte or unclosed opener,
/// and the declarations after it are still found.
final class HostileInputDiagnosticTests: XCTestCase {
    private func scanBytes(_ bytes: [UInt8]) -> ScanResult {
        SourceScanner.scan(bytes: bytes, path: "Bad.swift")
    }

    private func descriptions(_ result: ScanResult) -> [String] {
        result.diagnostics.map(\.description)
    }

    func testUnclosedGenericParameterClause() {
        let result = scan("struct A<T {\n  var a: Int\n}\nstruct B {}\n")
        XCTAssertEqual(descriptions(result), ["Test.swift:1:9: warning: unclosed '<' in generic parameter clause"])
        XCTAssertEqual(result.types.map(\.name), ["A", "B"])
        XCTAssertEqual(result.type("A")?.variables.map(\.name), ["a"])
        let function = scan("struct A {\n\tfunc f<T(x: T) {}\n  var b: Int\n}\n")
        XCTAssertEqual(descriptions(function), ["Test.swift:2:8: warning: unclosed '<' in generic parameter clause"])
        XCTAssertEqual(function.type("A")?.variables.map(\.name), ["b"])
    }

    func testUnclosedGenericArgumentClause() {
        let result = scan("struct A {\n  var x: Array<Int\n}\nstruct B { var y: Int }\n")
        XCTAssertEqual(descriptions(result), ["Test.swift:2:15: warning: unclosed '<' in generic argument clause"])
        XCTAssertEqual(result.types.map(\.name), ["A", "B"])
        XCTAssertEqual(result.type("B")?.variables.map(\.name), ["y"])
    }

    func testBalancedAnglesThatShareATokenAreNotDiagnosed() {
        let source = """
        struct A<T: Collection<Int>> { var x: [Set<Int>]? }
        struct B<T> where T: Sequence<Array<Int>>{}
        func f<T: P<Q<R>>>(x: Dictionary<String, Array<Int>>?) -> Result<Array<Int>, Error>{ fatalError() }
        struct C { var y: Array<(Int) -> Void> = [] ; var z: Foo<3, Int> }
        """
        XCTAssertEqual(descriptions(scan(source)), [])
    }

    func testInvalidUTF8InAStringACommentAndAnIdentifier() {
        let string = scanBytes(Array("struct A {}\nlet s = \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\"\nstruct B {}\n".utf8))
        XCTAssertEqual(descriptions(string), ["Bad.swift:2:10: warning: invalid UTF-8 byte"])
        XCTAssertEqual(string.types.map(\.name), ["A", "B"])
        let comment = scanBytes(Array("// é ok\n  /* x ".utf8) + [0xE2, 0x82] + Array(" */ struct B {}\n".utf8))
        XCTAssertEqual(descriptions(comment), ["Bad.swift:2:8: warning: invalid UTF-8 byte"])
        XCTAssertEqual(comment.types.map(\.name), ["B"])
        let identifier = scanBytes(Array("struct Caf".utf8) + [0xC3] + Array(" {\n  var x".utf8) + [0xED, 0xA0, 0x80] + Array(": Int\n}\n".utf8))
        XCTAssertEqual(descriptions(identifier), ["Bad.swift:1:11: warning: invalid UTF-8 byte",
                                                  "Bad.swift:2:8: warning: invalid UTF-8 byte"])
        XCTAssertEqual(identifier.types.first?.variables.count, 1)
    }

    func testBadBytesAreFoundAnywhereInLongCommentsStringsAndIndentation() {
        let plain = String(repeating: "abcdefgh", count: 3)
        let source = Array("// \(plain)".utf8) + [0xFF] + Array(" \(plain) é\n/* \(plain)\n \(plain)".utf8) + [0xC0]
            + Array(" */ struct A {\n  func f() {\n                ".utf8) + [0] + Array("\n  }\n  var s = \"\(plain)".utf8) + [0xF8]
            + Array("\(plain)\"\n}\n".utf8)
        XCTAssertEqual(descriptions(scanBytes(source)), [
            "Bad.swift:1:28: warning: invalid UTF-8 byte",
            "Bad.swift:3:26: warning: invalid UTF-8 byte",
            "Bad.swift:5:17: warning: NUL byte in source; read as a space",
            "Bad.swift:7:36: warning: invalid UTF-8 byte",
        ])
        XCTAssertEqual(scanBytes(source).type("A")?.variables.first?.defaultValue?.utf8.count, 2 + 48 + 3)
    }

    func testLongCommentsStillEndAndKeepTheirAnnotations() {
        let plain = String(repeating: "abcdefgh", count: 3)
        let source = "/* \(plain) /* \(plain) */ \(plain)\n   \(plain) */\n/* \(plain)\n sourcery: key = \(plain) */\nstruct A {}\n"
            + "// \(plain)\n\(String(repeating: " ", count: 24))struct B {}\n"
        let result = scan(source)
        XCTAssertEqual(descriptions(result), [])
        XCTAssertEqual(result.types.map(\.name), ["A", "B"])
        XCTAssertEqual(result.type("A")?.annotations["key"], .string(plain))
        XCTAssertEqual(result.type("B").map { [$0.line, $0.column] }, [7, 25])
    }

    func testInvalidUTF8InASkippedBody() {
        let result = scanBytes(Array("struct A {\n  func f() {\n    let x = 1 +".utf8) + [0x80] + Array("\n  }\n  var b: Int\n}\n".utf8))
        XCTAssertEqual(descriptions(result), ["Bad.swift:3:16: warning: invalid UTF-8 byte"])
        XCTAssertEqual(result.type("A")?.variables.map(\.name), ["b"])
    }

    func testValidMultibyteTextIsNotDiagnosed() {
        let source = "struct Café { var naïve = \"日本語 🎉\" // ✓\n func ƒ() { let 🐶 = \"ü\" } }\n/* Ωmega */ struct 𝔘 {}\n"
        XCTAssertEqual(descriptions(scan(source)), [])
    }

    func testNULBytes() {
        let trivia = scanBytes(Array("struct A {}\n\n".utf8) + [0] + Array(" struct B {}\n".utf8))
        XCTAssertEqual(descriptions(trivia), ["Bad.swift:3:1: warning: NUL byte in source; read as a space"])
        XCTAssertEqual(trivia.types.map(\.name), ["A", "B"])
        let body = scanBytes(Array("struct A {\n  func f() {".utf8) + [0, 0] + Array("}\n  var s = \"a".utf8) + [0] + Array("\"\n}\n".utf8))
        XCTAssertEqual(descriptions(body), ["Bad.swift:2:13: warning: NUL byte in source; read as a space",
                                            "Bad.swift:3:13: warning: NUL byte in source; read as a space"])
        XCTAssertEqual(body.type("A")?.variables.map(\.name), ["s"])
    }

    func testUnbalancedConditionalDirectives() {
        let open = scan("struct A {}\n#if X\n  #if Y\n  #endif\nstruct B {}\n")
        XCTAssertEqual(descriptions(open), ["Test.swift:2:1: warning: '#if' without '#endif'"])
        XCTAssertEqual(open.types.map(\.name), ["A", "B"])
        let inBody = scan("struct A {\n  func f() {\n    #if X\n  }\n  var b: Int\n}\n")
        XCTAssertEqual(descriptions(inBody), ["Test.swift:3:5: warning: '#if' without '#endif'"])
        XCTAssertEqual(inBody.type("A")?.variables.map(\.name), ["b"])
        let stray = scan("struct A {}\n#endif\nstruct B {}\n")
        XCTAssertEqual(descriptions(stray), ["Test.swift:2:1: warning: '#endif' without '#if'"])
        XCTAssertEqual(stray.types.map(\.name), ["A", "B"])
    }

    func testConditionalsReadAgainAfterLookaheadAreCountedOnce() {
        let source = "struct A {\n  var x: Int {\n#if os(Linux)\n    1\n#else\n    2\n#endif\n  }\n}\n#if X\n#endif\n"
        XCTAssertEqual(descriptions(scan(source)), [])
    }

    func testDeepNestingInATypeAndInAValue() {
        let depth = 100_000
        let parens = scan("struct A {\n  var x: " + String(repeating: "(", count: depth) + "Int" + String(repeating: ")", count: depth)
                          + "\n}\nstruct B {}\n")
        XCTAssertEqual(descriptions(parens), ["Test.swift:2:266: warning: nesting deeper than 256 levels"])
        XCTAssertEqual(parens.types.map(\.name), ["A", "B"])
        let generics = scan("struct A {\n  var x: " + String(repeating: "Array<", count: depth) + "Int"
                            + String(repeating: ">", count: depth) + "\n}\nstruct B {}\n")
        XCTAssertEqual(descriptions(generics), ["Test.swift:2:\(15 + 256 * 6): warning: nesting deeper than 256 levels"])
        XCTAssertEqual(generics.types.map(\.name), ["A", "B"])
        let value = scan("struct A {\n  var x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                         + "\n  var y: Int\n}\n")
        XCTAssertEqual(descriptions(value), ["Test.swift:2:267: warning: nesting deeper than 256 levels"])
        XCTAssertEqual(value.type("A")?.variables.map(\.name), ["x", "y"])
        let shallow = "struct A { var x: " + String(repeating: "[", count: 256) + "Int" + String(repeating: "]", count: 256) + " }"
        XCTAssertEqual(descriptions(scan(shallow)), [])
    }

    func testNestedConditionalsReportTheOutermostOnce() {
        let result = scan("struct A {}\n" + String(repeating: "#if X\n", count: 100_000) + "struct B {}\n")
        XCTAssertEqual(descriptions(result), ["Test.swift:2:1: warning: '#if' without '#endif'"])
        XCTAssertEqual(result.types.map(\.name), ["A", "B"])
    }
}
