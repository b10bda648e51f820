import Foundation
@testable import ModelGen
import XCTest

/// Sourcery 2.3.0's bundled Swift template `Templates/Templates/AutoCodable.swifttemplate` over its
/// `Templates/Tests/Context/AutoCodable.swift` matches `Templates/Tests/Expected/AutoCodable.expected`
/// as Sourcery's `TemplatesTests` compares them (lines trimmed; comment and blank lines ignored). Its
/// inline blocks go into the copied context source, as in Sourcery's run.
///
/// Those files are Sourcery's and never committed: read from a snapshot, skipped without one.
final class AutoCodableTemplateTests: XCTestCase {
    func testAutoCodableGeneratesItsExpectedFile() throws {
        guard let sourcery = SnapshotRepository.find("krzysztofzablocki/Sourcery", environmentKey: "MODELGEN_SOURCERY_GIT"),
              sourcery.has("2.3.0") else {
            throw XCTSkip("no Sourcery 2.3.0 snapshot at \(SnapshotRepository.expectedPlace(of: "krzysztofzablocki/Sourcery"))")
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let template = try folder.write("Templates/AutoCodable.swifttemplate", try sourcery.show("Templates/Templates/AutoCodable.swifttemplate", at: "2.3.0"))
        let source = try folder.write("Context/AutoCodable.swift", try sourcery.show("Templates/Tests/Context/AutoCodable.swift", at: "2.3.0"))
        let expected = try sourcery.show("Templates/Tests/Expected/AutoCodable.expected", at: "2.3.0")

        let configuration = Configuration(sources: [(source as NSString).deletingLastPathComponent], templates: [template],
                                          output: folder.url("Generated"))
        let report = try Generator(renderer: SwiftTemplateTestSupport.renderer()).generate(configuration)
        XCTAssertEqual(report.errors, [])
        let generated = try XCTUnwrap(folder.read("Generated/AutoCodable.generated.swift"))
        let differences = SourceryBundledTemplatesTests.differences(generated: generated, expected: expected)
        XCTAssertTrue(differences.isEmpty, "AutoCodable.expected:\n" + differences.prefix(12).joined(separator: "\n"))
    }
}
