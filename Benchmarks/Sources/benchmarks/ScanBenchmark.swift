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

        let (scanOneThread, parseOneThread) = Stopwatch.interleavedMedians(runs: runs, {
            for file in corpus.texts { withExtendedLifetime(SourceScanner.scan(source: file.source, path: file.path)) {} }
        }, { parseAll(parallel: false) })
        addRatioRow("Scan, 1 thread: ModelScanner vs swift-syntax `Parser.parse`", scanOneThread, parseOneThread)

        let (scanAllCores, parseAllCores) = Stopwatch.interleavedMedians(runs: runs, {
            withExtendedLifetime(SourceScanner.scan(files: corpus.texts)) {}
        }, { parseAll(parallel: true) })
        addRatioRow("Scan, \(cores) cores: ModelScanner vs swift-syntax `Parser.parse`", scanAllCores, parseAllCores)

        let (scanAndDump, extraction) = Stopwatch.interleavedMedians(runs: runs, {
            withExtendedLifetime(SourceScanner.scan(files: corpus.texts).dumpJSON()) {}
        }, {
            withExtendedLifetime(SyntaxDumper.dump(sources: corpus.files, parallel: true).serialized()) {}
        })
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
