import XCTest
@testable import ModelScanner

/// Declarations record the 1-based UTF-8 byte column of the token their `line` names, as diagnostics do.
final class ColumnTests: XCTestCase {
    func testEveryDeclarationFormRecordsItsColumn() throws {
        let result = scan("""
        public struct A {
          static var x = 1, y = 2
          @objc let z: Int
          func f<T>(t: T) {}
          init() {}
          deinit {}
          subscript(i: Int) -> Int { i }
        }
        final class C {}
        enum E { case a, b(Int) }
        protocol P { func p() }
        extension A { private func g() {} }
        actor Q {}
        """)
        let a = try XCTUnwrap(result.type("A"))
        XCTAssertEqual([a.line, a.column], [1, 8])
        XCTAssertEqual(a.variables.map { [$0.line, $0.column] }, [[2, 10], [2, 10], [3, 9]])
        XCTAssertEqual(a.methods.map { "\($0.callName) \($0.line):\($0.column)" }, ["f 4:8", "init 5:3", "deinit 6:3", "g 12:28"])
        XCTAssertEqual(a.subscripts.map { [$0.line, $0.column] }, [[7, 3]])
        XCTAssertEqual(result.type("C").map { [$0.line, $0.column] }, [9, 7])
        XCTAssertEqual(result.type("E")?.cases.map { [$0.line, $0.column] }, [[10, 15], [10, 18]])
        XCTAssertEqual(result.type("P")?.methods.map { [$0.line, $0.column] }, [[11, 19]])
        XCTAssertEqual(result.type("Q").map { [$0.line, $0.column] }, [13, 1])
    }

    func testColumnsCountBytesAfterTabsAndMultibyteCharacters() throws {
        let result = scan("\tstruct A {\n\t\tlet é = 1; var ü = \"日本\"; func ƒ() {}\n/* Ω */ var w = 0\n}\n\t/*🎉*/enum B { case 🐶 }\n")
        let a = try XCTUnwrap(result.type("A"))
        XCTAssertEqual([a.line, a.column], [1, 2])
        XCTAssertEqual(a.variables.map { [$0.line, $0.column] }, [[2, 3], [2, 15], [3, 10]])
        XCTAssertEqual(a.methods.map { [$0.line, $0.column] }, [[2, 39]])
        let b = try XCTUnwrap(result.type("B"))
        XCTAssertEqual([b.line, b.column], [5, 10])
        XCTAssertEqual(b.cases.map { [$0.line, $0.column] }, [[5, 24]])
    }

    func testGlobalFunctionsKnowTheirFile() {
        let result = SourceScanner.scan(files: [(path: "A.swift", source: "struct A { func m() {} }\n"),
                                                (path: "Lib/B.swift", source: "\n  func helper() {}\n")])
        XCTAssertEqual(result.functions.map { "\($0.path):\($0.line):\($0.column)" }, ["Lib/B.swift:2:8"])
        XCTAssertEqual(result.type("A")?.methods.map(\.path), ["A.swift"])
    }
}
