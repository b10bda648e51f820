import XCTest
@testable import ModelGen

/// The pieces of the inline write-back: Sourcery's block ranges, and finding a type's braces past
/// comments and string literals.
final class InlineSyntaxTests: XCTestCase {
    private func body(_ source: String, kind: String = "struct", name: String = "T", line: Int = 1) -> String? {
        let bytes = Array(source.utf8)
        return TypeBodyLocator.body(of: kind, named: name, onLine: line, in: bytes).map {
            String(decoding: bytes[($0.open + 1)..<$0.close], as: UTF8.self)
        }
    }

    func testTheBodyEndsAtTheMatchingBracePastStringsCommentsAndInterpolations() {
        XCTAssertEqual(body("struct T { let a = \"}\"; let b = #\"\\(}\"#; let c = \"\\(x ? \"}\" : \"{\")\" }"),
                       " let a = \"}\"; let b = #\"\\(}\"#; let c = \"\\(x ? \"}\" : \"{\")\" ")
        XCTAssertEqual(body("struct T {\n  let s = \"\"\"\n  }\n  \"\"\"\n  // }\n  /* } /* { */ } */\n  func f() { if x { } }\n}\nstruct U {}"),
                       "\n  let s = \"\"\"\n  }\n  \"\"\"\n  // }\n  /* } /* { */ } */\n  func f() { if x { } }\n")
        XCTAssertEqual(body("struct S {}; struct T { let x = 1 }"), " let x = 1 ", "the keyword and name pick the declaration on a shared line")
        XCTAssertEqual(body("@available(*, deprecated)\nstruct T<E> where E: P {\n}\n", line: 2), "\n")
        XCTAssertEqual(body("extension Outer.T {\n}\n", kind: "extension", name: "Outer.T"), "\n")
    }

    func testUnbalancedOrAbsurdlyNestedInputGivesNoBody() {
        XCTAssertNil(body("struct T {\n  func f() {\n}\n"))
        XCTAssertNil(body("struct T"))
        XCTAssertNil(body("struct T {}", line: 3))
        XCTAssertNil(body("struct T {}", line: 0))
        let nested = "struct T { let s = " + String(repeating: "\"\\(", count: 10_000) + " }"
        XCTAssertNil(body(nested), "deep interpolation nesting stops at the limit instead of recursing")
    }

    func testBlockRangesFollowSourcerysExpression() {
        let text = "a\n\n  // sourcery:inline:K  \n  x\n\n \n  // sourcery:end\nb\n// sourcery:inline:Open\n"
        let bytes = Array(text.utf8)
        let blocks = InlineBlockFinder.blocks(in: bytes, outsideFileBlocks: false)
        XCTAssertEqual(blocks.map(\.key), ["K"], "an unclosed block is no block")
        guard let block = blocks.first else { return }
        XCTAssertEqual(block.line, 3)
        XCTAssertEqual(block.indentation, Array("  ".utf8))
        XCTAssertEqual(String(decoding: bytes[block.body], as: UTF8.self), "  x\n", "blank lines above the end marker are not body")
        var removed = bytes
        removed.removeSubrange(block.removal)
        XCTAssertEqual(String(decoding: removed, as: UTF8.self), "a\n\nb\n// sourcery:inline:Open\n",
                       "the blank lines above the block go with it; the end marker's newline stays")
    }

    func testMarkersMustBeAloneOnTheirLine() {
        XCTAssertEqual(SourceryMarker(line: "\t//sourcery:inline:A.b\r\n".utf8), .inline("A.b"))
        XCTAssertEqual(SourceryMarker(line: "// sourcery:end".utf8), .end)
        XCTAssertNil(SourceryMarker(line: "let x = 1 // sourcery:inline:A".utf8))
        XCTAssertNil(SourceryMarker(line: "// sourcery:inline:".utf8))
        XCTAssertNil(SourceryMarker(line: "// sourcery:inline:A B".utf8))
        XCTAssertNil(SourceryMarker(line: "/// sourcery: inline = 1".utf8))
    }

    func testIndentingSkipsEmptyLinesAndTheLastOne() {
        XCTAssertEqual(String(decoding: InlineBlockFinder.indenting(Array("a\n\n b\n".utf8), by: Array("  ".utf8)), as: UTF8.self), "  a\n\n   b\n")
    }
}
