import XCTest
@testable import StencilLite

final class SwiftKitTagTests: XCTestCase {
    private let env = Environment(extensions: [.stencilSwiftKit])

    func testSetStoresValuesAndBodiesInTheCurrentScope() throws {
        XCTAssertEqual(try render("{% set a name|uppercase %}{% set b %}<{{ a }}>{% endset %}{{ b }}", ["name": "x"], environment: env), "<X>")
        XCTAssertEqual(try render("{% for x in xs %}{% set last x %}{% endfor %}[{{ last }}]", ["xs": [1, 2]], environment: env), "[]")
        XCTAssertEqual(try render("{% if true %}{% set v 1 %}{% endif %}[{{ v }}]", environment: env), "[]")
        XCTAssertEqual(templateError { try render("{% set %}", environment: env) }?.reason.hasPrefix("'set' tag takes at least one argument"), true)
        XCTAssertEqual(templateError { try render("{% set a %}x", environment: env) }?.reason, "`endset` was not found.")
    }

    func testMapBuildsAnArrayOfRenderedStrings() throws {
        let template = "{% map xs into out using x %}{{ maploop.counter }}{{ x }}{% if maploop.last %}!{% endif %}{% endmap %}{{ out|join:\",\" }} {{ out.count }}"
        XCTAssertEqual(try render(template, ["xs": ["a", "b"]], environment: env), "0a,1b! 2")
        XCTAssertEqual(try render("{% map xs into out %}{{ maploop.item.name }}{% endmap %}{{ out|join }}", ["xs": [Person(name: "P")]], environment: env), "P")
        XCTAssertNotNil(templateError { try render("{% map xs to out %}{% endmap %}", environment: env) })
    }

    /// StencilSwiftKit passes macro arguments in a `[String: Any]`: a nil argument binds nothing, so
    /// the parameter reads the caller's variable of the same name.
    func testANilMacroArgumentLeavesTheParameterToTheCallersVariable() throws {
        let template = """
            {% macro show item %}<{{ item }}>{% endmacro %}\
            {% macro outer item %}{% call show missing %}{% call show "given" %}{% endmacro %}\
            {% call outer "from caller" %}{% call show nothing %}
            """
        XCTAssertEqual(try render(template, environment: env), "<from caller><given><>")
    }

    /// As StencilSwiftKit's MapNode: nothing to map leaves the result alone, `{% empty %}` only right
    /// before `{% endmap %}`, extra words after `using x` ignored.
    func testMapFollowsStencilSwiftKitsEdges() throws {
        XCTAssertEqual(try render("{% set out \"old\" %}{% map xs into out %}{{ maploop.item }}{% endmap %}[{{ out }}]", ["xs": [Int]()], environment: env), "[old]")
        XCTAssertEqual(try render("{% map xs into out %}x{% endmap %}[{{ out }}]", ["xs": "abc"], environment: env), "[]")
        XCTAssertEqual(try render("{% map xs into out using x y %}{{ x }}{% empty %}{% endmap %}{{ out|join }}", ["xs": [1, 2]], environment: env), "12")
        XCTAssertNotNil(templateError { try render("{% map xs into out %}{% empty %}no{% endmap %}", environment: env) })
    }

    func testMacrosTakeArgumentsAndRecurse() throws {
        let template = """
            {% macro greet who punctuation %}Hi {{ who }}{{ punctuation }}{% endmacro %}\
            {% call greet name "!" %} {% call greet "you" "?" %}
            """
        XCTAssertEqual(try render(template, ["name": "Ada"], environment: env), "Hi Ada! Hi you?")
        let countdown = "{% macro down n %}{{ n.count }}{% if n.first %}{% call down n.first %}{% endif %}{% endmacro %}{% call down xs %}"
        XCTAssertEqual(try render(countdown, ["xs": [[[Any]()]]], environment: env), "11")
    }

    /// Every argument is read in the caller's scope before a parameter is bound, for any count
    /// (one and two arguments take a path of their own).
    func testArgumentsAreReadBeforeAnyParameterIsBound() throws {
        let values: [String: Any] = ["a": "A", "b": "B", "c": "C"]
        XCTAssertEqual(try render("{% macro m %}[{{ a }}]{% endmacro %}{% call m %}", values, environment: env), "[A]")
        XCTAssertEqual(try render("{% macro m a %}[{{ a }}]{% endmacro %}{% call m b %}", values, environment: env), "[B]")
        XCTAssertEqual(try render("{% macro m a b %}[{{ a }}{{ b }}]{% endmacro %}{% call m b a %}", values, environment: env), "[BA]")
        XCTAssertEqual(try render("{% macro m a b c %}[{{ a }}{{ b }}{{ c }}]{% endmacro %}{% call m c a b %}", values, environment: env), "[CAB]")
        XCTAssertEqual(try render("{% macro m a b c %}[{{ a }}{{ b }}{{ c }}]{% endmacro %}{% call m nothing none c %}", values, environment: env), "[ABC]")
    }

    /// A macro read as a value prints nothing, is true, and its stored properties read by reflection
    /// (as when it was carried as an `Any`).
    func testAMacroReadAsAValue() throws {
        let template = "{% macro m a b %}{% endmacro %}{{ m }}|{% if m %}yes{% endif %}|{{ m.name }}|{{ m.parameters.count }}|{{ m.nothing }}"
        XCTAssertEqual(try render(template, environment: env), "|yes|m|2|")
    }

    func testCallErrors() {
        let error = templateError { try render("{% macro greet who %}{% endmacro %}{% call gret 1 %}", environment: env) }
        XCTAssertEqual(error?.reason, "Call to undefined block 'gret'. Did you mean 'greet'?")
        XCTAssertEqual(error?.location?.column, 38)
        XCTAssertEqual(templateError { try render("{% macro m a %}{% endmacro %}{% call m %}", environment: env) }?.reason,
                       "Block 'm' accepts 1 parameters, 0 given.")
    }

    func testPlainStencilDoesNotKnowSwiftKitTags() {
        XCTAssertEqual(templateError { try render("{% set a 1 %}") }?.reason, "Unknown template tag 'set'")
    }
}
