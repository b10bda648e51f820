import XCTest
@testable import StencilLite

final class IfTagTests: XCTestCase {
    private func check(_ condition: String, _ context: [String: Any] = [:]) throws -> Bool {
        try render("{% if \(condition) %}T{% else %}F{% endif %}", context) == "T"
    }

    func testBranches() throws {
        let template = "{% if a %}A{% elif b %}B{% else %}C{% endif %}"
        XCTAssertEqual(try render(template, ["a": true]), "A")
        XCTAssertEqual(try render(template, ["b": 1]), "B")
        XCTAssertEqual(try render(template), "C")
        XCTAssertEqual(try render("{% ifnot a %}no{% else %}yes{% endif %}", ["a": true]), "yes")
    }

    func testOperatorsAndPrecedence() throws {
        XCTAssertTrue(try check("a or b and c", ["a": true]))
        XCTAssertTrue(try check("not a and b", ["b": true]))
        XCTAssertTrue(try check("not x == \"y\"", ["x": "z"]))
        XCTAssertFalse(try check("\"a\" in xs or flag", ["xs": ["a"], "flag": true]), "in binds loosest")
        XCTAssertTrue(try check("(a or b) and (c)", ["b": true, "c": true]))
        XCTAssertTrue(try check("n >= 2 and n < 3.5 and n != 4", ["n": 3]))
        XCTAssertFalse(try check("s > \"a\"", ["s": "b"]), "strings are not ordered")
        XCTAssertTrue(try check("2 in xs", ["xs": [1.0, 2.0]]))
        XCTAssertTrue(try check("\"ell\" in s", ["s": "hello"]))
        XCTAssertTrue(try check("x == y"), "nil == nil")
        XCTAssertTrue(try check("t.name == \"Ada\" and t.friends", ["t": Person(name: "Ada", friends: [Person(name: "B")])]))
    }

    func testComparingOrContainingAnythingButOperandsIsFalse() throws {
        // Stencil compares and searches variables only: an operator's result on either side is false.
        XCTAssertTrue(try check("(a) == (a)", ["a": true]), "a bracketed operand is an operand")
        XCTAssertFalse(try check("(a or b) == (a or b)", ["a": true]))
        XCTAssertFalse(try check("(a and b) != c", ["a": true]))
        XCTAssertFalse(try check("not x in xs", ["xs": [false, true]]), "not binds tighter than in")
        XCTAssertFalse(try check("x in (xs or ys)", ["x": 1, "xs": [1]]))
        XCTAssertTrue(try check("not (x in xs)", ["x": 2, "xs": [1]]))
    }

    func testOrderingComparesNumbersOfAnyTypeAsFloats() throws {
        // Ints and Doubles are compared as the render loop carries them, other numbers through `Any`.
        let template = "{% for x in xs %}{% if x > 1 %}g{% elif x <= 1.5 %}le{% else %}n{% endif %}{% if 2 >= x %}G{% endif %},{% endfor %}"
        let numbers: [Any?] = [2, 1, 1.25, 2.5 as Float, UInt8(3), "5", true, nil, [1], Int64(-1)]
        XCTAssertEqual(try render(template, ["xs": numbers]), "gG,leG,gG,g,g,n,n,n,n,leG,")
    }

    func testTruthiness() throws {
        XCTAssertFalse(try check("v", ["v": -1]))
        XCTAssertTrue(try check("v", ["v": 0.25]))
        XCTAssertTrue(try check("v", ["v": "false"]))
        XCTAssertFalse(try check("v", ["v": [String: Any]()]))
        XCTAssertTrue(try check("v", ["v": Person(name: "x")]))
    }

    func testErrors() {
        XCTAssertEqual(templateError { try render("{% if a b %}{% endif %}") }?.reason, "'if' expression error: dangling token")
        XCTAssertEqual(templateError { try render("{% if not %}{% endif %}") }?.reason, "'if' expression error: end")
        XCTAssertEqual(templateError { try render("{% if a) %}{% endif %}") }?.reason, "'if' expression error: missing opening bracket")
        XCTAssertEqual(templateError { try render("{% if a %}") }?.reason, "`endif` was not found.")
        XCTAssertEqual(templateError { try render("{% ifnot a b %}{% endif %}") }?.reason,
                       "'ifnot' statements should use the following syntax 'ifnot condition'.")
    }

    /// Branches are chained and tried by recursion, a chain of at most 64: any number of `elif`s
    /// renders within the stack (100,000 took the render past 8 MB of stack when one chain).
    func testAnyNumberOfElifsRenders() throws {
        let count = 100_000
        let template = "{% if b0 %}0" + (1..<count).map { "{% elif b\($0) %}\($0)" }.joined() + "{% else %}none{% endif %}"
        XCTAssertEqual(try render(template, ["b\(count - 1)": true]), "\(count - 1)")
        XCTAssertEqual(try render(template, ["b63": true, "b64": true]), "63")
        XCTAssertEqual(try render(template, ["b64": true]), "64")
        XCTAssertEqual(try render(template), "none")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "{% if true %}", count: 10_000) + "x" + String(repeating: "{% endif %}", count: 10_000)
        let error = templateError { try render(deep) }
        XCTAssertEqual(error?.reason, "Tags are nested more than 200 deep")
        let nots = "{% if " + String(repeating: "not ", count: 5_000) + "x %}{% endif %}"
        XCTAssertNotNil(templateError { try render(nots) })
        let brackets = "{% if " + String(repeating: "( ", count: 150) + "x" + String(repeating: " )", count: 150) + " %}{% endif %}"
        XCTAssertNotNil(templateError { try render(brackets) })
        XCTAssertEqual(try render(String(repeating: "{% if true %}", count: 150) + "ok" + String(repeating: "{% endif %}", count: 150)), "ok")
    }

    func testOneWordTagsAreOperandsUnlessOperators() throws {
        // A word that is no operator compiles straight to its operand (`ExpressionParser.parse`).
        let template = "{{ 1...3 }}|{{ not }}|{{ in }}|{{ == }}|{{ ( }}|{{ ) }}|{{ \"a b\" }}|{{ x }}"
        XCTAssertEqual(try render(template, ["x": 1]), "[1, 2, 3]||||||a b|1")
        XCTAssertEqual(templateError { try render("{{ x|nope }}") }?.reason, "Unknown filter 'nope'. Found similar filters: 'join'.")
    }

    func testInlineIf() throws {
        XCTAssertEqual(try render("{{ a if c else b }}|{{ a if c }}", ["a": "A", "b": "B"]), "B|")
        XCTAssertEqual(try render("{{ \",\" if not forloop.last }}"), ",")
    }
}
