import XCTest
@testable import StencilLite

/// Random templates built from template fragments must render or fail with a located error, never trap.
final class RobustnessTests: XCTestCase {
    private static let fragments = [
        "{{", "}}", "{%", "%}", "{#", "#}", "{%-", "-%}", "{", "}", " ", "\n", "\r\n", "\t", "\"", "'", "|", ":", ",", ".", "[", "]",
        "(", ")", "...", "if", "elif", "else", "endif", "for", "in", "where", "empty", "endfor", "break", "continue", "outer:",
        "not", "and", "or", "==", "!=", "<", ">=", "x", "xs", "d", "s", "n", "p", "p.name", "p.nmae", "xs.last", "s.last", "d.k",
        "1", "-1", "1.5", "0", "true", "default", "join", "split", "indent", "indent:-1", "indent:2,\"-\",true", "filter",
        "uppercase", "capitalize", "set", "endset", "map", "into", "using", "endmap", "macro", "endmacro", "call", "import",
        "include", "extends", "block", "endblock", "block.super", "filter_value", "forloop.counter", "forloop.last", "é", "👨‍👩‍👧",
        "upperFirstLetter", "swiftIdentifier", "replace:\"a\",\"b\"", "snakeToCamelCase", "1...3", "xs[n]", "d[s]",
    ]

    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func testRandomTemplatesNeverTrap() {
        var generator = Generator(state: 42)
        let environment = Environment(loader: DictionaryLoader(templates: ["t": "{{ x }}{% include \"t\" %}", "m": "{% macro a %}A{% endmacro %}"]),
                                      extensions: [.stencilSwiftKit], cleansBlankLines: true)
        let context: [String: Any] = ["x": "X", "xs": [1, 2], "d": ["k": "v"], "s": "", "n": 1, "p": Person(name: "P")]
        var rendered = 0
        var failed = 0
        for _ in 0..<3_000 {
            var template = ""
            for _ in 0..<(1 + generator.next(24)) {
                template += Self.fragments[generator.next(Self.fragments.count)]
                if generator.next(3) == 0 { template += " " }
            }
            do {
                _ = try environment.renderTemplate(string: template, context: context)
                rendered += 1
            } catch let error as TemplateSyntaxError {
                XCTAssertFalse(error.reason.isEmpty, template)
                XCTAssertFalse(error.report.isEmpty, template)
                failed += 1
            } catch {
                XCTFail("\(template.debugDescription): \(error)")
            }
        }
        XCTAssertGreaterThan(rendered, 100)
        XCTAssertGreaterThan(failed, 100)
    }
}
