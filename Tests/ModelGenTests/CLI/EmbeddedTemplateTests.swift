import XCTest
@testable import ModelGen

/// The built-in templates must stay byte-identical to `Templates/*.stencil`; run
/// `scripts/embed-templates` after editing a template.
final class EmbeddedTemplateTests: XCTestCase {
    private let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    func testEveryTemplateFileIsEmbeddedByteForByte() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".stencil") }.sorted()
        XCTAssertTrue(files.contains("Firebase.stencil"))
        XCTAssertEqual(EmbeddedTemplates.all.keys.sorted(), files.map { String($0.dropLast(".stencil".count)) },
                       "run scripts/embed-templates")
        for file in files {
            let bytes = try Data(contentsOf: templates.appendingPathComponent(file))
            let embedded = EmbeddedTemplates.all[String(file.dropLast(".stencil".count))].map { Data($0.utf8) }
            XCTAssertEqual(embedded, bytes, "\(file) differs from its embedded copy: run scripts/embed-templates")
        }
    }
}
