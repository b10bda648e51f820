import XCTest
@testable import ModelScanner

/// Sourcery's inline regions: the bodies are not scanned (they hold generated code), the regions
/// and each type's body braces are reported for the write-back, and the block ranges follow
/// Sourcery's expression.
final class InlineRegionTests: XCTestCase {
    /// The text inside the braces of type `name`, as the scan reports them.
    private func body(_ source: String, name: String = "T") -> String? {
        let result = SourceScanner.scan(source: source, path: "T.swift")
        let bytes = Array(source.utf8)
        guard let range = result.types.first(where: { $0.name == name })?.bodyRange else { return nil }
        return String(decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
    }

    func testTheBodyEndsAtTheMatchingBracePastStringsCommentsAndInterpolations() {
        XCTAssertEqual(body("struct T { let a = \"}\"; let b = #\"\\(}\"#; let c = \"\\(x ? \"}\" : \"{\")\" }"),
                       " let a = \"}\"; let b = #\"\\(}\"#; let c = \"\\(x ? \"}\" : \"{\")\" ")
        XCTAssertEqual(body("struct T {\n  let s = \"\"\"\n  }\n  \"\"\"\n  // }\n  /* } /* { */ } */\n  func f() { if x { } }\n}\nstruct U {}"),
                       "\n  let s = \"\"\"\n  }\n  \"\"\"\n  // }\n  /* } /* { */ } */\n  func f() { if x { } }\n")
        XCTAssertEqual(body("struct S {}; struct T { let x = 1 }"), " let x = 1 ")
        XCTAssertEqual(body("@available(*, deprecated)\nstruct T<E> where E: P {\n}\n"), "\n")
        XCTAssertEqual(body("struct Outer {}\nextension Outer { struct T {} }", name: "Outer.T"), "")
    }

    func testAnUnclosedBodyHasNoRange() {
        XCTAssertNil(body("struct T {\n  func f() {\n}\n"))
        XCTAssertNil(body("struct T"))
        XCTAssertNil(body("struct T { let s = " + String(repeating: "\"\\(", count: 10_000) + " }"))
    }

    func testRegionBodiesAreNotScannedAndAreReported() throws {
        let source = """
            struct Model {
                var kept: Int
                // sourcery:inline:Model.Equatable
                var generated: String
                func generatedMethod() {}
                // sourcery:end
                var after: Int
            }
            // sourcery:inline:Unclosed
            struct Later {}
            """
        let result = SourceScanner.scan(source: source, path: "Model.swift")
        let model = try XCTUnwrap(result.types.first { $0.name == "Model" })
        XCTAssertEqual(model.variables.map(\.name), ["kept", "after"])
        XCTAssertEqual(model.methods.count, 0)
        XCTAssertEqual(model.variables.last?.line, 7, "lines after a blanked region keep their numbers")
        XCTAssertNotNil(result.types.first { $0.name == "Later" }, "an unclosed region blanks nothing")
        XCTAssertEqual(result.inlineRegions.map(\.block.key), ["Model.Equatable"])
        let region = try XCTUnwrap(result.inlineRegions.first)
        XCTAssertEqual(region.path, "Model.swift")
        XCTAssertEqual(region.block.line, 3)
        XCTAssertEqual(String(decoding: Array(source.utf8)[region.block.body], as: UTF8.self),
                       "    var generated: String\n    func generatedMethod() {}\n")
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
