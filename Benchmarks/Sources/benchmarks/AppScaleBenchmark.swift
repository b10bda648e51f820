import BenchmarkSupport
import Foundation

/// `modelgen generate` over an app-sized target (`FetchableCorpus`): the flagship
/// `Templates/Firebase.stencil` and the seed article's template, with the release tool and with the
/// debug tool the build plugin runs (SwiftPM builds plugin tools in debug).
struct AppScaleBenchmark {
    let modelCount: Int
    let runs: Int
    let report: Report

    /// Sourcery 2.3.0 rendering the seed template over the same 1,000 models took 3.3 s here.
    static let sourcerySeedSeconds = 3.3
    static let sourceryModelCount = 1_000

    /// One template: its file, the row's name and the targets for each build.
    private struct Subject {
        var name: String
        var template: URL
        var release: (seconds: Double?, ratio: Double?)
        var debug: (seconds: Double?, ratio: Double?)
    }

    func run(release: ToolBuilds.Outcome, debug: ToolBuilds.Outcome) {
        let folder = Paths.work.appendingPathComponent("app-scale-\(modelCount)")
        let sources = folder.appendingPathComponent("Sources")
        let seed = folder.appendingPathComponent("Seed.stencil")
        let corpus: Corpus
        do {
            if !FileManager.default.fileExists(atPath: sources.path) {
                try FetchableCorpus(modelCount: modelCount).write(to: sources)
            }
            try Data(SeedTemplate.text.utf8).write(to: seed)
            corpus = try Corpus(name: "app", directories: [sources])
        } catch {
            report.fail("app scale: cannot write the corpus: \(error)")
            return
        }
        let input = "\(Format.count(Double(modelCount))) models (\(Format.decimal(Double(corpus.byteCount) / 1_000_000, digits: 1)) MB)"
        let subjects = [
            Subject(name: "`Templates/Firebase.stencil`", template: Paths.rootPackage.appendingPathComponent("Templates/Firebase.stencil"),
                    release: (0.1, nil), debug: (0.4, nil)),
            Subject(name: "seed template", template: seed, release: (nil, 50), debug: (nil, 10)),
        ]
        for (build, tool) in [("release", release), ("debug", debug)] {
            guard case .success(let executable) = tool else {
                if case .failure(let failure) = tool { report.fail("app scale: no \(build) modelgen: \(failure.message)") }
                continue
            }
            let generate = GenerateBenchmark(tool: executable, runs: runs, report: report)
            for subject in subjects {
                let output = folder.appendingPathComponent("\(build)-\(subject.template.deletingPathExtension().lastPathComponent).swift")
                let arguments = ["generate", "--sources", sources.path, "--templates", subject.template.path,
                                 "--output", output.path, "--no-source-edits", "--quiet"]
                guard let (seconds, memory) = generate.measure(arguments, what: "modelgen generate (\(build), app scale)") else { continue }
                let targets = build == "release" ? subject.release : subject.debug
                // The targets and Sourcery's figure are for 1,000 models; `--quick` renders fewer.
                let atScale = modelCount == Self.sourceryModelCount
                let comparesWithSourcery = targets.ratio != nil && atScale
                report.add("App scale: `modelgen generate`, \(subject.name) (\(build) build)", input: input,
                           modelGen: "\(Format.duration(seconds)), peak \(Format.decimal(Double(memory) / 1_048_576)) MiB",
                           baseline: comparesWithSourcery ? "Sourcery 2.3.0: \(Format.duration(Self.sourcerySeedSeconds)) (recorded)" : "–",
                           ratio: comparesWithSourcery ? Format.ratio(Self.sourcerySeedSeconds / seconds) : "–",
                           target: !atScale ? "–" : targets.seconds.map { "≤\(Format.duration($0))" } ?? targets.ratio.map { "≥\(Int($0))× Sourcery" } ?? "–")
            }
        }
    }
}
