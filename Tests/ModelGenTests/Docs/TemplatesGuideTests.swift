import Foundation
import XCTest

/// The examples of `docs/Templates.md` do what the page shows: the worked example generates the
/// file shown (which compiles with its models), the tags example renders the output shown, and the
/// error and warning tags print the diagnostics shown, at those lines and columns.
final class TemplatesGuideTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var blocks: [MarkdownCodeBlock] = []

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        let guide = FirebaseTemplateHarness.repository.appendingPathComponent("docs/Templates.md")
        blocks = MarkdownCodeBlock.all(in: try String(contentsOf: guide, encoding: .utf8))
        try folder.write("Sources/Models.swift", try block(captioned: "`Sources/Models.swift`:").text)
    }

    override func tearDown() { folder.remove() }

    func testTheWorkedExampleGeneratesTheFileShownAndItCompilesWithTheModels() throws {
        try folder.write("Templates/Describe.stencil", try block(captioned: "`Templates/Describe.stencil`:").text)
        let run = try generate(templates: "Templates", arguments: ["--args", "prefix=app", "--verbose"])
        XCTAssertEqual(run.status, 0, run.errors)
        let shownRun = try block(containing: "$ modelgen generate --sources Sources --templates Templates").text
        XCTAssertEqual(withoutTimings(asOnThePage(run.output)), withoutTimings(shownRun.split(separator: "\n").dropFirst().map { $0 + "\n" }.joined()))

        let generated = try XCTUnwrap(folder.read("Generated/Describe.generated.swift"))
        XCTAssertEqual(generated, try block(captioned: "`Generated/Describe.generated.swift` (it compiles with the models):").text)
        let build = try FirebaseTemplateHarness.swiftc(["-parse-as-library", "-typecheck", folder.url("Sources/Models.swift"),
                                                        folder.url("Generated/Describe.generated.swift")],
                                                       in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(build.status, 0, build.output)
    }

    func testTheTagsExampleRendersTheOutputShown() throws {
        try folder.write("Templates/Tags.stencil", try block(containing: "{% macro field name type %}").text)
        let run = try generate(templates: "Templates", arguments: ["--args", "prefix=db"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(folder.read("Generated/Tags.generated.swift"),
                       try block(captioned: "renders, with `--args prefix=db` and the `Person` of the [worked example](#worked-example):").text)
    }

    func testTheErrorAndWarningTagsPrintTheDiagnosticsShown() throws {
        try folder.write("Checks/Check.stencil", try block(containing: "{% warning \"checked").text)
        try folder.write("Sources/Draft.swift", "struct Draft {}\n")
        let run = try generate(templates: "Checks", arguments: [])
        let shown = try block(containing: "$ modelgen generate --sources Sources --templates Checks").text
        let lines = shown.split(separator: "\n")
        XCTAssertEqual(asOnThePage(run.errors), lines.filter { $0.hasPrefix("/tmp/App/") }.map { $0 + "\n" }.joined())
        XCTAssertEqual(lines.last.map { String($0) }, String(run.status))
    }

    func testTheSwiftTemplateExampleGeneratesTheFileShown() throws {
        try folder.write("Templates/Describe.swifttemplate", try block(captioned: "`Templates/Describe.swifttemplate`:").text)
        let run = try generate(templates: "Templates", arguments: ["--args", "prefix=app", "--cacheBasePath", SwiftTemplateTestSupport.cacheBase])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(folder.read("Generated/Describe.generated.swift"),
                       try block(captioned: "generates, with `--args prefix=app`, `Generated/Describe.generated.swift`:").text)
    }

    func testTheSwiftTemplateErrorIsPrintedAsShown() throws {
        try folder.write("Broken/Broken.swifttemplate", try block(captioned: "where `Broken/Broken.swifttemplate` is:").text)
        let run = try generate(templates: "Broken", arguments: ["--cacheBasePath", SwiftTemplateTestSupport.cacheBase])
        let shown = try block(containing: "$ modelgen generate --sources Sources --templates Broken").text.split(separator: "\n")
        XCTAssertEqual(asOnThePage(run.errors), shown.dropFirst().dropLast().map { $0 + "\n" }.joined())
        XCTAssertEqual(shown.last.map { String($0) }, String(run.status))
    }

    /// Runs `modelgen generate` over the temporary folder, which the page calls `/tmp/App`.
    private func generate(templates: String, arguments: [String]) throws -> ToolRun {
        try ModelGenTool.run(["generate", "--sources", folder.url("Sources"), "--templates", folder.url(templates),
                              "--output", folder.url("Generated")] + arguments)
    }

    private func asOnThePage(_ printed: String) -> String {
        printed.replacingOccurrences(of: folder.path, with: "/tmp/App")
    }

    private func block(captioned caption: String) throws -> MarkdownCodeBlock {
        try XCTUnwrap(blocks.first { $0.caption == caption }, "docs/Templates.md has no block after \(caption)")
    }

    private func block(containing text: String) throws -> MarkdownCodeBlock {
        try XCTUnwrap(blocks.first { $0.text.contains(text) }, "docs/Templates.md has no block with \(text)")
    }

    private func withoutTimings(_ text: String) -> String {
        text.replacing(#/in \d+\.\d+s/#, with: "in …s")
    }
}
