import Foundation
import ModelGen
import ModelScanner
import StencilLite

/// The fixed model every fuzzed template renders against: one of each declaration kind.
let modelSource = """
    // sourcery: fetchable, name = "Person"
    struct Person: FetchableModel, Equatable {
        var firebaseId = ""
        /// sourcery: skipEquality
        var name: String = ""
        var pets: [Pet] = []
        var scores: [String: Int]?
        let birthday: Date?
        var computed: Int { 1 }
        func greet(_ other: Person, times: Int = 2) async throws -> String { "" }
        static func make() -> Person { Person() }
    }
    enum Kind: String, CaseIterable { case cat = "c", dog, other(Int, label: String) }
    protocol Named { var name: String { get set } }
    class Pet: NSObject, Named { var name = ""; init(name: String) {} ; subscript(i: Int) -> Int { i } }
    final class Cat<T: Hashable>: Pet where T: Sendable { var toys: Set<T> = [] }
    extension Person: Named {}
    typealias People = [Person]
    func freeFunction(a: (Int) -> Void) {}
    """

/// A folder of templates for `include`/`extends`/`import`, including a self-including one and
/// two that include each other.
let includeFolder: String = {
    let folder = NSTemporaryDirectory() + "modelgen-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let files = [
        "item.stencil": "{{ type.name }}:{% for v in type.variables %}{{ v.name }}{% endfor %}",
        "self.stencil": "x{% include \"self.stencil\" %}",
        "ping.stencil": "{% include \"pong.stencil\" %}",
        "pong.stencil": "{% include \"ping.stencil\" %}",
        "base.stencil": "A{% block body %}B{% endblock %}C",
        "macros.stencil": "{% macro twice x %}{{ x }}{{ x }}{% endmacro %}",
    ]
    for (name, text) in files {
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
    }
    return folder
}()

/// Text may grow to 1 MiB and loops may run 100,000 iterations here (64 MiB and 100 million in the
/// tool), so an input that doubles its text or nests loops deeply fails well within the per-input
/// time limit, even with AddressSanitizer.
let environment: Environment = {
    var environment = SourceryEnvironment.make(templateDirectories: [includeFolder], strict: false)
    environment.maximumTextBytes = 1 << 20
    environment.maximumLoopIterations = 100_000
    return environment
}()
/// The same environment with every loop of two items or more split over the cores at once, so
/// that each input also checks the concurrent render against the render in order.
let splittingEnvironment: Environment = {
    var splitting = environment
    splitting.concurrentLoops = true
    splitting.concurrentLoopMinimumItems = 2
    splitting.concurrentLoopMinimumSeconds = 0
    return splitting
}()
let context: [String: Any] = {
    let scan = SourceScanner.scan(source: modelSource, path: "Model.swift")
    _ = scan.prepareForConcurrentReads()
    return SourceryContext.make(scan: scan, arguments: ["flag": true, "name": "Fuzz", "list": ["a", "b"]])
}()

/// What a render of `text` in `environment` gave: its text and diagnostics, or its error report.
func outcome(_ text: String, in environment: Environment) -> String {
    do {
        let rendered = try StencilTemplateRenderer.render(template: text, path: "fuzz.stencil", context: context, in: environment)
        return rendered.text + "\u{0}" + rendered.diagnostics.map(\.description).joined(separator: "\n")
    } catch let error as TemplateSyntaxError {
        return "error: " + error.report
    } catch {
        return "error: \(error)"
    }
}

/// Fuzz target 3: renders arbitrary template text against the fixed model, with Sourcery's
/// tags and filters and an include folder, in order and with every loop split; the two must agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let inOrder = outcome(text, in: environment)
    let split = outcome(text, in: splittingEnvironment)
    if split != inOrder {
        fatalError("the render with loops split differs from the render in order:\n\(inOrder)\n---\n\(split)")
    }
    return 0
}
