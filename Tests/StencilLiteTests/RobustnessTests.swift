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

/// Text that doubles with each filter or captured block would take all memory; it stops at
/// `Environment.maximumTextBytes` (64 MiB; 64 KiB here) with a located error instead.
final class TextLimitTests: XCTestCase {
    private let environment: Environment = {
        var environment = Environment(extensions: [.stencilSwiftKit])
        environment.maximumTextBytes = 64 << 10
        return environment
    }()

    func testTheDefaultLimitIs64MiB() {
        XCTAssertEqual(Environment().maximumTextBytes, 64 << 20)
    }

    func testAFilterChainOverItsOwnOutputStopsAtTheLimit() {
        let chain = String(repeating: "|replace:\"a\",\"aa\"", count: 40)
        let error = templateError { try render("line 1\n{{ x\(chain) }}", ["x": "a"], environment: self.environment) }
        XCTAssertEqual(error?.token?.location.line, 2)
        XCTAssertTrue(error?.reason.hasPrefix("The value of 'x' grew beyond 65536 bytes") ?? false, error?.reason ?? "no error")
    }

    func testCapturedBlocksThatDoubleTheirTextStopAtTheLimit() {
        var template = "{% set v0 %}ab{% endset %}"
        for level in 1...40 { template += "{% set v\(level) %}{{ v\(level - 1) }}{{ v\(level - 1) }}{% endset %}" }
        let error = templateError { try render(template + "{{ v40 }}", environment: self.environment) }
        XCTAssertTrue(error?.reason.hasPrefix("The output grew beyond 65536 bytes") ?? false, error?.reason ?? "no error")
    }

    /// A long range or array fails before it is printed when even its shortest printed form would
    /// pass the limit, with the error printing it would give (a range of 7 million Ints took 5 s to print).
    func testALongRangeOrArrayFailsBeforeItIsPrinted() {
        func failure(_ template: String, _ context: [String: Any] = [:]) -> (reason: String?, line: Int?) {
            let error = templateError { try render("line 1\n" + template, context, environment: self.environment) }
            return (error?.reason, error?.token?.location.line)
        }
        let printed = failure("{{ 1...20000 }}")  // 60,000 bytes at the shortest: fails once printed
        XCTAssertTrue(printed.reason?.hasPrefix("The output grew beyond 65536 bytes") ?? false, printed.reason ?? "no error")
        XCTAssertEqual(printed.line, 2)
        let ranged = failure("{{ 1...7000000 }}")
        XCTAssertEqual(ranged.reason, printed.reason)
        XCTAssertEqual(ranged.line, 2)
        XCTAssertEqual(failure("{{ items }}", ["items": [Any](repeating: "x", count: 40_000)]).reason, printed.reason)
        XCTAssertEqual(failure("{{ items }}", ["items": [Any](repeating: "x", count: 30_000)]).reason, printed.reason)
    }

    func testTextUpToTheLimitRenders() throws {
        let chain = String(repeating: "|replace:\"a\",\"aa\"", count: 16)
        XCTAssertEqual(try render("{{ x\(chain) }}", ["x": "a"], environment: environment).utf8.count, 1 << 16)
    }
}

/// Loops nested far deeper than a model needs would run for hours; a render stops after
/// `Environment.maximumLoopIterations` (100 million; 1,000 here) with a located error.
final class LoopLimitTests: XCTestCase {
    private let environment: Environment = {
        var environment = Environment()
        environment.maximumLoopIterations = 1_000
        return environment
    }()
    private let items = Array(0..<10)

    func testTheDefaultLimitIs100MillionIterations() {
        XCTAssertEqual(Environment().maximumLoopIterations, 100_000_000)
    }

    func testNestedLoopsStopAtTheLimit() {
        let template = "{% for a in xs %}{% for b in xs %}\n{% for c in xs %}{% for d in xs %}{{ d }}{% endfor %}{% endfor %}{% endfor %}{% endfor %}"
        let error = templateError { try render(template, ["xs": self.items], environment: self.environment) }
        XCTAssertTrue(error?.reason.hasPrefix("The template ran more than 1000 loop iterations") ?? false, error?.reason ?? "no error")
        XCTAssertEqual(error?.token?.location.line, 2)
    }

    func testLoopsWithinTheLimitRender() throws {
        let template = "{% for a in xs %}{% for b in xs %}{{ b }}{% endfor %}{% endfor %}"
        XCTAssertEqual(try render(template, ["xs": items], environment: environment).count, 100)
    }
}
