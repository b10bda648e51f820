import XCTest
import ModelScanner
@testable import ModelGen

/// Renders `NAMES` as the scanned type names and `ARGS` as the argument keys; fails on `FAIL`,
/// raises a template error on `RAISE`.
private struct ListingRenderer: TemplateRenderer {
    func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate {
        if template.text.contains("FAIL") {
            throw ModelGenError(.generation, "boom", at: FileLocation(path: template.path, line: 1, column: 1))
        }
        let text = template.text
            .replacingOccurrences(of: "NAMES", with: model.types.map(\.name).joined(separator: ","))
            .replacingOccurrences(of: "ARGS", with: arguments.keys.sorted().joined(separator: ","))
        let errors = text.contains("RAISE") ? [Diagnostic(.error, "raised", at: FileLocation(path: template.path))] : []
        return RenderedTemplate(template, text: text, diagnostics: [Diagnostic(.warning, "note", at: FileLocation(path: template.path))] + errors)
    }
}

/// Keeps a weak reference to the model it renders, to tell whether generating freed it.
private final class ModelWatchingRenderer: TemplateRenderer {
    weak var model: ScanResult?

    func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate {
        self.model = model
        return RenderedTemplate(template, text: "", diagnostics: [])
    }
}

final class GeneratorTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Models.swift", "struct Alpha {}\nstruct Beta {}\n")
        try folder.write("Templates/A.stencil", "types: NAMES\n")
        try folder.write("Templates/B.stencil", "args: ARGS\n")
    }

    override func tearDown() { folder.remove() }

    private func configuration(templates: [String] = ["Templates"], output: String = "Out") -> Configuration {
        Configuration(sources: [folder.url("Sources")], templates: templates.map(folder.url), output: folder.url(output),
                      arguments: ["module": .string("App")])
    }

    func testScansRendersAndWritesOneFilePerTemplate() throws {
        let report = try Generator(renderer: ListingRenderer()).generate(configuration())
        XCTAssertEqual(folder.read("Out/A.generated.swift"), OutputHeader.lines + "types: Alpha,Beta\n")
        XCTAssertEqual(folder.read("Out/B.generated.swift"), OutputHeader.lines + "args: module\n")
        XCTAssertEqual(report.warnings.count, 2)
        XCTAssertFalse(report.failed)
    }

    /// A `sourcery:file` name climbing out of the output folder writes there, as in Sourcery; a
    /// hand-written Swift file there is still never replaced, and then nothing is written at all.
    func testFileBlocksClimbOutOfTheOutputFolderButNeverReplaceHandWrittenSwift() throws {
        try folder.write("Templates/C.stencil", "// sourcery:file:../Shared/Spec\nlet spec = 1\n// sourcery:end\n")
        _ = try Generator(renderer: ListingRenderer()).generate(configuration())
        XCTAssertEqual(folder.read("Shared/Spec.generated.swift"), OutputHeader.lines + "let spec = 1\n")
        try folder.write("Templates/C.stencil", "// sourcery:file:../Sources/Models.swift\nlet x = 1\n// sourcery:end\n")
        try folder.write("Templates/A.stencil", "changed\n")
        XCTAssertThrowsError(try Generator(renderer: ListingRenderer()).generate(configuration()))
        XCTAssertEqual(folder.read("Sources/Models.swift"), "struct Alpha {}\nstruct Beta {}\n")
        XCTAssertEqual(folder.read("Out/A.generated.swift"), OutputHeader.lines + "types: Alpha,Beta\n", "all or nothing")
    }

    func testAThrowingTemplateLeavesEveryExistingOutputByteIdentical() throws {
        _ = try Generator(renderer: ListingRenderer()).generate(configuration())
        let before = [folder.read("Out/A.generated.swift"), folder.read("Out/B.generated.swift")]
        try folder.write("Sources/More.swift", "struct Gamma {}\n")
        try folder.write("Templates/C.stencil", "FAIL")
        XCTAssertThrowsError(try Generator(renderer: ListingRenderer()).generate(configuration())) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 3)
        }
        XCTAssertEqual([folder.read("Out/A.generated.swift"), folder.read("Out/B.generated.swift")], before)
        XCTAssertNil(folder.read("Out/C.generated.swift"))
    }

    func testTemplateRaisedErrorsRenderEverythingThenWriteNothing() throws {
        try folder.write("Templates/C.stencil", "RAISE")
        let report = try Generator(renderer: ListingRenderer()).generate(configuration())
        XCTAssertTrue(report.failed)
        XCTAssertEqual(report.errors.map(\.message), ["raised"])
        XCTAssertEqual(report.warnings.count, 3, "every template rendered")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("Out")))
    }

    func testDryRunReportsChangesWithoutWriting() throws {
        let report = try Generator(renderer: ListingRenderer()).generate(configuration(), dryRun: true)
        XCTAssertEqual(report.changes.count, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("Out")))
        let json = DryRunOutput.json(report)
        XCTAssertTrue(json.hasPrefix("{\"outputs\":[{\"type\":{\"id\":\"\(folder.url("Templates/A.stencil"))\",\"subType\":\"template\"},\"outputPath\":\"\(folder.url("Out/A.generated.swift"))\",\"value\":\"// Generated using ModelGen"), json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[String: Any]]]
        XCTAssertEqual(decoded?["outputs"]?.count, 2)
        XCTAssertEqual(decoded?["outputs"]?.last?["value"] as? String, OutputHeader.lines + "args: module\n")
    }

    func testMissingPathsAndEmptyTemplateFolders() throws {
        var missingSource = configuration()
        missingSource.sources = [folder.url("Nope")]
        XCTAssertThrowsError(try Generator(renderer: ListingRenderer()).generate(missingSource)) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 1)
            XCTAssertEqual((error as? ModelGenError)?.location?.path, folder.url("Nope"))
        }
        XCTAssertThrowsError(try Generator(renderer: ListingRenderer()).generate(configuration(templates: ["Missing.stencil"]))) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 1)
        }
        try FileManager.default.createDirectory(atPath: folder.url("Empty"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try Generator(renderer: ListingRenderer()).generate(configuration(templates: ["Empty"]))) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 2)
        }
    }

    func testTemplateFoldersExcludesAndBuiltIns() throws {
        try folder.write("Templates/Partials/_row.stencil", "partial")
        try folder.write("Templates/.hidden/X.stencil", "hidden")
        try folder.write("Templates/readme.md", "not a template")
        var configuration = configuration()
        configuration.excludedTemplates = [folder.url("Templates/Partials")]
        configuration.builtInTemplates = ["Firebase"]
        let templates = try TemplateCollector.collect(configuration)
        XCTAssertEqual(templates.map(\.name), ["A", "B", "Firebase"])
        XCTAssertEqual(templates.first?.searchPaths, [folder.url("Templates")])
        XCTAssertEqual(templates.last?.path, "<built-in>/Firebase.stencil")
        configuration.builtInTemplates = ["Nope"]
        XCTAssertThrowsError(try TemplateCollector.collect(configuration))
        XCTAssertThrowsError(try TemplateCollector.collect(Configuration(templates: [try folder.write("T.ejs", "")]))) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 2)
        }
    }

    /// Watch mode generates again and again, so by default a run frees its model; a process that
    /// generates once leaves it to its exit.
    func testAModelIsFreedUnlessLeftToTheProcessExit() throws {
        let renderer = ModelWatchingRenderer()
        _ = try Generator(renderer: renderer).generate(configuration())
        XCTAssertNil(renderer.model)

        var once = Generator(renderer: renderer)
        once.leavesModelToProcessExit = true
        _ = try once.generate(configuration())
        XCTAssertEqual(renderer.model?.types.map(\.name), ["Alpha", "Beta"])
    }
}
