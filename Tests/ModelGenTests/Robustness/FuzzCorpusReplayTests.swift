import Foundation
import ModelGen
import ModelScanner
import StencilLite
import XCTest

/// Replays the committed fuzz corpora (`Fuzz/corpus/<target>/`) through the same public entry
/// points as the fuzz targets, so every input that once crashed (`regression-*` files) stays a
/// regression test in plain `swift test`, without libFuzzer. (The `models` corpus is replayed by
/// `Fuzz/run models`: FetchableKit is not a dependency of this test target.)
final class FuzzCorpusReplayTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus")

    private func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = Self.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty, "no corpus for \(target)")
        return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    func testScannerCorpus() throws {
        for input in try inputs("scanner") where !input.name.hasPrefix("regression-hang-") {
            let bytes = input.bytes
            guard let result = finishes(within: 30, input.name, { SourceScanner.scan(bytes: bytes, path: "Fuzz.swift") }) else { continue }
            XCTAssertTrue(result.diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 }, input.name)
            _ = result.dumpJSON()
        }
    }

    /// Inputs that once hung run in a child process, so a regression is killed instead of
    /// spinning inside the test process.
    func testScannerInputsThatOnceHungFinish() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for input in try inputs("scanner") where input.name.hasPrefix("regression-hang-") {
            let path = folder.url(input.name + ".swift")
            try Data(input.bytes).write(to: URL(fileURLWithPath: path))
            let run = try ModelGenTool.run(["dump", "--sources", path], timeout: 20)
            XCTAssertEqual(run.status, 0, "\(input.name): \(run.errors.prefix(500))")
        }
    }

    func testTemplateCorpusParsesAndRendersAgainstAModel() throws {
        let model = SourceScanner.scan(source: "struct Alpha { var a: Int }\nenum Beta { case b }\n", path: "Model.swift")
        let context = SourceryContext.make(scan: model, arguments: ["flag": true, "name": "Fuzz"])
        let renderer = StencilTemplateRenderer()
        for input in try inputs("template-parse") + inputs("template-render") {
            let text = String(decoding: input.bytes, as: UTF8.self)
            _ = finishes(within: 30, input.name) { () -> Bool in
                do {
                    _ = try renderer.render(template: text, path: "fuzz.stencil", context: context)
                } catch let error as TemplateSyntaxError {
                    _ = error.report
                } catch {}
                return true
            }
        }
    }

    func testConfigurationCorpus() throws {
        for input in try inputs("config") {
            let text = String(decoding: input.bytes, as: UTF8.self)
            do {
                _ = try ConfigurationFile.parse(text, path: "/fuzz/.modelgen.yml", environment: ["HOME": "/root"])
            } catch {
                XCTAssertNotNil(error.location, "\(input.name): unlocated \(error)")
            }
            _ = ArgumentsParser.parse(text)
        }
    }
}
