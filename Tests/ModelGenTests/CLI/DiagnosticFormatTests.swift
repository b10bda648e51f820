import Foundation
import ModelGen
import XCTest

/// Every diagnostic that names a file prints as `path:line:col: error|warning: message` (1:1 for a
/// whole file), the form Xcode and SwiftPM show in place: one test per kind of file problem, run
/// through the built binary.
final class DiagnosticFormatTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write("T.stencil", "x\n")
    }

    override func tearDown() { folder.remove() }

    func testAMissingTemplateIsAtLine1Column1() throws {
        let run = try generate(templates: folder.url("missing.stencil"))
        assertFirstLine(of: run, is: "\(folder.url("missing.stencil")):1:1: error: template path does not exist", status: 1)
    }

    func testATemplateThatIsNotUTF8IsAtLine1Column1() throws {
        try Data([0x7B, 0x7B, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.url("Bad.stencil")))
        let run = try generate(templates: folder.url("Bad.stencil"))
        assertFirstLine(of: run, is: "\(folder.url("Bad.stencil")):1:1: error: the template is not UTF-8", status: 3)
    }

    func testAnUnreadableConfigurationIsAtLine1Column1() throws {
        let how = try UnreadablePath.make(folder.url("config.yml"))
        let run = try ModelGenTool.run(["--config", folder.url("config.yml")])
        assertLocated(run, in: folder.url("config.yml"), line: 1, column: 1, status: 2, how)
        let missing = try ModelGenTool.run(["--config", folder.url("nope.yml")])
        assertFirstLine(of: missing, is: "\(folder.url("nope.yml")):1:1: error: configuration file not found", status: 2)
        try FileManager.default.createDirectory(atPath: folder.url("Empty"), withIntermediateDirectories: true)
        let emptyFolder = try ModelGenTool.run(["--config", folder.url("Empty")])
        assertLocated(emptyFolder, in: folder.url("Empty"), line: 1, column: 1, status: 2)
    }

    func testAConfigurationSyntaxErrorIsAtItsLineAndColumn() throws {
        try folder.write(".modelgen.yml", "sources: [Sources\n")
        let run = try ModelGenTool.run([], in: folder.path)
        XCTAssertEqual(run.status, 2, run.errors)
        XCTAssertTrue(run.errors.hasPrefix(folder.url(".modelgen.yml") + ":"), run.errors)
        assertFullForm(run.errors)
    }

    func testBadOutputPathsAreAtLine1Column1() throws {
        try folder.write("Out", "precious\n")
        assertLocated(try generate(output: folder.url("Out")), in: folder.url("Out"), line: 1, column: 1, status: 1)
        try folder.write("file.txt", "not a folder\n")
        let underAFile = try generate(output: folder.url("file.txt/Generated"))
        assertLocated(underAFile, in: folder.url("file.txt/Generated"), line: 1, column: 1, status: 1)
        try folder.write("Hand.swift", "struct Hand {}\n")
        let handWritten = try generate(output: folder.url("Hand.swift"))
        assertLocated(handWritten, in: folder.url("Hand.swift"), line: 1, column: 1, status: 1)
    }

    func testMissingAndUnreadableSourcesAreAtLine1Column1() throws {
        let missing = try generate(sources: folder.url("Nope"))
        assertFirstLine(of: missing, is: "\(folder.url("Nope")):1:1: error: no such file or directory", status: 1)
        try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/Broken.swift"), withDestinationPath: "gone")
        assertLocated(try generate(), in: folder.url("Sources/Broken.swift"), line: 1, column: 1, status: 1)
        let dump = try ModelGenTool.run(["dump", "--sources", folder.url("Nope")])
        assertFirstLine(of: dump, is: "\(folder.url("Nope")):1:1: error: no such file or directory", status: 1)
    }

    func testRenderLocatesTheTemplateAndTheContextFile() throws {
        let missing = try ModelGenTool.run(["render", "--template", folder.url("missing.stencil")])
        assertLocated(missing, in: folder.url("missing.stencil"), line: 1, column: 1, status: 1)
        let noContext = try ModelGenTool.run(["render", "--template", folder.url("T.stencil"), "--context", folder.url("nope.json")])
        assertLocated(noContext, in: folder.url("nope.json"), line: 1, column: 1, status: 1)
        try folder.write("bad.json", "{\n  \"a\": ,\n}")
        let badJSON = try ModelGenTool.run(["render", "--template", folder.url("T.stencil"), "--context", folder.url("bad.json")])
        assertLocated(badJSON, in: folder.url("bad.json"), line: 2, column: 8, status: 1)
        try folder.write("strict.stencil", "a\n{{ nope }}\n")
        let undefined = try ModelGenTool.run(["render", "--template", folder.url("strict.stencil"), "--strict"])
        assertLocated(undefined, in: folder.url("strict.stencil"), line: 2, column: 4, status: 1)
    }

    func testALocationBelowLine1PointsAtTheWholeFile() {
        XCTAssertEqual(FileLocation(path: "/a/T.stencil", line: 0, column: 0).description, "/a/T.stencil:1:1")
        XCTAssertEqual(ModelGenError(.generation, "bad", at: FileLocation(path: "/a/T.stencil", line: -3)).description,
                       "/a/T.stencil:1:1: error: bad")
        XCTAssertEqual(Diagnostic(.warning, "odd", at: FileLocation(path: "/a/S.swift", line: 4, column: 2)).description, "/a/S.swift:4:2: warning: odd")
        XCTAssertEqual(ModelGenError(.configuration, "no file").description, "error: no file")
    }

    // MARK: - Helpers

    private func generate(sources: String? = nil, templates: String? = nil, output: String? = nil) throws -> ToolRun {
        try ModelGenTool.run(["--sources", sources ?? folder.url("Sources"), "--templates", templates ?? folder.url("T.stencil"),
                              "--output", output ?? folder.url("Generated")])
    }

    private func assertFirstLine(of run: ToolRun, is expected: String, status: Int32, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, status, run.errors, file: file, line: line)
        XCTAssertEqual(run.errors.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init), expected,
                       file: file, line: line)
    }

    private func assertLocated(_ run: ToolRun, in path: String, line: Int, column: Int, status: Int32, _ note: String = "",
                               file: StaticString = #filePath, line testLine: UInt = #line) {
        XCTAssertEqual(run.status, status, run.errors, file: file, line: testLine)
        XCTAssertTrue(run.errors.hasPrefix("\(path):\(line):\(column): error: "), "\(note) \(run.errors)", file: file, line: testLine)
        assertFullForm(run.errors, file: file, line: testLine)
    }

    /// Every line that carries a severity starts with `path:line:col: `.
    private func assertFullForm(_ errors: String, file: StaticString = #filePath, line: UInt = #line) {
        let located = try? NSRegularExpression(pattern: "^[^:]+:[0-9]+:[0-9]+: (error|warning|note): \\S")
        for text in errors.split(separator: "\n").map(String.init) where text.contains("error: ") || text.contains("warning: ") {
            let range = NSRange(text.startIndex..., in: text)
            XCTAssertNotNil(located?.firstMatch(in: text, range: range), "not path:line:col: \(text)", file: file, line: line)
        }
    }
}
