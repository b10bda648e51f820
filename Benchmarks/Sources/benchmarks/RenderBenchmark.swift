import BenchmarkSupport
import Foundation

/// StencilLite against Stencil 0.15.1 on the same templates and contexts; outputs must be identical.
struct RenderBenchmark {
    let typeCount: Int
    let runs: Int
    let report: Report

    func run() {
        for fixture in RenderFixtures.all(typeCount: typeCount) {
            measure(fixture)
        }
    }

    private func measure(_ fixture: RenderFixture) {
        report.log("render: \(fixture.name)")
        let lite: StencilLiteEngine
        do {
            lite = try StencilLiteEngine(template: fixture.template)
        } catch {
            report.fail("render \(fixture.name): StencilLite cannot parse the template: \(error)")
            return
        }
        let stencil = StencilEngine(template: fixture.template)
        let liteOutput: String
        let stencilOutput: String
        do {
            liteOutput = try lite.render(fixture.context)
            stencilOutput = try stencil.render(fixture.context)
        } catch {
            report.fail("render \(fixture.name): \(error)")
            return
        }
        guard liteOutput == stencilOutput else {
            report.fail("render \(fixture.name): outputs differ; \(Self.firstDifference(liteOutput, stencilOutput))")
            return
        }
        // Small templates render in microseconds: repeat each timed run until it lasts long enough to measure.
        let stencilOnce = Stopwatch.time { _ = try? stencil.render(fixture.context) }
        let repeats = max(1, Int(0.02 / max(stencilOnce, 1e-7)))
        let stencilTime = Stopwatch.median(runs: runs, warmUp: false) {
            for _ in 0..<repeats { _ = try? stencil.render(fixture.context) }
        } / Double(repeats)
        let liteOnce = Stopwatch.time { _ = try? lite.render(fixture.context) }
        let liteRepeats = max(1, Int(0.02 / max(liteOnce, 1e-7)))
        let liteTime = Stopwatch.median(runs: runs, warmUp: false) {
            for _ in 0..<liteRepeats { _ = try? lite.render(fixture.context) }
        } / Double(liteRepeats)
        let outputSize = "\(Format.count(Double(liteOutput.utf8.count))) B out, identical"
        report.add("Render: StencilLite vs Stencil 0.15.1", input: "\(fixture.name) (\(outputSize))",
                   modelGen: Self.rate(liteTime), baseline: Self.rate(stencilTime),
                   ratio: Format.ratio(stencilTime / max(liteTime, 1e-12)), target: "≥50×")
    }

    private static func rate(_ seconds: Double) -> String {
        "\(Format.count(1 / max(seconds, 1e-12))) renders/s (\(Format.duration(seconds)))"
    }

    /// The first line on which two outputs differ, for the failure message.
    static func firstDifference(_ left: String, _ right: String) -> String {
        let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false)
        let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(leftLines.count, rightLines.count) {
            let leftLine = index < leftLines.count ? String(leftLines[index]) : "<end>"
            let rightLine = index < rightLines.count ? String(rightLines[index]) : "<end>"
            if leftLine != rightLine {
                return "line \(index + 1): StencilLite \(leftLine.debugDescription) vs Stencil \(rightLine.debugDescription)"
            }
        }
        return "same lines, different line endings"
    }
}
