import Foundation
import XCTest
@testable import StencilLite

/// `Environment.concurrentLoopMinimumSeconds` and `prepareForConcurrentLoops`: a loop renders its
/// first iterations in order, goes concurrent only when the rest would take long enough, and the
/// preparation runs once per render, before the first concurrent loop, never for a short render.
final class ConcurrentLoopLeadTests: XCTestCase {
    /// Counts the preparation's calls (it runs on the rendering thread; the lock is for `@Sendable`).
    private final class Preparations: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var calls: Int { lock.withLock { count } }
        func record() { lock.withLock { count += 1 } }
    }

    private let template = """
        {% for item in items %}[{{ forloop.counter }}:{{ item }}{% for x in inner %}.{{ x }}{% endfor %}]{% endfor %}\
        {% for item in items %}<{{ item }}>{% endfor %}
        """
    private let context: [String: Any] = ["items": Array(0..<300), "inner": Array(0..<3)]

    /// The render's output, how many concurrent chunks it kept and how often it prepared.
    private func render(minimumSeconds: Double?) throws -> (text: String, chunks: Int, preparations: Int) {
        let preparations = Preparations()
        var environment = Environment()
        if let minimumSeconds {
            environment.concurrentLoops = true
            environment.concurrentLoopMinimumItems = 2
            environment.concurrentLoopMinimumSeconds = minimumSeconds
            environment.prepareForConcurrentLoops = { preparations.record() }
        }
        let rendering = Context(dictionary: context, environment: environment)
        var output = RenderOutput()
        try environment.template(string: template).render(rendering, into: &output)
        return (output.text, rendering.concurrentChunksKept, preparations.calls)
    }

    /// Asserts that a render with `minimumSeconds` writes what the in-order render writes, went
    /// concurrent or not, and prepared `preparations` times.
    private func assertRender(minimumSeconds: Double, concurrent: Bool, preparations: Int,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let inOrder = try render(minimumSeconds: nil)
        let rendered = try render(minimumSeconds: minimumSeconds)
        XCTAssertEqual(rendered.text, inOrder.text, file: file, line: line)
        XCTAssertEqual(rendered.chunks > 0, concurrent, "chunks kept: \(rendered.chunks)", file: file, line: line)
        XCTAssertEqual(rendered.preparations, preparations, file: file, line: line)
    }

    func testALoopThatWouldTakeLongGoesConcurrentAfterItsLeadAndPreparesOnce() throws {
        try assertRender(minimumSeconds: 1e-12, concurrent: true, preparations: 1)
    }

    func testAShortRenderStaysInOrderAndNeverPrepares() throws {
        try assertRender(minimumSeconds: 3600, concurrent: false, preparations: 0)
    }

    func testWithoutAMinimumTheLoopSplitsAtOnce() throws {
        try assertRender(minimumSeconds: 0, concurrent: true, preparations: 1)
    }

    func testABreakInTheLeadEndsTheLoop() throws {
        var environment = Environment()
        environment.concurrentLoops = true
        environment.concurrentLoopMinimumItems = 2
        environment.concurrentLoopMinimumSeconds = 3600
        let text = try environment.renderTemplate(string: "{% for i in items %}{{ i }}{% if i == 2 %}{% break %}{% endif %}{% endfor %}!",
                                                  context: ["items": Array(0..<100)])
        XCTAssertEqual(text, "012!")
    }
}
