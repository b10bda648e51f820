import BenchmarkSupport
import Foundation

/// Collects the result rows of every benchmark and the failures that make the run exit non-zero.
final class Report {
    private var table = MarkdownTable(headers: ["Measurement", "Input", "ModelGen", "Baseline", "Ratio", "Target"])
    private(set) var failures: [String] = []
    private(set) var notes: [String] = []

    /// Adds one table row.
    func add(_ measurement: String, input: String, modelGen: String, baseline: String = "–", ratio: String = "–", target: String = "–") {
        table.addRow([measurement, input, modelGen, baseline, ratio, target])
        log("\(measurement) [\(input)]: \(modelGen) | \(baseline) | \(ratio)")
    }

    /// Records a failure (printed at the end; the run exits with status 1).
    func fail(_ message: String) {
        failures.append(message)
        log("FAILED: \(message)")
    }

    /// Records a note printed under the table.
    func note(_ message: String) {
        notes.append(message)
        log("note: \(message)")
    }

    /// Progress on standard error, so standard output holds only the Markdown.
    func log(_ message: String) {
        FileHandle.standardError.write(Data("[benchmarks] \(message)\n".utf8))
    }

    /// The Markdown table, the notes and the failures.
    var markdown: String {
        var text = table.text + "\n"
        if !notes.isEmpty { text += "\n" + notes.map { "- \($0)" }.joined(separator: "\n") + "\n" }
        if !failures.isEmpty { text += "\n**Failures**\n\n" + failures.map { "- \($0)" }.joined(separator: "\n") + "\n" }
        return text
    }
}
