@testable import ModelGen
import ModelScanner
import XCTest

/// The four top-level keys (`types`, `type`, `functions`, `argument`) and Sourcery's tags.
final class ContextKeysTests: XCTestCase {
    private let sources = """
    protocol Readable {}
    protocol Writable {}
    protocol ReadWrite: Readable, Writable {}
    struct File: ReadWrite {}
    class Node {}
    class Leaf: Node {}
    enum Mode: String { case fast }
    actor Worker {}
    extension Int {}
    func zeta() {}
    func alpha(_ x: Int) -> Int { x }
    """

    private func names(_ expression: String) -> String {
        sourceryOutput("{% for x in \(expression) %}{{ x.name }} {% endfor %}", sources: sources)
    }

    func testTypeListsFollowSourcery() {
        XCTAssertEqual(names("types.classes"), "Leaf Node ")
        XCTAssertEqual(names("types.structs"), "File ")
        XCTAssertEqual(names("types.enums"), "Mode ")
        XCTAssertEqual(names("types.protocols"), "ReadWrite Readable Writable ")
        XCTAssertEqual(names("types.extensions"), "Int ")
        XCTAssertEqual(names("types.all"), "File Int Leaf Mode Node Worker ")
        XCTAssertEqual(names("types.inheriting.Node"), "Leaf ")
        XCTAssertEqual(names("types.based.ReadWrite"), "File ")
        XCTAssertEqual(sourceryOutput("{{ type.Worker.kind }} {{ type.Mode.rawTypeName }}", sources: sources), "actor String")
        XCTAssertEqual(sourceryOutput("{% for a in types.typealiases %}{{ a.name }}={{ a.typeName }}{% endfor %}",
                                sources: "struct Box { typealias ID = String }"), "Box.ID=String")
    }

    func testImplementingIsTransitiveAndUnknownNamesGiveNothing() {
        XCTAssertEqual(names("types.implementing.Readable"), "File ReadWrite ")
        XCTAssertEqual(names("types.implementing.ReadWrite"), "File ")
        XCTAssertEqual(names("types.implementing.Misspelled"), "")
        XCTAssertEqual(names("types.inheriting.Readable"), "")
    }

    func testMisusedRelationNamesAreReportedOnceSorted() throws {
        let template = """
        {% for t in types.implementing.Redable %}{% endfor %}{% for t in types.implementing.Redable %}{% endfor %}\
        {% for t in types.implementing.Node %}{% endfor %}{% for t in types.implementing.File %}{% endfor %}\
        {% for t in types.inheriting.Readable %}{% endfor %}{% for t in types.implementing.Readable %}{% endfor %}\
        {% for t in types.based.Whatever %}{% endfor %}
        """
        XCTAssertEqual(try renderSourcery(template, sources: sources).warnings.map(\.message), [
            "File is a struct and should be used with `based` (in types.implementing.File)",
            "Node is a class and should be used with `inheriting` or `based` (in types.implementing.Node)",
            "Readable is not a class and should be used with `implementing` or `based` (in types.inheriting.Readable)",
            "Unknown type Redable, should be used with `based` (in types.implementing.Redable)",
        ])
    }

    func testFunctionsAreTheGlobalFunctionsByName() {
        XCTAssertEqual(names("functions"), "alpha(_ x: Int) zeta() ")
    }

    func testArgumentsPrintAsWritten() {
        let arguments = ArgumentsParser.parse("count=3,ratio=0.5,name=\"Kit\",flag,list=[1,2]")
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        let context = SourceryContext.make(scan: scan, arguments: arguments)
        let template = """
        {{ argument.ratio }} {{ argument.name }} {{ argument.flag }} {{ argument.list|join:"+" }} \
        {% if argument.ratio > 0.2 %}big{% endif %} {% for k, v in argument %}{% if k == "count" %}{{ v }}{% endif %}{% endfor %}
        """
        let text = try? StencilTemplateRenderer().render(template: template, path: "T", context: context).text
        XCTAssertEqual(text, "0.5 Kit true 1+2 big 3")
        let plain = SourceryContext.make(scan: scan, arguments: ["count": 3.0, "nested": ["n": 2.0]] as [String: Any])
        let plainText = try? StencilTemplateRenderer().render(template: "{{ argument.nested.n }}", path: "T", context: plain).text
        XCTAssertEqual(plainText, "2")
    }

    func testNewlineAndTypedTags() {
        let template = "{% typed t as Type u as Type %}a{% newline %}{% newline %}b\n{% if true %}\n{% endif %}\nc"
        XCTAssertEqual(sourceryOutput(template, sources: sources), "a\n\nb\nc")
        XCTAssertNotNil(sourceryRenderError("{% typed t Type %}", sources: sources))
    }
}
