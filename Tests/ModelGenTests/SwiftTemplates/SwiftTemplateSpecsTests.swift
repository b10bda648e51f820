import Foundation
@testable import ModelGen
import XCTest

/// Sourcery 2.3.0's `SwiftTemplateSpecs`: its stub Swift templates (`SourceryTests/Stub/SwiftTemplates`)
/// over its stub sources give its expected files (`SourceryTests/Stub/Result`, header lines aside), and
/// its broken stubs fail with the errors it expects, here at the template's `path:line:col`.
///
/// The stubs are Sourcery's and are never committed: they are read from a snapshot of its repository
/// (`MODELGEN_SOURCERY_GIT`, else `../.mirror/krzysztofzablocki+Sourcery/repo`); without one the test is skipped.
final class SwiftTemplateSpecsTests: XCTestCase {
    private static let tag = "2.3.0"
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        guard let sourcery = SnapshotRepository.find("krzysztofzablocki/Sourcery", environmentKey: "MODELGEN_SOURCERY_GIT"),
              sourcery.has(Self.tag) else {
            throw XCTSkip("no Sourcery \(Self.tag) snapshot at \(SnapshotRepository.expectedPlace(of: "krzysztofzablocki/Sourcery"))")
        }
        folder = try TemporaryFolder()
        for path in ["SourceryTests/Stub/SwiftTemplates", "SourceryTests/Stub/Source", "SourceryTests/Stub/Result"] {
            try sourcery.extract(path, at: Self.tag, into: folder.path)
        }
    }

    override func tearDown() {
        folder?.remove()
    }

    private func stub(_ name: String) -> String { folder.url("SourceryTests/Stub/SwiftTemplates/\(name)") }

    /// Generates `template` over the stub sources; returns the output's body, or throws the run's error.
    private func generate(_ template: String) throws -> (body: String?, errors: [Diagnostic]) {
        let output = folder.url("Generated-\(UUID().uuidString)")
        let configuration = Configuration(sources: [folder.url("SourceryTests/Stub/Source")], templates: [stub(template)], output: output)
        let report = try Generator(renderer: SwiftTemplateTestSupport.renderer()).generate(configuration)
        let name = (template as NSString).deletingPathExtension
        let text = FileManager.default.contents(atPath: "\(output)/\(name).generated.swift").map { String(decoding: $0, as: UTF8.self) }
        return (text.map(SwiftTemplateTestSupport.body), report.errors)
    }

    private func expected(_ name: String) throws -> String {
        SwiftTemplateTestSupport.body(try String(contentsOfFile: folder.url("SourceryTests/Stub/Result/\(name)"), encoding: .utf8))
    }

    func testStubTemplatesGenerateTheExpectedFiles() throws {
        let cases = [
            "Equality.swifttemplate": "Basic.swift",
            "Includes.swifttemplate": "Basic+Other.swift",
            "IncludesNoExtension.swifttemplate": "Basic+Other.swift",
            "IncludeFile.swifttemplate": "Basic.swift",
            "IncludeFileNoExtension.swifttemplate": "Basic.swift",
            "SubfolderIncludes.swifttemplate": "Basic.swift",
            "SubfolderFileIncludes.swifttemplate": "Basic.swift",
            "Function.swifttemplate": "Function.swift",
        ]
        for (template, result) in cases.sorted(by: { $0.key < $1.key }) {
            let generated = try generate(template)
            XCTAssertEqual(generated.errors, [], template)
            XCTAssertEqual(generated.body, try expected(result), template)
        }
    }

    func testAnUnmatchedTagIsAnErrorOnItsLine() throws {
        XCTAssertThrowsError(try generate("InvalidTag.swifttemplate")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: self.stub("InvalidTag.swifttemplate"), line: 2, column: 11))
            XCTAssertTrue("\(error)".contains("unmatched <%"), "\(error)")
        }
    }

    func testIncludeCyclesAreErrorsWhereTheCycleCloses() throws {
        XCTAssertThrowsError(try generate("IncludeCycle.swifttemplate")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: self.stub("includeCycle/Two.swifttemplate"), line: 1, column: 1))
            XCTAssertTrue("\(error)".contains("include cycle detected for \(self.stub("includeCycle/One.swifttemplate"))"), "\(error)")
        }
        XCTAssertThrowsError(try generate("SelfIncludeCycle.swifttemplate")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: self.stub("SelfIncludeCycle.swifttemplate"), line: 1, column: 1))
            XCTAssertTrue("\(error)".contains("include cycle detected for \(self.stub("SelfIncludeCycle.swifttemplate"))"), "\(error)")
        }
    }

    /// Sourcery: `main.swift:11:27: error: missing argument for parameter #1 in call` for `<%= %>`.
    func testCompilerErrorsAreReportedAtTheTemplate() throws {
        let generated = try generate("Invalid.swifttemplate")
        XCTAssertEqual(generated.errors.map(\.location), [FileLocation(path: stub("Invalid.swifttemplate"), line: 1, column: 5)])
        XCTAssertTrue(generated.errors.first?.message.contains("missing argument for parameter #1 in call") == true, "\(generated.errors)")
    }

    /// Sourcery: `Throws.swifttemplate: SwiftTemplate/main.swift:11: Fatal error: Template not implemented`.
    func testErrorsThrownInTheTemplateAreReportedAtTheirLine() throws {
        XCTAssertThrowsError(try generate("Throws.swifttemplate")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location?.path, self.stub("Throws.swifttemplate"))
            XCTAssertEqual((error as? ModelGenError)?.location?.line, 1)
            XCTAssertTrue("\(error)".contains("Fatal error: Template not implemented"), "\(error)")
        }
    }

    /// Sourcery: `Runtime.swifttemplate: Unknown type Some, should be used with `based``.
    func testRuntimeErrorsAreReportedAtTheTemplate() throws {
        XCTAssertThrowsError(try generate("Runtime.swifttemplate")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location?.path, self.stub("Runtime.swifttemplate"))
            XCTAssertTrue("\(error)".contains("Unknown type Some, should be used with `based`"), "\(error)")
        }
    }
}
