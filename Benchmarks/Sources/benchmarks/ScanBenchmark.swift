import BenchmarkSupport
import Foundation
import ModelScanner
import SwiftParser
import SwiftSyntax
import SwiftSyntaxDump

/// ModelScanner against swift-syntax on the same in-memory files: parsing alone, and the full
/// path to dump JSON (ModelScanner's scan + dump against swift-syntax parse + extraction + dump).
struct ScanBenchmark {
    let corpus: Corpus
    let runs: Int
    let report: Report

    /// Runs every scan measurement and returns swift-syntax's one-thread parse time.
    @discardableResult
    func run() -> Double {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let input = corpus.summary
        report.log("scan: \(input)")

        let parseOneThread = Stopwatch.median(runs: runs) { parseAll(parallel: false) }
        let scanOneThread = Stopwatch.median(runs: runs) {
            for file in corpus.texts { withExtendedLifetime(SourceScanner.scan(source: file.source, path: file.path)) {} }
        }
        addRatioRow("Scan, 1 thread: ModelScanner vs swift-syntax `Parser.parse`", scanOneThread, parseOneThread)

        let parseAllCores = Stopwatch.median(runs: runs) { parseAll(parallel: true) }
        let scanAllCores = Stopwatch.median(runs: runs) { withExtendedLifetime(SourceScanner.scan(files: corpus.texts)) {} }
        addRatioRow("Scan, \(cores) cores: ModelScanner vs swift-syntax `Parser.parse`", scanAllCores, parseAllCores)

        let extraction = Stopwatch.median(runs: runs) {
            withExtendedLifetime(SyntaxDumper.dump(sources: corpus.files, parallel: true).serialized()) {}
        }
        let scanAndDump = Stopwatch.median(runs: runs) {
            withExtendedLifetime(SourceScanner.scan(files: corpus.texts).dumpJSON()) {}
        }
        addRatioRow("Scan + dump JSON, \(cores) cores: ModelScanner vs swift-syntax extraction", scanAndDump, extraction)
        return parseOneThread
    }

    private func addRatioRow(_ measurement: String, _ modelGen: Double, _ baseline: Double) {
        report.add(measurement, input: corpus.name, modelGen: corpus.throughput(modelGen), baseline: corpus.throughput(baseline),
                   ratio: Format.ratio(baseline / max(modelGen, 1e-9)), target: "≥20×")
    }

    private func parseAll(parallel: Bool) {
        let files = corpus.files
        if parallel {
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                withExtendedLifetime(files[index].utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }) {}
            }
        } else {
            for file in files {
                withExtendedLifetime(file.utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }) {}
            }
        }
    }
}
