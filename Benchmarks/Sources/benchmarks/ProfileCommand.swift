import BenchmarkSupport
import Foundation
import ModelScanner

/// `benchmarks profile-scan` / `profile-render`: runs one ModelGen engine alone for a few
/// seconds so that `perf record` or `valgrind --tool=callgrind` sees only its hot spots.
struct ProfileCommand {
    let options: Options

    func run() -> Int32 {
        let duration = options.quick ? 2.0 : 10.0
        switch options.command {
        case .profileRender:
            do {
                let engine = StencilLiteEngine()
                for fixture in RenderFixtures.all(typeCount: options.quick ? 200 : 2_000) {
                    let count = try repeatFor(seconds: duration / 4) { _ = try engine.render(fixture.template, fixture.context) }
                    print("rendered \(fixture.name) \(count) times")
                }
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                return 1
            }
        default:
            do {
                let corpus = options.corpora.isEmpty
                    ? try Corpus.synthetic(fileCount: options.quick ? 40 : 400)
                    : try Corpus(name: "corpus", directories: options.corpora.map { URL(fileURLWithPath: $0) })
                // The one-thread measurement the ≥20× target is about (each file on its own), then the
                // whole corpus as one scan on all cores, as `modelgen` runs it.
                let scanFileByFile = {
                    for file in corpus.texts { withExtendedLifetime(SourceScanner.scan(source: file.source, path: file.path)) {} }
                }
                if let repeatCount = options.repeatCount {
                    var seconds = 0.0
                    for _ in 0..<repeatCount { seconds += Stopwatch.time(scanFileByFile) }
                    print("scanned \(corpus.summary) \(repeatCount) times file by file: \(corpus.throughput(seconds / Double(repeatCount)))")
                    return 0
                }
                let fileByFile = repeatFor(seconds: duration / 2, scanFileByFile)
                let together = repeatFor(seconds: duration / 2) { withExtendedLifetime(SourceScanner.scan(files: corpus.texts)) {} }
                print("scanned \(corpus.summary) \(fileByFile) times file by file, \(together) times as one scan")
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                return 1
            }
        }
        return 0
    }

    private func repeatFor(seconds: Double, _ body: () throws -> Void) rethrows -> Int {
        var count = 0
        var elapsed = 0.0
        while elapsed < seconds {
            elapsed += try Stopwatch.time(body)
            count += 1
        }
        return count
    }
}
