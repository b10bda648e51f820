import XCTest
@testable import StencilLite

final class ForTagTests: XCTestCase {
    func testLoopsOverArraysDictionariesAndRanges() throws {
        XCTAssertEqual(try render("{% for x in xs %}{{ x }}{% endfor %}", ["xs": [1, 2, 3]]), "123")
        XCTAssertEqual(try render("{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", ["d": ["b": 2, "a": 1]]), "a=1;b=2;")
        XCTAssertEqual(try render("{% for k in d %}{{ k }}{% endfor %}", ["d": ["b": 2, "a": 1]]), "ab")
        XCTAssertEqual(try render("{% for i in 3...1 %}{{ i }}{% endfor %}"), "321")
        XCTAssertEqual(try render("{% for p in people %}{{ p.name }}{% endfor %}", ["people": [Person(name: "A"), Person(name: "B")]]), "AB")
    }

    func testArraysOfStringsAndOfDictionariesLoopAsTheirElements() throws {
        // Converted by their exact type (see `ForNode.iterate`); the other arrays element by element.
        let template = "{% for x in xs %}{{ x }}|{{ x.count }}|{{ x.n }}|{% if x %}t{% endif %}{% if x == \"b\" %}=b{% endif %};{% endfor %}"
        XCTAssertEqual(try render(template, ["xs": ["b", ""]]), "b|1||t=b;|0||;")
        XCTAssertEqual(try render(template, ["xs": [["n": 1], [String: Any]()]]), "[\"n\": 1]|1|1|t;[:]|0||;")
        XCTAssertEqual(try render(template, ["xs": ["b", nil] as [String?]]), "b|1||t=b;|||t;")
        XCTAssertEqual(try render(template, ["xs": ["b"[...]]]), "b|||t;", "a Substring is not a String to Stencil")
        XCTAssertEqual(try render("{% for a, b in xs %}{{ b }}{{ a }}{% endfor %}", ["xs": [(1, "x"), (2, "y")]]), "x1y2")
    }

    /// An array whose first element is a model object converts the elements of that class by it
    /// (`TemplateValue.elements(of:)`); every element reads as `init(some:)` makes it.
    func testAnArrayOfModelObjectsConvertsEachElementAsAlone() throws {
        let ada = Person(name: "Ada", friends: [Person(name: "B")])
        let arrays: [[Any]] = [
            [ada, Person(name: "C")],
            [ada, "text", 3, Pupil(name: "P"), ["n": 1], Person(name: "D"), Pet(name: "Rex")],
            [Pupil(name: "P"), ada],
            ["text", ada],
        ]
        for array in arrays {
            XCTAssertEqual(TemplateValue.elements(of: array).map(\.debugShape), array.map { TemplateValue(some: $0).debugShape })
        }
        let template = "{% for x in xs %}{{ x.name }}{% if x %}t{% endif %};{% endfor %}"
        XCTAssertEqual(try render(template, ["xs": arrays[1]]), "Adat;t;t;Pt;t;Dt;Rext;")
    }

    func testAnArrayOfStringsLoopsAsTheSameStringsInAnAnyArray() throws {
        // `[String]` without `where` is iterated as it is (`ForNode.render`), `[Any]` through an array
        // of `TemplateValue`s: every part of a loop renders the same, in order and concurrently.
        let templates = [
            "{% for x in xs %}{{ forloop.counter }}{{ x }}{% if forloop.last %}.{% endif %}{% empty %}none{% endfor %}",
            "{% outer: for x in xs %}{% for y in xs %}{% if y == \"b\" %}{% continue outer %}{% endif %}{{ x }}{{ y }}{% endfor %}{% endfor %}",
            "{% for x in xs %}{% if x == \"c\" %}{% break %}{% endif %}{{ x|uppercase }}{% set x \"z\" %}{{ x }}{% endfor %}",
            "{% for x, y in xs %}{{ x }}{{ y }}{% endfor %}{% for x in xs where x != \"a\" %}{{ x }}{% endfor %}",
        ]
        for strings in [[], ["a"], ["a", "b", "c", "d"], (0..<200).map { "w\($0)" }] {
            for template in templates {
                for concurrent in [false, true] {
                    var environment = Environment(extensions: [.stencilSwiftKit])
                    environment.concurrentLoops = concurrent
                    environment.concurrentLoopMinimumItems = 2
                    environment.concurrentLoopMinimumSeconds = 0
                    XCTAssertEqual(try render(template, ["xs": strings], environment: environment),
                                   try render(template, ["xs": strings as [Any]], environment: environment), template)
                }
            }
        }
    }

