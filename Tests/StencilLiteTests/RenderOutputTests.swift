import XCTest
@testable import StencilLite

/// The render's byte buffer: what it holds reads back as the concatenation of what was appended,
/// across growth and around captured bodies.
final class RenderOutputTests: XCTestCase {
    func testAppendsReadBackAsTheirConcatenationAcrossGrowth() {
        var output = RenderOutput(capacity: 1)
        var expected = ""
        let pieces = ["", "a", "é", "日本語", "👩‍👩‍👧", String(repeating: "xyz", count: 40), "\r\n", "tail"]
        for round in 0..<50 {
            let piece = pieces[round % pieces.count]
            output.append(piece)
            expected += piece
        }
        XCTAssertEqual(output.text, expected)
        XCTAssertEqual(output.count, expected.utf8.count)
    }

    func testTextFromAPointAndTruncatingLeaveTheStartAlone() {
        var output = RenderOutput()
        output.append("kept ")
        let start = output.count
        output.append("captured ✓")
        XCTAssertEqual(output.text(from: start), "captured ✓")
        output.truncate(to: start)
        output.append("and more")
        XCTAssertEqual(output.text, "kept and more")
    }

    func testCapturedBodiesLeaveNothingBehindInTheOutput() throws {
        let environment = Environment(extensions: [.stencilSwiftKit])
        let template = """
            <{% for x in xs %}{% set y %}[{{ x }}{% set z %}({{ x }}){% endset %}{{ z }}]{% endset %}{{ y }}{% filter uppercase %}{{ x }}b{% endfilter %}{% endfor %}>
            """
        XCTAssertEqual(try render(template, ["xs": ["a", "é"]], environment: environment), "<[a(a)]AB[é(é)]ÉB>")
    }
}
