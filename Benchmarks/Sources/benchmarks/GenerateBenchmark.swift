import BenchmarkSupport
import Foundation

/// `modelgen generate` and `modelgen dump` as whole processes: wall time and peak memory.
struct GenerateBenchmark {
    let tool: URL
    let runs: Int
    let report: Report

    /// Sourcery 2.3.0 with `--disableCache` on swift-nio's Sources took 2.25–2.63 s on this machine.
    static let sourceryOnSwiftNIO = 2.25

    static let template = """
        // Lists every type with its stored properties.
        {% for type in types.all %}
        // {{ type.kind }} {{ type.name }}{% if type.inheritedTypes %}: {{ type.inheritedTypes|join:", " }}{% endif %}
        {% for variable in type.storedVariables %}
        //   {{ variable.name }}: {{ variable.typeName }}{% if variable.defaultValue %} = …{% endif %}
        {% endfor %}
        {% endfor %}
        """

    /// Times `modelgen generate` over `corpus`; compares with Sourcery when the corpus is swift-nio.
    func generate(_ corpus: Corpus) {
        guard let (seconds, memory) = generate(corpus, template: Self.template, named: "simple.stencil") else { return }
        let isSwiftNIO = corpus.directories.contains { $0.path.contains("swift-nio") }
        report.add("End to end: `modelgen generate`, simple template (release)", input: corpus.name,
                   modelGen: "\(Format.duration(seconds)), peak \(Format.decimal(Double(memory) / 1_048_576)) MiB",
                   baseline: isSwiftNIO ? "Sourcery 2.3.0 `--disableCache`: 2.25–2.63 s" : "–",
                   ratio: isSwiftNIO ? Format.ratio(Self.sourceryOnSwiftNIO / seconds) : "–",
                   target: isSwiftNIO ? "≥20×" : "–")
    }

    /// Times `modelgen generate` of `template` (written as `name`) over `corpus` with `extraArguments`;
    /// nil, with a failure reported, when it fails or writes nothing.
    func generate(_ corpus: Corpus, template: String, named name: String, extraArguments: [String] = []) -> (seconds: Double, memory: Int)? {
        let templateFile = Paths.work.appendingPathComponent(name)
        let output = Paths.work.appendingPathComponent("generated-\(abs(corpus.name.hashValue))-\(name).swift")
        do {
            try FileManager.default.createDirectory(at: Paths.work, withIntermediateDirectories: true)
            try Data(template.utf8).write(to: templateFile)
        } catch {
            report.fail("generate: cannot write the template: \(error)")
            return nil
        }
        var arguments = ["generate"]
        for directory in corpus.directories { arguments += ["--sources", directory.path] }
        arguments += ["--templates", templateFile.path, "--output", output.path, "--quiet"] + extraArguments
        guard let measured = measure(arguments, what: "modelgen generate \(name)") else { return nil }
        guard ((try? Data(contentsOf: output).count) ?? 0) > 0 else {
            report.fail("modelgen generate \(name) on \(corpus.name) wrote no output")
            return nil
        }
        return measured
    }

    /// Times `modelgen dump` over `corpus` with this (debug) tool, as the plugin would run it.
    func dump(_ corpus: Corpus, scanBaseline: Double?) {
        var arguments = ["dump"]
        for directory in corpus.directories { arguments += ["--sources", directory.path] }
        guard let (seconds, _) = measure(arguments, what: "modelgen dump (debug)") else { return }
        report.add("Scan, debug build: `modelgen dump` (whole process, JSON to /dev/null)", input: corpus.name,
                   modelGen: corpus.throughput(seconds),
                   baseline: scanBaseline.map { "swift-syntax parse, release, 1 thread: \(corpus.throughput($0))" } ?? "–",
                   ratio: scanBaseline.map { Format.ratio($0 / seconds) } ?? "–")
    }

    /// This executable, which doubles as the measuring launcher.
    private static var launcher: String {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).path
    }

    /// The median wall time and the peak memory of `runs` runs of the tool with `arguments`; nil
    /// (with a failure reported) when a run fails.
    func measure(_ arguments: [String], what: String) -> (Double, Int)? {
        var times: [Double] = []
        var peak = 0
        for _ in 0..<max(1, runs) {
            let run = ChildProcess.runThroughLauncher(Self.launcher, tool.path, arguments)
            guard run.status == 0 else {
                let failed = ChildProcess.run(tool.path, arguments)
                report.fail("\(what) exited with status \(run.status): \(ToolBuilds.lastLines(failed.output))")
                return nil
            }
            times.append(run.seconds)
            peak = max(peak, run.peakMemory)
        }
        return (Stopwatch.median(of: times), peak)
    }
}
