import BenchmarkSupport
import Foundation
import ModelScanner
import SwiftSyntaxDump

/// `benchmarks diff`: reads each corpus with ModelScanner and with the swift-syntax extractor
/// and prints how much of the dumps agree, then the first differences.
struct DiffCommand {
    let options: Options

    func run() -> Int32 {
        var allIdentical = true
        var table = MarkdownTable(headers: ["Corpus", "Files", "Types", "Variables", "Methods", "Cases"])
        var details: [String] = []
        for path in options.corpora {
            let directory = URL(fileURLWithPath: path)
            let name = directory.standardizedFileURL.pathComponents.suffix(2).joined(separator: "/")
            let comparison: DumpComparison
            let fileCount: Int
            do {
                let files = SourceFileList.files(in: [directory])
                fileCount = files.count
                let scanned = try JSONValue.parse(Data(SourceScanner.scan([directory]).dumpJSON().utf8))
                let reference = try JSONValue.parse(Data(SyntaxDumper.dump(files).serialized().utf8))
                comparison = DumpComparison(left: scanned, right: reference)
            } catch {
                FileHandle.standardError.write(Data("error: \(path): \(error)\n".utf8))
                return 1
            }
            allIdentical = allIdentical && comparison.isIdentical
            table.addRow([name, "\(fileCount)", Self.share(comparison.types), Self.share(comparison.variables),
                          Self.share(comparison.methods), Self.share(comparison.cases)])
            details.append(Self.details(name, comparison, limit: options.differenceLimit))
        }
        print("ModelScanner (left) against the swift-syntax extraction (right); share of entries that agree.\n")
        print(table.text)
        print(details.joined())
        return allIdentical ? 0 : 1
    }

    private static func share(_ tally: DumpComparison.Tally) -> String {
        "\(Format.decimal(tally.percentage))% (\(tally.agreeing)/\(tally.total))"
    }

    private static func details(_ name: String, _ comparison: DumpComparison, limit: Int) -> String {
        guard !comparison.isIdentical else { return "\n### \(name)\n\nIdentical.\n" }
        var text = "\n### \(name)\n\nDifferences by field: "
        text += comparison.fieldCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        text += "\n\nFirst \(min(limit, comparison.differences.count)) of \(comparison.differences.count) differences (ModelScanner ≠ swift-syntax):\n\n"
        for difference in comparison.differences.prefix(limit) {
            text += "- `\(difference.typeName)`\(difference.member.isEmpty ? "" : " \(difference.member)") **\(difference.field)**: "
            text += "\(Self.clip(difference.left)) ≠ \(Self.clip(difference.right)) (\(difference.location))\n"
        }
        return text
    }

    private static func clip(_ text: String) -> String {
        let single = text.replacingOccurrences(of: "\n", with: "⏎")
        return "`" + (single.count > 160 ? String(single.prefix(157)) + "…" : single) + "`"
    }
}
