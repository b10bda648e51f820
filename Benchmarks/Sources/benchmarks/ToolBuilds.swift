import BenchmarkSupport
import Foundation

/// Builds the `modelgen` tool the end-to-end benchmarks run.
enum ToolBuilds {
    /// A built executable, or why there is none.
    typealias Outcome = Result<URL, BuildFailure>

    /// A build that did not produce its executable.
    struct BuildFailure: Error {
        var message: String
    }

    /// The release `modelgen`: this package's `ModelGenUnderTest` target (the tool's own sources), which
    /// `swift run -c release benchmarks` builds next to the benchmarks executable.
    static func releaseTool() -> Outcome {
        let directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        let tool = directory.appendingPathComponent("ModelGenUnderTest")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            return .failure(BuildFailure(message: "\(tool.path) is missing; build with `swift build --package-path Benchmarks -c release`"))
        }
        return .success(tool)
    }

    /// The root package's debug `modelgen`, built (incrementally) where `swift build` puts it: the
    /// build the GenerateManagers plugin runs.
    static func debugTool(report: Report) -> Outcome {
        report.log("debug build of modelgen…")
        let run = ChildProcess.run("swift", ["build", "--package-path", Paths.rootPackage.path, "--product", "modelgen"])
        guard run.status == 0 else { return .failure(BuildFailure(message: lastLines(run.output))) }
        return .success(Paths.rootPackage.appendingPathComponent(".build/debug/modelgen"))
    }

    /// Builds the root package's `modelgen` in debug from an empty scratch folder and returns the
    /// wall time with the executable (what a first `swift build` of the tool costs here).
    static func cleanDebugBuild(report: Report) -> (seconds: Double, tool: Outcome) {
        let scratch = Paths.scratch.appendingPathComponent("clean-debug")
        try? FileManager.default.removeItem(at: scratch)
        report.log("clean debug build of modelgen…")
        let run = ChildProcess.run("swift", [
            "build", "--package-path", Paths.rootPackage.path, "--scratch-path", scratch.path, "--product", "modelgen",
        ])
        guard run.status == 0 else { return (run.seconds, .failure(BuildFailure(message: lastLines(run.output)))) }
        return (run.seconds, .success(scratch.appendingPathComponent("debug/modelgen")))
    }

    /// The last few lines of a build log, for a report note.
    static func lastLines(_ output: String, count: Int = 3) -> String {
        output.split(separator: "\n").suffix(count).joined(separator: " / ")
    }
}
