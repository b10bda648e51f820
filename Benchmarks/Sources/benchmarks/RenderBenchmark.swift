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
        let lite = StencilLiteEngine()
        let stencil = StencilEngine()
        let liteOutput: String
        let stencilOutput: String
        do {
            liteOutput = try lite.render(fixture.template, fixture.context)
            stencilOutput = try stencil.render(fixture.template, fixture.context)
        } catch {
            report.fail("render \(fixture.name): \(error)")
            return
        }
        guard liteOutput == stencilOutput else {
            report.fail("render \(fixture.name): outputs differ; \(Self.firstDifference(liteOutput, stencilOutput))")
            return
        }
        let (liteTime, stencilTime) = time(lite, stencil, fixture)
        let outputSize = "\(Format.count(Double(liteOutput.utf8.count))) B out, identical"
        report.add("Render (parse + render): StencilLite vs Stencil 0.15.1", input: "\(fixture.name) (\(outputSize))",
                   modelGen: Self.rate(liteTime), baseline: Self.rate(stencilTime),
                   ratio: Format.ratio(stencilTime / max(liteTime, 1e-12)), target: "≥50×")
        measureConcurrentLoops(fixture, expecting: liteOutput)
    }

    /// StencilLite with `concurrentLoops` (the outermost loop of 64 items or more split over the
    /// cores) against StencilLite in order, on the same fixture; outputs must be identical.
    private func measureConcurrentLoops(_ fixture: RenderFixture, expecting output: String) {
        let concurrent = StencilLiteEngine(concurrentLoops: true)
        guard (try? concurrent.render(fixture.template, fixture.context)) == output else {
            report.fail("render \(fixture.name): the concurrent render differs from the render in order")
            return
        }
        let (concurrentTime, inOrderTime) = time(concurrent, StencilLiteEngine(), fixture)
        report.add("Render: StencilLite, loops split over \(ProcessInfo.processInfo.activeProcessorCount) cores vs in order",
                   input: fixture.name, modelGen: Self.rate(concurrentTime), baseline: Self.rate(inOrderTime),
                   ratio: Format.ratio(inOrderTime / max(concurrentTime, 1e-12)), target: "–")
    }

    /// Seconds per render of `engine` and of `baseline`, timed alternately; small templates are
    /// repeated within each timed run so that it lasts long enough to measure.
    private func time(_ engine: some RenderEngine, _ baseline: some RenderEngine, _ fixture: RenderFixture) -> (Double, Double) {
        func repeats(_ engine: some RenderEngine) -> Int {
            let once = Stopwatch.time { _ = try? engine.render(fixture.template, fixture.context) }
            return max(1, Int(0.02 / max(once, 1e-7)))
        }
        let engineRepeats = repeats(engine)
        let baselineRepeats = repeats(baseline)
        let (engineTime, baselineTime) = Stopwatch.interleavedMedians(runs: runs, {
            for _ in 0..<engineRepeats { _ = try? engine.render(fixture.template, fixture.context) }
        }, {
            for _ in 0..<baselineRepeats { _ = try? baseline.render(fixture.template, fixture.context) }
        })
        return (engineTime / Double(engineRepeats), baselineTime / Double(baselineRepeats))
    }

    private static func rate(_ seconds: Double) -> String {
        let rate = 1 / max(seconds, 1e-12)
        return "\(rate < 100 ? Format.decimal(rate, digits: 2) : Format.count(rate)) renders/s (\(Format.duration(seconds)))"
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
