import XCTest
@testable import StencilLite

final class WhitespaceTests: XCTestCase {
    func testDefaultKeepsEverything() throws {
        XCTAssertEqual(try render("{% if true %}\nA\n{% endif %}\n"), "\nA\n\n")
    }

    func testMarkers() throws {
        XCTAssertEqual(try render("x\n  {%- if true -%}\n  y\n  {%- endif -%}\n  z"), "xyz")
        XCTAssertEqual(try render("a \n{{ v }} \n{%- if true %}!{% endif %}", ["v": "V"]), "a \nV!")
        XCTAssertEqual(try render("x  {%+ if true %}  y  {% endif +%}  z", environment: Environment(trimBehaviour: .all)), "x  y  z")
    }

    func testSmartAndAll() throws {
        let smart = Environment(trimBehaviour: .smart)
        XCTAssertEqual(try render("  {% if true %}\n  A\n  {% endif %}\nB\n", environment: smart), "  A\nB\n")
        XCTAssertEqual(try render("{% for x in xs %}\n  - {{ x }}\n{% endfor %}\ndone", ["xs": [1, 2]], environment: smart), "  - 1\n  - 2\ndone")
        XCTAssertEqual(try render("a \n {% if true %} \n b \n {% endif %} \n c", environment: Environment(trimBehaviour: .all)), "abc")
        XCTAssertEqual(TrimBehaviour(named: "smart"), .smart)
        XCTAssertNil(TrimBehaviour(named: "some"))
    }

    func testTrimmingMatchesStencilsRegularExpressions() {
        XCTAssertEqual(TextTrimming.trimEnd("x  \n", .whitespace), "x\n", "ICU's $ also matches before a final newline")
        XCTAssertEqual(TextTrimming.trimEnd("x \t", .whitespace), "x")
        XCTAssertEqual(TextTrimming.trimStart(" \t\n\nx", .whitespaceAndOneNewLine), "\nx")
        XCTAssertEqual(TextTrimming.trimStart("\n\u{0B}\nx", .whitespaceAndNewLines), "x")
        XCTAssertEqual(TextTrimming.trimEnd("x \u{2028}", .whitespaceAndNewLines), "x")
    }

    private let sourcery = Environment(extensions: [.stencilSwiftKit], cleansBlankLines: true)

    func testBlankLineCleanupKeepsTypedBlankLinesAndDropsTagLines() throws {
        let template = """
            // head
            {% for t in types %}
                {% if t.ok %}
            struct {{ t.name }} {}
                {% endif %}

            {% endfor %}
            {{ "" }}
            {{ "" }}
            // tail
            """
        let types: [[String: Any]] = [["name": "A", "ok": true], ["name": "B", "ok": false], ["name": "C", "ok": true]]
        XCTAssertEqual(try render(template, ["types": types], environment: sourcery), "// head\nstruct A {}\n\n\nstruct C {}\n\n// tail")
    }

    func testBlankLineCleanupPieces() {
        XCTAssertEqual(BlankLineCleanup.markTypedBlankLines(in: "a\n\n\n\nb"), "a\n\u{0B}\n\u{0B}\n\u{0B}\nb")
        XCTAssertEqual(BlankLineCleanup.collapseGeneratedBlankLines(in: "a\n  \n\t\n\nb\n\u{0B}\nc"), "a\nb\n\nc")
        XCTAssertEqual(BlankLineCleanup.collapseBlankRuns("\n \n x\n\n"), "\n x\n")
        // Lines are tested from their ends and runs of empty lines skipped: the first line is never
        // deleted, an unended last line stays, trailing spaces do not make a line blank.
        XCTAssertEqual(BlankLineCleanup.collapseBlankRuns("  \n\n\n\t\n    x  \n  \n\n\n \t \n  y\n\n \t"), "  \n    x  \n  y\n \t")
        XCTAssertEqual(BlankLineCleanup.collapseBlankRuns("\n\n\n"), "\n")
        XCTAssertEqual(BlankLineCleanup.collapseBlankRuns("x\n\n  \n\n\ny"), "x\ny")
    }

    func testIncludedTemplatesAreMarkedToo() throws {
        let env = Environment(loader: DictionaryLoader(templates: ["part": "p1\n\np2\n{% if true %}\n{% endif %}\n"]), cleansBlankLines: true)
        XCTAssertEqual(try render("{% include \"part\" %}end", environment: env), "p1\n\np2\nend")
    }
}
