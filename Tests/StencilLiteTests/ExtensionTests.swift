import Foundation
import XCTest
@testable import StencilLite

/// A `{% repeat n %}body{% endrepeat %}` tag, written the way ModelGen writes Sourcery's tags.
private struct RepeatNode: NodeType {
    let token: Token?
    let count: Resolvable
    let body: [NodeType]

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        guard token.components.count == 2 else { throw TemplateSyntaxError("'repeat' takes one argument") }
        let count = try parser.compileResolvable(token.components[1], containedIn: token)
        let body = try parser.parse(until: ["endrepeat"])
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("`endrepeat` was not found.") }
        return RepeatNode(token: token, count: count, body: body)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        let times = try count.resolve(context) as? Int ?? 0
        for index in 0..<max(times, 0) {
            try context.push(dictionary: ["index": index]) {
                try renderNodes(body, context, into: &output)
            }
        }
    }
}

/// Results written by concurrent renders, one slot each.
private final class ResultBox: @unchecked Sendable {
    private var values: [String]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: "", count: count) }

    func store(_ value: String, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func value(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}

final class ExtensionTests: XCTestCase {
    private var environment: Environment {
        var custom = Extension()
        custom.registerTag("repeat", parser: RepeatNode.parse)
        custom.registerSimpleTag("now") { _ in "NOW" }
        custom.registerFilter("double") { (value: Any?) in (value as? Int).map { $0 * 2 } }
        custom.registerFilter("wrap") { (value: Any?, arguments: [Any?]) in "\(arguments.first.flatMap { $0 } ?? "")\(value ?? "")" }
        custom.registerFilter("fromContext") { (value: Any?, arguments: [Any?], context: Context) in context["prefix"] }
        custom.registerFilter(name: "even", negativeFilterName: "!even") { value in (value as? Int).map { $0 % 2 == 0 } }
        custom.registerFilter("uppercase") { (_: Any?) in "custom filters come before the built-ins" }
        custom.register(Filter(value: { value in
            if case .int(let int) = value { return .int(int + 1) }
            return .string("not an Int")
        }), named: "next")
        custom.register(Filter(values: { value, arguments, context in
            .string("\(ValueSemantics.stringify(value))\(arguments.map(ValueSemantics.stringify).joined())\(context["prefix"] ?? "")")
        }), named: "joined")
        return Environment(extensions: [custom])
    }

    func testCustomTagsParseBodiesAndRender() throws {
        XCTAssertEqual(try render("{% repeat n %}[{{ index }}]{% endrepeat %}{% now %}", ["n": 3], environment: environment), "[0][1][2]NOW")
        XCTAssertEqual(templateError { try render("{% repeat 2 %}x", environment: environment) }?.reason, "`endrepeat` was not found.")
    }

    func testCustomFiltersWithArgumentsAndContext() throws {
        let output = try render("{{ n|double }} {{ s|wrap:\"<\" }} {{ s|fromContext }} {{ n|even }}{{ n|!even }} {{ s|uppercase }}",
                                ["n": 3, "s": "x", "prefix": "P"], environment: environment)
        XCTAssertEqual(output, "6 <x P falsetrue custom filters come before the built-ins")
    }

    func testFiltersOverTemplateValuesGetTypedValuesAndArguments() throws {
        let output = try render("{{ n|next|next }} {{ s|next }} {{ s|joined:n,\"y\" }} {{ missing|joined }}", ["n": 3, "s": "x", "prefix": "P"],
                                environment: environment)
        XCTAssertEqual(output, "5 not an Int x3yP P")
        XCTAssertEqual(templateError { try render("{{ n|next:1 }}", ["n": 3], environment: environment) }?.reason,
                       "Can't invoke filter with an argument")
    }

    func testUnknownTagSuggestsTheClosestName() {
        XCTAssertEqual(templateError { try render("{% repaet 1 %}{% endrepeat %}", environment: environment) }?.reason,
                       "Unknown template tag 'repaet'. Did you mean 'repeat'?")
        XCTAssertEqual(templateError { try render("{% endif %}") }?.reason, "Unknown template tag 'endif': there is no open 'if' here for it to close")
    }

    func testOneTemplateRendersOnManyThreadsAtOnce() throws {
        let template = try Template(templateString: "{% for x in xs %}{% set y x %}{{ y|double }}{% endfor %}",
                                    environment: Environment(extensions: [.stencilSwiftKit] + environment.extensions))
        let results = ResultBox(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            results.store((try? template.render(["xs": Array(0..<index)])) ?? "error", at: index)
        }
        for index in 0..<16 {
            XCTAssertEqual(results.value(at: index), (0..<index).map { String($0 * 2) }.joined())
        }
    }

    func testTemplatesParseOnceAndRenderManyTimes() throws {
        let template = try Template(templateString: "{{ a }}", environment: environment)
        XCTAssertEqual(try template.render(["a": 1]), "1")
        XCTAssertEqual(try template.render(["a": 2]), "2")
        let context = Context(dictionary: ["a": 3], environment: environment)
        XCTAssertEqual(try template.render(context), "3")
        context["a"] = 4
        XCTAssertEqual(context["a"] as? Int, 4)
        XCTAssertEqual(try context.push(dictionary: ["a": 5]) { try template.render(context) }, "5")
    }
}
