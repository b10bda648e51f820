import Foundation
import ModelGenDiagnostics
import XCTest
@testable import StencilLite

/// `Environment.concurrentLoops`: every render must be the sequential render's, byte for byte, with
/// the same diagnostics and errors, and the concurrent path must really run.
final class ConcurrentLoopTests: XCTestCase {
    /// What a render left: its output (up to the error, if any), error report, diagnostics, and
    /// how many concurrent chunks it kept.
    private struct Outcome: Equatable {
        var text = ""
        var error: String?
        var diagnostics: [String] = []
        var chunks = 0

        static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            (lhs.text, lhs.error, lhs.diagnostics) == (rhs.text, rhs.error, rhs.diagnostics)
        }
    }

    /// An environment with a `note` tag (a warning naming `item`), a `failAt` filter (throws at its
    /// argument) and `loader`; `concurrent` turns concurrent loops on for two items and more.
    private static func environment(concurrent: Bool, loader: Loader? = nil) -> Environment {
        var tags = Extension()
        tags.registerSimpleTag("note") { context in
            context.diagnostics?.emit(Diagnostic(.warning, "note \(context["item"].map { "\($0)" } ?? "-")"))
            return ""
        }
        tags.registerFilter("failAt") { value, arguments in
            if let value = value as? Int, value == arguments.first as? Int { throw TemplateSyntaxError("failed at \(value)") }
            return value
        }
        var environment = Environment(loader: loader, extensions: [tags, .stencilSwiftKit])
        environment.concurrentLoops = concurrent
        environment.concurrentLoopMinimumItems = 2
        environment.concurrentLoopMinimumSeconds = 0
        return environment
    }

    /// Renders `template` with `dictionary`, concurrently or not, in an environment `adjust` may change.
    private func outcome(_ template: String, _ dictionary: [String: Any], concurrent: Bool, loader: Loader? = nil,
                         adjust: (inout Environment) -> Void = { _ in }) -> Outcome {
        var environment = Self.environment(concurrent: concurrent, loader: loader)
        adjust(&environment)
        let diagnostics = DiagnosticList()
        let context = Context(dictionary: dictionary, environment: environment, diagnostics: diagnostics)
        var output = RenderOutput()
        var result = Outcome()
        do {
            try environment.template(string: template).render(context, into: &output)
        } catch let error as TemplateSyntaxError {
            result.error = error.report
        } catch {
            result.error = "\(error)"
        }
        result.text = output.text
        result.diagnostics = diagnostics.diagnostics.map(\.description)
        result.chunks = context.concurrentChunksKept
        return result
    }

    /// Renders `template` both ways, asserts the outcomes match, and returns both.
    @discardableResult
    private func assertSameAsSequential(_ template: String, _ dictionary: [String: Any] = [:], loader: Loader? = nil,
                                        adjust: (inout Environment) -> Void = { _ in },
                                        file: StaticString = #filePath, line: UInt = #line) -> (sequential: Outcome, concurrent: Outcome) {
        let sequential = outcome(template, dictionary, concurrent: false, loader: loader, adjust: adjust)
        let concurrent = outcome(template, dictionary, concurrent: true, loader: loader, adjust: adjust)
        XCTAssertEqual(concurrent, sequential, file: file, line: line)
        XCTAssertEqual(sequential.chunks, 0, "the sequential render ran chunks", file: file, line: line)
        return (sequential, concurrent)
    }

    private let items = Array(0..<200)

    func testEveryConformanceCaseRendersAsInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stencillite-concurrent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var chunks = 0
        func result(_ testCase: ConformanceTests.Case, concurrent: Bool) -> String {
            do {
                let text = try ConformanceTests.render(testCase, in: folder.appendingPathComponent(concurrent ? "c" : "s"), adjust: {
                    $0.concurrentLoops = concurrent
                    $0.concurrentLoopMinimumItems = 1
                    $0.concurrentLoopMinimumSeconds = 0
                }, observe: { chunks += $0.concurrentChunksKept })
                return "output: " + text
            } catch let error as TemplateSyntaxError {
                return "error: " + error.report.replacingOccurrences(of: folder.path + (concurrent ? "/c" : "/s"), with: "")
            } catch {
                return "error: \(error)"
            }
        }
        for testCase in try ConformanceTests.loadCases() {
            XCTAssertEqual(result(testCase, concurrent: true), result(testCase, concurrent: false), testCase.id)
        }
        XCTAssertGreaterThan(chunks, 50, "the conformance cases' loops ran concurrently")
    }

    func testLoopRunsInChunksWithForloopAndWhere() {
        let template = "{% for item in items where item != 3 %}{{ forloop.counter }}/{{ forloop.length }}{% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %}={{ item }},{% empty %}none{% endfor %}"
        let outcome = assertSameAsSequential(template, ["items": items]).concurrent
        XCTAssertGreaterThan(outcome.chunks, 1)
        XCTAssertTrue(outcome.text.hasPrefix("1/199F=0,2/199=1,3/199=2,4/199=4,"))
        assertSameAsSequential(template, ["items": [3, 3, 3]])
    }

    func testDictionariesAndTuples() {
        let rows = (0..<50).map { ["name": "row\($0)", "values": ["a": $0, "b": $0 * 2]] as [String: Any] }
        let outcome = assertSameAsSequential("{% for row in rows %}{{ row.name }}:{% for key, value in row.values %}{{ key }}={{ value }} {% endfor %}\n{% endfor %}", ["rows": rows]).concurrent
        XCTAssertGreaterThan(outcome.chunks, 1)
    }

    func testBreakAndContinue() {
        for template in [
            "{% for item in items %}{% if item == 57 %}{% break %}{% endif %}{{ item }},{% endfor %}after",
            "{% for item in items %}{% if item > 3 and item < 190 %}{% continue %}{% endif %}{{ item }},{% endfor %}after",
            "{% outer: for item in items %}{% if item == 120 %}{% break outer %}{% endif %}{{ item }}{% endfor %}",
            "{% outer: for item in items %}{% if item|failAt:-1 > 5 %}{% continue outer %}{% endif %}{{ item }}{% endfor %}",
        ] {
            let outcome = assertSameAsSequential(template, ["items": items]).concurrent
            XCTAssertGreaterThan(outcome.chunks, 0, template)
        }
    }

    func testLabelledSignalsReachTheEnclosingLoop() {
        // The outer loop has too few items to split, so the inner one runs concurrently and its
        // `break outer`/`continue outer` must reach the outer loop after the merge.
        for control in ["break", "continue"] {
            let template = "{% outer: for row in rows %}[{% for item in items %}{% if item == row %}{% \(control) outer %}{% endif %}{{ item }}{% endfor %}]{% endfor %}end"
            let outcome = assertSameAsSequential(template, ["rows": [70, 150], "items": items]) { $0.concurrentLoopMinimumItems = 3 }.concurrent
            XCTAssertGreaterThan(outcome.chunks, 1, control)
        }
        XCTAssertEqual(outcome("{% outer: for row in rows %}[{% for item in items %}{% if item == row %}{% break outer %}{% endif %}{{ item }}{% endfor %}]{% endfor %}end",
                               ["rows": [2, 5], "items": items], concurrent: true) { $0.concurrentLoopMinimumItems = 3 }.text, "[01end")
    }

    func testErrorInAMiddleChunkKeepsWhatCameBefore() {
        let template = "{% for item in items %}{% note %}{{ item|failAt:101 }},{% endfor %}"
        let (sequential, concurrent) = assertSameAsSequential(template, ["items": items])
        XCTAssertEqual(sequential.diagnostics.count, 102)
        XCTAssertTrue(sequential.error?.contains("failed at 101") == true)
        XCTAssertTrue(concurrent.text.hasSuffix("99,100,"))
        XCTAssertGreaterThan(concurrent.chunks, 1)
    }

    func testDiagnosticsArriveInIterationOrder() {
        let (sequential, concurrent) = assertSameAsSequential("{% for item in items %}{% note %}{% endfor %}", ["items": items])
        XCTAssertEqual(sequential.diagnostics.count, items.count)
        XCTAssertGreaterThan(concurrent.chunks, 1)
    }

    func testLoopIterationLimitStopsTheSameWay() {
        // 200 items and 2 inner iterations each: 600 iterations. Inner loops stay below the threshold.
        let template = "{% for item in items %}{% for inner in pair %}{{ item }}.{{ inner }},{% endfor %}{% endfor %}"
        let limited: (Int) -> (inout Environment) -> Void = { limit in { $0.maximumLoopIterations = limit; $0.concurrentLoopMinimumItems = 3 } }
        let (sequential, concurrent) = assertSameAsSequential(template, ["items": items, "pair": [1, 2]], adjust: limited(599))
        XCTAssertTrue(sequential.error?.contains("more than 599 loop iterations") == true)
        XCTAssertEqual(concurrent.chunks, 0, "over the limit, the loop renders in order")
        let underLimit = assertSameAsSequential(template, ["items": items, "pair": [1, 2]], adjust: limited(600)).concurrent
        XCTAssertNil(underLimit.error)
        XCTAssertGreaterThan(underLimit.chunks, 1)
    }

    func testTextLimitCountsTheChunksPlace() {
        let big = String(repeating: "x", count: 500)
        // Each iteration captures 500 bytes and keeps one: only after the 600 bytes before the loop
        // does the capture pass the limit, which a chunk alone never sees.
        let template = "{{ big }}{{ head }}{% for item in items %}{% set captured %}{{ big }}{% endset %}.{% endfor %}"
        let (sequential, concurrent) = assertSameAsSequential(template, ["big": big, "head": String(repeating: "h", count: 100), "items": items]) {
            $0.maximumTextBytes = 1_000
        }
        XCTAssertTrue(sequential.error?.contains("grew beyond 1000 bytes") == true)
        XCTAssertEqual(concurrent.chunks, 0)
        let whole = assertSameAsSequential("{% for item in items %}{{ big }}{% endfor %}", ["big": big, "items": items]) {
            $0.maximumTextBytes = 100_000
        }.concurrent
        XCTAssertGreaterThan(whole.chunks, 1)
        XCTAssertEqual(whole.text.utf8.count, 100_000)
    }

    /// Counts a `tick` filter's calls from any thread (`@unchecked Sendable`: `count` is read and
    /// written holding `lock`).
    private final class Ticks: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func environment(concurrent: Bool, adjust: (inout Environment) -> Void) -> Environment {
            var tick = Extension()
            tick.registerFilter("tick") { [self] value in
                lock.lock()
                count += 1
                lock.unlock()
                return value
            }
            var environment = Environment(extensions: [tick])
            environment.concurrentLoops = concurrent
            environment.concurrentLoopMinimumItems = 2
            environment.concurrentLoopMinimumSeconds = 0
            adjust(&environment)
            return environment
        }

        /// The calls a render of `template` made, and its error report.
        func calls(_ template: String, _ dictionary: [String: Any], concurrent: Bool, adjust: (inout Environment) -> Void) -> (Int, String?) {
            lock.lock()
            count = 0
            lock.unlock()
            let error = templateError { try self.environment(concurrent: concurrent, adjust: adjust).renderTemplate(string: template, context: dictionary) }
            lock.lock()
            defer { lock.unlock() }
            return (count, error?.report)
        }
    }

    func testRunawayLoopStopsAfterBoundedWork() {
        // Each chunk may use twice its share of what is left of a limit, so the concurrent attempt
        // does at most about twice the in-order render's work (plus a body per chunk) before the
        // in-order render finds the exact error.
        let chunkCount = min(items.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let cases: [(String, Int, (inout Environment) -> Void)] = [
            ("{% for item in items %}{{ big|tick }}{% endfor %}", 1, { $0.maximumTextBytes = 50_500 }),
            ("{% for item in items %}{% for inner in items %}{{ inner|tick }}{% endfor %}{% endfor %}", items.count,
             { $0.maximumLoopIterations = 200 + 50 * 200 }),
        ]
        for (template, callsPerIteration, adjust) in cases {
            let ticks = Ticks()
            let dictionary: [String: Any] = ["items": items, "big": String(repeating: "x", count: 1_000)]
            let (sequentialCalls, sequentialError) = ticks.calls(template, dictionary, concurrent: false, adjust: adjust)
            let (concurrentCalls, concurrentError) = ticks.calls(template, dictionary, concurrent: true, adjust: adjust)
            XCTAssertNotNil(sequentialError, template)
            XCTAssertEqual(concurrentError, sequentialError, template)
            XCTAssertLessThanOrEqual(concurrentCalls, 3 * sequentialCalls + chunkCount * callsPerIteration, template)
        }
    }

    func testBlocksRenderInOrder() {
        let template = "{% for item in items %}{{ block.last }}|{% block last %}{{ item }}{% endblock %};{% endfor %}"
        let outcome = assertSameAsSequential(template, ["items": items]).concurrent
        XCTAssertEqual(outcome.chunks, 0)
        XCTAssertTrue(outcome.text.hasPrefix("|0;0|1;1|2;"))
        let loader = DictionaryLoader(templates: [
            "base.html": "{% for item in items %}{% block row %}base{% endblock %}{% endfor %}",
            "child.html": "{% extends \"base.html\" %}{% block row %}child{{ item }}{% endblock %}",
        ])
        let inherited = assertSameAsSequential("{% include \"child.html\" %}", ["items": items], loader: loader).concurrent
        XCTAssertTrue(inherited.text.hasPrefix("child0basebase"))
    }

    func testNestedLoopsIncludesMacrosAndSet() {
        let loader = DictionaryLoader(templates: ["row.html": "<{{ item }}{% for inner in pair %}{{ forloop.outer.counter }}.{{ inner }}{% endfor %}>"])
        let template = """
        {% macro show value %}({{ value }}){% endmacro %}\
        {% outer: for item in items %}{% set doubled %}{{ item }}{{ item }}{% endset %}\
        {% macro inside %}[{{ doubled }}]{% endmacro %}{% call show doubled %}{% call inside %}{% include "row.html" %}\
        {% for inner in items %}{% if inner == 2 %}{% break %}{% endif %}{{ forloop.outer.counter0 }}{% endfor %}\
        {% endfor %}{{ doubled }}|{% call show "end" %}
        """
        let outcome = assertSameAsSequential(template, ["items": items, "pair": [1, 2]], loader: loader).concurrent
        XCTAssertGreaterThan(outcome.chunks, 1)
        XCTAssertTrue(outcome.text.hasPrefix("(00)[00]<01.11.2>00(11)[11]<12.12.2>11(22)"), outcome.text)
    }

    func testDeepRecursionInAWorkerFailsAsInOrder() {
        // Each iteration includes itself down to the call-depth limit, on a worker's own stack.
        let loader = DictionaryLoader(templates: ["self.html": "{% if item %}{% include \"self.html\" %}{% endif %}"])
        let (sequential, concurrent) = assertSameAsSequential("{% for item in items %}{% include \"self.html\" %}{% endfor %}",
                                                              ["items": items], loader: loader)
        XCTAssertTrue(sequential.error?.contains("nested more than 100 deep") == true)
        XCTAssertGreaterThan(concurrent.chunks, 0)
    }

    func testOffOrBelowTheThresholdStaysSequential() {
        XCTAssertEqual(outcome("{% for item in items %}{{ item }}{% endfor %}", ["items": items], concurrent: false).chunks, 0)
        XCTAssertEqual(outcome("{% for item in items %}{{ item }}{% endfor %}", ["items": items], concurrent: true) {
            $0.concurrentLoopMinimumItems = 201
        }.chunks, 0)
    }

    func testOnlyTheOutermostLoopIsSplit() {
        let once = outcome("{% for item in items %}{{ item }}{% endfor %}", ["items": items], concurrent: true).chunks
        let nested = assertSameAsSequential("{% for item in items %}{% for inner in items %}{% endfor %}{% endfor %}", ["items": items]).concurrent.chunks
        XCTAssertEqual(nested, once)
    }
}
