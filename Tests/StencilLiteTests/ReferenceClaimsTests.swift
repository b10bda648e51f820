import XCTest
@testable import StencilLite

/// Behaviours stated in the Stencil 0.15.1 reference that the public conformance file does not cover.
final class ReferenceClaimsTests: XCTestCase {
    func testLexingQuirks() throws {
        XCTAssertEqual(try render("a{#}b"), "ab")
        XCTAssertEqual(try render("[{{ \"}}\" }}]"), "[\" }}]", "the first }} ends the tag, even inside quotes")
        XCTAssertEqual(try render("{% if x == \"%}\" %}y{% endif %}"), "\" %}y", "the first %} ends the tag")
        XCTAssertEqual(try render("{{ \"it's\" }} {{ \"a\\\"b\" }}"), "it's a\\\"b")
    }

    func testNumberLiterals() throws {
        XCTAssertEqual(try render("{{ +5 }} {{ 5. }} {{ 0x10 }} {{ -3 }} {{ True }}", ["True": "var"]), "5 5.0 16.0 -3 var")
    }

    func testPrintedNumbers() throws {
        XCTAssertEqual(try render("{{ a }} {{ b }} {{ c }} {{ n }}", ["a": 1e20, "b": 1e-05, "c": -0.0, "n": 9_007_199_254_740_993]),
                       "1e+20 1e-05 -0.0 9007199254740993")
    }

    func testComparisonsUseFloat() throws {
        XCTAssertEqual(try render("{% if a == b %}T{% endif %}", ["a": 16_777_217, "b": 16_777_216]), "T")
    }

    func testInlineIfWithEmptyElseIsAnError() {
        XCTAssertEqual(templateError { try render("{{ x if y else }}") }?.reason, "Variable tags must include at least 1 argument")
    }

    func testForSyntaxQuirks() {
        XCTAssertEqual(templateError { try render("{% for i in 1 ... 3 %}{% endfor %}") }?.reason,
                       "'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        XCTAssertEqual(templateError { try render("{% for i in 1.7...3 %}{% endfor %}") }?.reason, "'from' value is not an Integer (1.7)")
    }

    func testBlocksWithoutEndblockAndCachedBlocks() throws {
        XCTAssertEqual(try render("{{ block.a }}{% block a %}x"), "x")
    }

    func testFilterTagBodyIsNeverNil() throws {
        XCTAssertEqual(try render("[{% filter default:\"d\" %}{% endfilter %}]"), "[]")
    }

    func testIndentSplitsCarriageReturnsToo() throws {
        XCTAssertEqual(try render("{{ s|indent:2 }}", ["s": "a\r\nb"]), "a\n\n  b")
    }

    func testIncludedTextKeepsItsTrailingNewline() throws {
        let env = Environment(loader: DictionaryLoader(templates: ["n": "line\n"]))
        XCTAssertEqual(try render("[{% include \"n\" %}]", environment: env), "[line\n]")
    }
}
