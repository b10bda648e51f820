import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// StencilSwiftKit 2.10.4's own unit tests, turned into template cases by the team
/// (`SwiftKitConformance/cases.json`, exported from `cases.py` by `scripts/sync-conformance`):
/// every runnable case renders as `run.py` expects, through Sourcery mode's environment.
final class SwiftKitConformanceTests: XCTestCase {
    private struct Case: Decodable {
        let file: String
        let test: String
        let outcome: String
        let template: String?
        let expected: String?
        let commonTemplate: String?
    }

    private static let casesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SwiftKitConformance/cases.json")

    func testEveryRunnableCasePasses() throws {
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: Self.casesFile))
        let runnable = cases.filter { $0.outcome != "skip" }
        XCTAssertEqual(runnable.count, 371, "cases.json changed: update the count after checking the new cases")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = SourceScanner.scan(source: "struct A {}\n", path: "A.swift")
        let context = SourceryContext.make(scan: scan, arguments: [:])
        for (index, item) in runnable.enumerated() {
            let label = "[\(item.file)] \(item.test): \(item.template ?? "")"
            let common = folder.appendingPathComponent("Common.stencil")
            try? FileManager.default.removeItem(at: common)
            if let text = item.commonTemplate { try text.write(to: common, atomically: true, encoding: .utf8) }
            let renderer = StencilTemplateRenderer()
            // The markers keep the case's own output apart from the blank-line clean-up around it, as in run.py.
            let template = "<<<" + (item.template ?? "") + ">>>\n"
            let rendered = Result { try renderer.render(template: template, path: "\(folder.path)/case\(index).stencil", context: context, templateDirectories: [folder.path]).text }
            switch (item.outcome, rendered) {
            case ("error", .success(let text)):
                XCTFail("\(label): rendered \(text.debugDescription), StencilSwiftKit throws")
            case ("output", .success(let text)):
                XCTAssertEqual(Self.between(text), item.expected, label)
            case ("output", .failure(let error)):
                XCTFail("\(label): \(error)")
            default:
                break
            }
        }
    }

    /// The text between `<<<` and the last `>>>`.
    private static func between(_ text: String) -> String? {
        guard let start = text.range(of: "<<<"), let end = text.range(of: ">>>", options: .backwards) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}
