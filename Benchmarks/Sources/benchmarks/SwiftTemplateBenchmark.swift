import BenchmarkSupport
import Foundation

/// A Swift template's `modelgen generate` next to the same work as a Stencil template: its first run
/// (an empty cache: the runtime and the template are compiled) and a cached run.
struct SwiftTemplateBenchmark {
    let tool: URL
    /// "release" or "debug", for the row's name.
    let build: String
    let runs: Int
    let report: Report

    /// `GenerateBenchmark.template`'s listing, in Swift.
    static let template = """
        // Lists every type with its stored properties.
        <% for type in types.all { -%>
        // <%= type.kind %> <%= type.name %><%= type.inheritedTypes.isEmpty ? "" : ": " + type.inheritedTypes.joined(separator: ", ") %>
        <% for variable in type.storedVariables { -%>
        //   <%= variable.name %>: <%= variable.typeName %><%= variable.defaultValue == nil ? "" : " = …" %>
        <% } -%>
        <% } -%>
        """

    func run(_ corpus: Corpus) {
        let cache = Paths.work.appendingPathComponent("swift-template-cache-\(build)")
        try? FileManager.default.removeItem(at: cache)
        let cacheArguments = ["--cacheBasePath", cache.path]
        let once = GenerateBenchmark(tool: tool, runs: 1, report: report)
        let repeated = GenerateBenchmark(tool: tool, runs: runs, report: report)
        guard let first = once.generate(corpus, template: Self.template, named: "simple.swifttemplate", extraArguments: cacheArguments),
              let cached = repeated.generate(corpus, template: Self.template, named: "simple.swifttemplate", extraArguments: cacheArguments),
              let stencil = repeated.generate(corpus, template: GenerateBenchmark.template, named: "simple.stencil") else { return }
        report.add("End to end: `modelgen generate`, Swift template: first run (compiles runtime and template), cached run (\(build))",
                   input: corpus.name,
                   modelGen: "first \(Format.duration(first.seconds)), cached \(Format.duration(cached.seconds))",
                   baseline: "same listing as a Stencil template: \(Format.duration(stencil.seconds))",
                   ratio: Format.ratio(stencil.seconds / cached.seconds))
    }
}
