@testable import ModelGen
import ModelScanner
import XCTest

/// Sourcery's collection and string filters, including where Sourcery on Linux misbehaves (F3, F4, F8, F9, F28).
final class CollectionFilterTests: XCTestCase {
    private let sources = """
    struct Mango {
        // sourcery: b = "2", a = "1", c = "3"
        var zest: Int
        var apple: Int
        var Melon: Int
    }
    struct Empty {}
    """

    func testCountIsEmptyReversedLastAndToArray() {
        let template = """
        {{ type.Mango.variables|count }} {{ type.Mango.variables.0.annotations|count }} {{ type.Empty.variables|isEmpty }} \
        {{ type.Mango.variables|isEmpty }} {{ ""|isEmpty }} {{ type.Empty.variables.0.annotations|isEmpty }} \
        {{ type.Mango.variables.2.annotations|isEmpty }} \
        {% for v in type.Mango.variables|reversed %}{{ v.name }}{% endfor %} {% set lastOne type.Mango.variables|last %}{{ lastOne.name }}\
        [{{ type.Empty.variables|last }}][{{ type.Empty.methods.last.name }}] {% for t in type.Mango|toArray %}{{ t.name }}{% endfor %}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources), "3 3 true false true false true Melonapplezest Melon[][] Mango")
    }

    func testSortedOrdersModelObjectsByTheNamedMember() {
        XCTAssertEqual(sourceryOutput("{% for v in type.Mango.variables|sorted:\"name\" %}{{ v.name }} {% endfor %}", sources: sources),
                       "apple Melon zest ")
        XCTAssertEqual(sourceryOutput("{% for v in type.Mango.variables|sortedDescending:\"name\" %}{{ v.name }} {% endfor %}", sources: sources),
                       "zest Melon apple ")
        XCTAssertNotNil(sourceryRenderError("{{ type.Mango.variables|sorted }}", sources: sources))
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        let context = SourceryContext.make(scan: scan, arguments: ["numbers": [3, 10, 2.5]])
        let text = try? StencilTemplateRenderer().render(template: "{{ argument.numbers|sorted:\"self\"|join:\",\" }}", path: "T", context: context).text
        XCTAssertEqual(text, "2.5,3,10")
    }

    func testPushAndSortedValuesByKeys() {
        let template = """
        {{ type.Mango.variables.0.annotations|sortedValuesByKeys|join:"," }} \
        {{ type.Mango.variables.0.annotations|sortedValuesByKeys|push:"4"|join:"," }} {{ "x"|push:"y"|join:"," }}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources), "1,2,3 1,2,3,4 y")
    }

    func testJSONIsDeterministicAndAcceptsSingleValues() {
        let template = """
        {{ type.Mango.variables.0.annotations|json }} {{ "text"|json }} {{ 3|json }} {{ type.Mango.variables.0.annotations|json:true }}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources),
                       "{\"a\":\"1\",\"b\":\"2\",\"c\":\"3\"} \"text\" 3 {\n  \"a\" : \"1\",\n  \"b\" : \"2\",\n  \"c\" : \"3\"\n}")
        let error = sourceryRenderError("{{ type.Mango|json }}", sources: sources)
        XCTAssertEqual(error?.contains("'json' cannot encode a SwiftType"), true, error ?? "rendered")
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        let context = SourceryContext.make(scan: scan, arguments: ["values": [1.5, Double.nan]])
        XCTAssertThrowsError(try StencilTemplateRenderer().render(template: "{{ argument.values|json }}", path: "T", context: context))
    }

    func testStringFilters() {
        let template = """
        {{ "somethingNamedLikeThis"|titleCase }}|{{ "helloWorld"|capitalise }}|{{ "a/b/c.swift"|deletingLastComponent }}|\
        {% for v in type.Mango.variables %}{{ v.typeName|capitalise }}{% endfor %}|{{ "Hello"|lowercase }}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources), "Something Named Like This|Helloworld|a/b|IntIntInt|hello")
    }

    /// Sourcery's `titleCase` keeps acronyms together (its four regular expressions), and
    /// `deletingLastComponent` maps an array of paths.
    func testTitleCaseAndDeletingLastComponentAsInSourcery() {
        let template = """
        {{ "someURLValue"|titleCase }}|{{ "userID"|titleCase }}|{{ "HTMLParser"|titleCase }}|{{ "firstName"|titleCase }}|\
        {{ argument.paths|deletingLastComponent|join:"," }}
        """
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        let context = SourceryContext.make(scan: scan, arguments: ["paths": ["a/b", "c/d/e"]])
        let output = try? StencilTemplateRenderer().render(template: template, path: "T", context: context).text
        XCTAssertEqual(output, "Some URL Value|User ID|HTML Parser|First Name|a,c/d")
    }

    /// StencilSwiftKit's string filters take a type name as its text (Sourcery's `TypeName` is
    /// `LosslessStringConvertible`), and still reject a type, as StencilSwiftKit does.
    func testSwiftKitStringFiltersReadATypeNameAsItsText() {
        let source = "struct Box {\n    var label: String?\n    var items: [Int]\n    var handler: @escaping () -> Void\n}\n"
        let template = """
        {% for v in type.Box.variables %}{{ v.typeName|replace:"?","" }} \
        {% if v.typeName|contains:"[" %}array{% endif %}{% if v.typeName|!hasPrefix:"String" %}!S{% endif %} \
        {{ v.typeName|swiftIdentifier:"pretty" }};{% endfor %}
        """
        XCTAssertEqual(sourceryOutput(template, sources: source),
                       "String  String;[Int] array!S Int;@escaping () -> Void !S EscapingVoid;")
        XCTAssertEqual(sourceryRenderError("{{ type.Box|upperFirstLetter }}", sources: source)?
            .contains("'upperFirstLetter' filter expects a string, got a value of type SwiftType"), true)
    }
}
