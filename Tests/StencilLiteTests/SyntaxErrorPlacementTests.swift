import XCTest
@testable import StencilLite

/// Syntax errors point at the tag the author has to fix and say what to type (docs/Compatibility.md
/// lists where this departs from Stencil 0.15.1, which reports these elsewhere or not at all).
final class SyntaxErrorPlacementTests: XCTestCase {
    func testAnInnerLoopLeftOpenIsReportedAtTheInnerLoopNamingBoth() {
        let error = templateError { try render("{% for a in items %}\nA\n  {% for b in items %}\n  B\n{% endfor %}\n") }
        XCTAssertEqual(error?.report, """
            3:6: error: `endfor` was not found: the {% endfor %} on line 5 closes this 'for', which leaves the 'for' on line 1 open: \
            add the missing {% endfor %}
              {% for b in items %}
                 ^~~~~~~~~~~~~~
            """)
    }

    func testABlockLeftOpenAloneIsStillReportedAtItsTagAsStencilDoes() {
        let error = templateError { try render("x\n{% for a in items %}{% if a %}{% endif %}") }
        XCTAssertEqual(error?.reason, "`endfor` was not found.")
        XCTAssertEqual(error?.location?.line, 2)
        XCTAssertEqual(error?.token?.contents, "for a in items")
    }

    func testALoopLeftOpenInsideAnIfIsReportedAtTheLoopNamingTheTagThatEndedTheIf() {
        let error = templateError { try render("x\n{% if items %}\n{% for b in items %}\nB\n{% endif %}\n") }
        XCTAssertEqual(error?.report, """
            3:4: error: `endfor` was not found: this 'for' is still open at {% endif %} on line 5, which belongs to the 'if' on line 2: \
            add {% endfor %} before it
            {% for b in items %}
               ^~~~~~~~~~~~~~
            """)
        let inElse = templateError { try render("{% if a %}{% else %}{% filter uppercase %}x{% endif %}") }
        XCTAssertEqual(inElse?.token?.contents, "filter uppercase")
        XCTAssertEqual(inElse?.reason.hasPrefix("`endfilter` was not found: this 'filter' is still open at {% endif %}"), true, inElse?.reason ?? "")
    }

    func testAnEndTagWithNoBlockOpenKeepsItsMessage() {
        XCTAssertEqual(templateError { try render("x {% endif %}") }?.reason,
                       "Unknown template tag 'endif': there is no open 'if' here for it to close")
    }

    func testAVariableOneBraceShortIsReportedAsSuch() {
        let error = templateError { try render("x\n{{ type.name }\ny {{ other }}\n", ["type": ["name": "A"]]) }
        XCTAssertEqual(error?.reason, "Unclosed '{{': the '}' after 'type.name' is one brace short of '}}'")
        XCTAssertEqual(error?.location?.line, 2)
        XCTAssertEqual(try render("{{ s|default:\"}\" }}{{ \"{{\" }}"), "}{{", "a brace inside quotes is text")
    }

    func testATagOneBraceShortOrLeftOpenIsReportedAtTheTag() {
        let short = templateError { try render("{% if items }\nA\n{% endif %}\n", ["items": [1]]) }
        XCTAssertEqual(short?.reason, "Unclosed '{%': the '}' after 'if items' is one brace short of '%}'")
        XCTAssertEqual(short?.location?.line, 1)
        XCTAssertEqual(templateError { try render("{% for x in items\nA{% endfor %}") }?.reason,
                       "Unclosed '{%': '{% for x in items A' runs into the next tag; close it with '%}'")
        XCTAssertEqual(try render("a{% %}b{%}c{%%}d"), "abcd", "Stencil's case lex.empty_block_tag_ignored: no known tag, no error")
    }

    func testMisspeltEndTagsAndFiltersGetSuggestions() {
        XCTAssertEqual(templateError { try render("{% for b in items %}B{% endfro %}") }?.reason,
                       "Unknown template tag 'endfro'. Did you mean 'endfor'?")
        XCTAssertEqual(templateError { try render("{{ s|upperFirst }}", environment: Environment(extensions: [.stencilSwiftKit])) }?.reason,
                       "Unknown filter 'upperFirst'. Found similar filters: 'upperFirstLetter', 'uppercase'.")
        XCTAssertEqual(templateError { try render("{{ s|uppercas }}") }?.reason,
                       "Unknown filter 'uppercas'. Found similar filters: 'uppercase'.", "Stencil's own suggestion is unchanged")
    }
}
