import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// Every case in `Conformance/` (real Sourcery 2.3.0 output) renders byte for byte the same,
/// header lines aside: `expected.swift` minus its first two lines equals `"\n"` + the rendering.
final class SourceryConformanceTests: XCTestCase {
    private static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    func testEveryCaseMatchesSourcery() throws {
        let folders = try Self.caseFolders()
        XCTAssertFalse(folders.isEmpty, "no conformance cases found in \(Self.casesFolder.path)")
        let dumpFolder = ProcessInfo.processInfo.environment["MODELGEN_CONFORMANCE_DUMP"]
        for folder in folders {
            let name = folder.lastPathComponent
            let expected = try Self.expectedBody(in: folder)
            do {
                let rendered = try Self.render(folder)
                if let dumpFolder {  // for diffing failures by hand: the rendering as Sourcery's file body
                    try ("\n" + rendered).write(toFile: "\(dumpFolder)/\(name).swift", atomically: true, encoding: .utf8)
                }
                XCTAssertEqual("\n" + rendered, expected, "case \(name)")
            } catch {
                XCTFail("case \(name): \(error)")
            }
        }
    }

    /// The folders of the cases, by name.
    static func caseFolders() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: casesFolder.path)
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }
            .sorted()
            .map { casesFolder.appendingPathComponent($0) }
    }

    /// The case's rendering by `renderer`, as `modelgen generate` would write it after the header.
    static func render(_ folder: URL, with renderer: StencilTemplateRenderer = StencilTemplateRenderer()) throws -> String {
        let scan = try SourceScanner.scan([folder.appendingPathComponent("Sources")])
        let argumentsFile = folder.appendingPathComponent("args.txt")
        var arguments: [String: Any] = [:]
        if let line = try? String(contentsOf: argumentsFile, encoding: .utf8) {
            let value = line.hasSuffix("\n") ? String(line.dropLast()) : line
            arguments = ArgumentsParser.parse(value).mapValues { $0 as Any }
        }
        let templateURL = folder.appendingPathComponent("template.stencil")
        let template = try String(contentsOf: templateURL, encoding: .utf8)
        let context = SourceryContext.make(scan: scan, arguments: arguments)
        return try renderer.render(template: template, path: templateURL.path, context: context, templateDirectories: [folder.path]).text
    }

    /// `expected.swift` without its two header lines.
    static func expectedBody(in folder: URL) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        return lines.count == 3 ? String(lines[2]) : ""
    }
}
