import BenchmarkSupport
import Foundation
import ModelScanner
import SwiftSyntaxDump

/// Runs every benchmark in one process and prints the Markdown table.
struct BenchmarkRun {
    let options: Options
    let report = Report()
    let loadAtStart = Machine.loadAverage

    func run() -> Int32 {
        checkReferenceExtractor()
        var corpora: [Corpus] = []
        do {
            corpora.append(try Corpus.synthetic(fileCount: options.quick ? 40 : 400))
            for path in options.corpora {
                let url = URL(fileURLWithPath: path)
                let name = url.standardizedFileURL.pathComponents.suffix(2).joined(separator: "/")
                corpora.append(try Corpus(name: name, directories: [url]))
            }
        } catch {
            report.fail("cannot load the corpus: \(error)")
            return finish()
        }
        var parseTimes: [String: Double] = [:]
        if options.runs("scan") {
            for corpus in corpora {
                parseTimes[corpus.name] = ScanBenchmark(corpus: corpus, runs: options.runs, report: report).run()
                differential(corpus)
            }
        }
        if options.runs("render") {
            RenderBenchmark(typeCount: options.quick ? 200 : 2_000, runs: options.runs, report: report).run()
        }
        if options.runs("generate") {
            switch ToolBuilds.releaseTool() {
            case .success(let tool):
                let generate = GenerateBenchmark(tool: tool, runs: options.quick ? 1 : 3, report: report)
                corpora.forEach(generate.generate)
                SwiftTemplateBenchmark(tool: tool, build: "release", runs: options.quick ? 1 : 3, report: report).run(corpora[0])
            case .failure(let failure):
                report.fail("cannot build modelgen (release): \(failure.message)")
            }
        }
        if options.runs("app") {
            AppScaleBenchmark(modelCount: options.quick ? 100 : 1_000, runs: options.quick ? 1 : 3, report: report)
                .run(release: ToolBuilds.releaseTool(), debug: ToolBuilds.debugTool(report: report))
        }
        if options.quick {
            report.note("`--quick`: small inputs, one run each; the clean build, debug-build scan and plugin measurements are skipped.")
            return finish()
        }
        if options.runs("build") {
            let (seconds, tool) = ToolBuilds.cleanDebugBuild(report: report)
            switch tool {
            case .success(let debugTool):
                report.add("Clean debug build of `modelgen` (`swift build --product modelgen`, empty scratch folder)",
                           input: "root package", modelGen: Format.duration(seconds))
                let dump = GenerateBenchmark(tool: debugTool, runs: 3, report: report)
                for corpus in corpora { dump.dump(corpus, scanBaseline: parseTimes[corpus.name]) }
                SwiftTemplateBenchmark(tool: debugTool, build: "debug", runs: 3, report: report).run(corpora[0])
            case .failure(let failure):
                report.fail("clean debug build of modelgen failed after \(Format.duration(seconds)): \(failure.message)")
            }
        }
        if options.runs("plugin") {
            PluginBenchmark(runs: 3, report: report).run()
        }
        return finish()
    }

    /// The swift-syntax extractor must reproduce the scanner conformance expectations exactly
    /// (all files together and each file alone), or its differential figures mean nothing.
    private func checkReferenceExtractor() {
        let sources = Paths.conformance.appendingPathComponent("sources")
        let expected = Paths.conformance.appendingPathComponent("expected")
        let files = SourceFileList.files(in: [sources])
        var cases = [(name: "all.json", files: files)]
        cases += files.map { (name: "per-file/" + $0.url.deletingPathExtension().lastPathComponent + ".json", files: [$0]) }
        do {
            for (name, files) in cases {
                let produced = try JSONValue.parse(Data(SyntaxDumper.dump(files).serialized().utf8))
                let comparison = DumpComparison(left: produced, right: try JSONValue.parse(Data(contentsOf: expected.appendingPathComponent(name))))
                guard comparison.isIdentical else {
                    report.fail("the swift-syntax extractor differs from conformance `expected/\(name)`: "
                                + comparison.differences.prefix(3).map(\.description).joined(separator: "; "))
                    return
                }
            }
            report.note("The swift-syntax extractor reproduces the \(cases.count) scanner conformance dumps (`Tests/ModelScannerTests/Conformance/expected`) exactly.")
        } catch {
            report.fail("cannot check the swift-syntax extractor: \(error)")
        }
    }

    /// How much of ModelScanner's dump agrees with the swift-syntax extraction on this corpus.
    private func differential(_ corpus: Corpus) {
        do {
            let scanned = try JSONValue.parse(Data(SourceScanner.scan(files: corpus.texts).dumpJSON().utf8))
            let reference = try JSONValue.parse(Data(SyntaxDumper.dump(sources: corpus.files, parallel: true).serialized().utf8))
            let comparison = DumpComparison(left: scanned, right: reference)
            func share(_ tally: DumpComparison.Tally) -> String { "\(Format.decimal(tally.percentage))% of \(tally.total)" }
            report.add("Differential: ModelScanner dump agrees with swift-syntax extraction", input: corpus.name,
                       modelGen: "types \(share(comparison.types)), variables \(share(comparison.variables)), methods \(share(comparison.methods))",
                       target: "100%")
        } catch {
            report.fail("differential on \(corpus.name): \(error)")
        }
    }

    private func finish() -> Int32 {
        let swift = ChildProcess.run("swift", ["--version"]).output.split(separator: "\n").first.map(String.init) ?? "swift"
        print("## Benchmark results\n")
        print("Machine: \(Machine.description); \(swift).\n")
        print("Load average (1, 5, 15 min): \(loadAtStart) at the start, \(Machine.loadAverage) at the end.\n")
        print("Command: `swift run --package-path Benchmarks -c release benchmarks\(options.quick ? " --quick" : "")"
              + (options.runCount.map { " --runs \($0)" } ?? "")
              + options.areas.sorted().map { " --only \($0)" }.joined()
              + options.corpora.map { " --corpus \($0)" }.joined() + "`\n")
        print("Median of \(options.runs) run\(options.runs == 1 ? "" : "s") each; ratios compare engines measured in this same process run.\n")
        print(report.markdown)
        return report.failures.isEmpty ? 0 : 1
    }
}