    func testForloopBehavesAsStencilsDictionary() throws {
        // `forloop` is carried as `TemplateValue.forLoop`: its counters are read from the iteration, its
        // other members from `ForLoopInfo`, where an unknown one is nil, not an error.
        let context: [String: Any] = ["xs": [1, 2]]
        XCTAssertEqual(try render("{% for x in xs %}[{{ forloop }}|{{ forloop.nope }}|{% if forloop %}t{% endif %}|{{ forloop == 1 }}|{{ forloop.label }}]{% endfor %}", context),
                       "[[\"counter\": 1, \"counter0\": 0, \"first\": true, \"last\": false, \"length\": 2]||t|false|]"
                       + "[[\"counter\": 2, \"counter0\": 1, \"first\": false, \"last\": true, \"length\": 2]||t|false|]")
        XCTAssertEqual(try render("{% outer: for x in xs %}{% for y in xs %}{{ forloop.outer.counter }}{{ forloop.outer.label }}{{ forloop.outer.outer }}{{ forloop.label }}{% endfor %}{{ forloop.label }};{% endfor %}", context),
                       "1outer1outerouter;2outer2outerouter;")
        XCTAssertEqual(try render("{% for x in xs %}{% for k, v in forloop %}{{ k }}={{ v }} {% endfor %}{% endfor %}", ["xs": [1]]),
                       "counter=1 counter0=0 first=true last=true length=1 ", "iterated as Stencil iterates a dictionary")
        let strict = Environment(strict: true)
        XCTAssertEqual(try render("{% for x in xs %}{{ forloop.counter }}{% endfor %}", context, environment: strict), "12")
        XCTAssertEqual(templateError { try render("{% for x in xs %}{{ forloop.nope }}{% endfor %}", context, environment: strict) }?.reason,
                       "Undefined member 'nope' in 'forloop.nope'")
    }

    func testForloopKeepsItsMembersThroughAFilterAndBack() throws {
        // A filter over `Any?` sees a `ForLoopInfo`; what it returns is `forloop` again, counters,
        // labels and all, also as the enclosing loop of an inner one.
        var same = Extension()
        same.registerFilter("same") { (value: Any?) in value }
        let environment = Environment(extensions: [same, .stencilSwiftKit])
        let template = """
        {% outer: for x in xs %}{% set f forloop|same %}{{ f.counter }}{{ f.last }}{{ f.outer.counter0 }}{{ f.nope }}\
        {% set forloop forloop|same %}{% for y in xs %}{{ forloop.outer.counter }}{% endfor %};{% endfor %}
        """
        XCTAssertEqual(try render(template, ["xs": [1, 2]], environment: environment), "1false011;2true122;")
    }

    func testForloopVariablesAndWhere() throws {
        let template = "{% for x in xs where x > 1 %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }};{% endfor %}"
        XCTAssertEqual(try render(template, ["xs": [1, 2, 3]]), "10truefalse2;21falsetrue2;")
    }

    func testEmptyBodyAndScoping() throws {
        XCTAssertEqual(try render("{% for x in xs %}x{% empty %}none{% endfor %}[{{ x }}]", ["xs": [Any](), "x": "outer"]), "none[outer]")
        XCTAssertEqual(try render("{% for x in s %}x{% empty %}none{% endfor %}", ["s": "text"]), "none")
    }

    func testLabelledLoopsBreakAndContinue() throws {
        let context: [String: Any] = ["xs": [1, 2, 3]]
        XCTAssertEqual(try render("{% for x in xs %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{% endfor %}", context), "13")
        XCTAssertEqual(try render("{% outer: for a in xs %}{% for b in xs %}{% if b == 2 %}{% continue outer %}{% endif %}{{ a }}{{ b }} {% endfor %}!{% endfor %}", context),
                       "11 21 31 ")
        XCTAssertEqual(try render("{% outer: for a in xs %}{% if a == 2 %}{% break %}{% endif %}{{ a }}{% endfor %}", context), "1",
                       "break directly inside a labelled loop (an error in Stencil 0.15.1)")
        XCTAssertEqual(try render("{% outer: for a in xs %}{% for b in xs %}{{ forloop.outer.counter }}{{ forloop.counter }}{% endfor %}{% endfor %}", ["xs": [1, 2]]),
                       "11122122")
    }

    func testLoopControlErrors() {
        XCTAssertEqual(templateError { try render("{% break %}") }?.reason, "'break' can be used only inside loop body")
        XCTAssertEqual(templateError { try render("{% for x in xs %}{% break nope %}{% endfor %}", ["xs": [1]]) }?.reason,
                       "No loop labeled 'nope' is currently running")
    }

    func testRenderErrorsPointAtEndfor() {
        let error = templateError { try render("{% for i in 1...n %}\n{% endfor %}") }
        XCTAssertEqual(error?.reason, "'to' value is not an Integer (nil )")
        XCTAssertEqual(error?.location?.line, 2)
    }

    func testHugeRangesAreRefused() {
        XCTAssertTrue(templateError { try render("{% for i in 1...100000000000 %}{% endfor %}") }?.reason.contains("more than") == true)
        XCTAssertNotNil(templateError { try render("{{ -9223372036854775807...9223372036854775807 }}") })
    }

    func testSyntaxErrors() {
        XCTAssertEqual(templateError { try render("{% for x of xs %}{% endfor %}") }?.reason,
                       "'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        XCTAssertEqual(templateError { try render("{% for x in xs %}") }?.reason, "`endfor` was not found.")
    }
}

/// A subclass of a model object: its elements are not converted as its superclass's.
private final class Pupil: Person {}

/// A model value answering lookups (a struct, carried as `object`).
private struct Pet: TemplateLookup {
    let name: String

    func lookup(_ member: String) -> LookupResult { member == "name" ? .found(name) : .unknown }
    var memberNames: [String] { ["name"] }
}

private extension TemplateValue {
    /// The case and, for a model object, its identity: what the two conversions must agree on.
    var debugShape: String {
        switch self {
        case .lookup(let object): return "lookup \(type(of: object)) \(ObjectIdentifier(object).hashValue)"
        case .object(let value): return "object \(type(of: value))"
        default: return "\(self)"
        }
    }
}
