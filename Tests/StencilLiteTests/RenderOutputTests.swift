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

    /// The bytes ModelGen takes are the text's, after the blank-line clean-up and a concurrent loop.
    func testRenderingToUTF8GivesTheTextsBytes() throws {
        var environment = Environment(extensions: [.stencilSwiftKit], cleansBlankLines: true)
        environment.concurrentLoops = true
        environment.concurrentLoopMinimumItems = 2
        environment.concurrentLoopMinimumSeconds = 0
        let template = try environment.template(string: "é\n\n{% for x in xs %}\n  {{ x }}\n{% if x %}\n{% endif %}\n{% endfor %}\nend")
        let context: [String: Any] = ["xs": (0..<40).map { $0 % 3 == 0 ? "日本 \($0)" : "\($0)" }]
        let text = try template.render(context)
        XCTAssertEqual(try template.renderUTF8(context), Array(text.utf8))
        XCTAssertTrue(text.hasPrefix("é\n\n  日本 0\n  1\n"), text)
    }

    func testCapturedBodiesLeaveNothingBehindInTheOutput() throws {
        let environment = Environment(extensions: [.stencilSwiftKit])
        let template = """
            <{% for x in xs %}{% set y %}[{{ x }}{% set z %}({{ x }}){% endset %}{{ z }}]{% endset %}{{ y }}{% filter uppercase %}{{ x }}b{% endfilter %}{% endfor %}>
            """
        XCTAssertEqual(try render(template, ["xs": ["a", "é"]], environment: environment), "<[a(a)]AB[é(é)]ÉB>")
    }
}
