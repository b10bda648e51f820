import XCTest
@testable import ModelGen

final class OutputPlannerTests: XCTestCase {
    private let header = "// Generated using ModelGen\n// DO NOT EDIT\n"

    private func rendered(_ name: String, _ text: String) -> RenderedTemplate {
        RenderedTemplate(templatePath: "/t/\(name).stencil", name: name, text: text)
    }

    func testHeaderIsTwoLinesThenTheTextAsRendered() {
        XCTAssertEqual(OutputHeader.lines, "// Generated using ModelGen\n// DO NOT EDIT\n", "no URL until the project has a public one")
        XCTAssertEqual(OutputHeader.contents("struct A {}", forFileAt: "/o/A.swift"), header + "struct A {}")
        XCTAssertEqual(OutputHeader.contents("\n\nx\n", forFileAt: "/o/A.swift"), header + "\n\nx\n")
        XCTAssertEqual(OutputHeader.contents(" \n\t\n", forFileAt: "/o/A.swift"), header, "blank output: header only")
        XCTAssertEqual(OutputHeader.contents("{}", forFileAt: "/o/a.json"), "{}", "no header outside Swift files")
    }

    func testFolderLayoutWritesOneFilePerTemplate() {
        let outputs = OutputPlanner.plan([rendered("Equatable", "a\n"), rendered("Mocks", "b")], layout: .folder("/out"))
        XCTAssertEqual(outputs.map(\.path), ["/out/Equatable.generated.swift", "/out/Mocks.generated.swift"])
        XCTAssertEqual(outputs.map(\.contents), [header + "a\n", header + "b"])
        XCTAssertEqual(outputs.map(\.origin), [.template("/t/Equatable.stencil"), .template("/t/Mocks.stencil")])
    }

    /// Sourcery 2.3.0 (`Sourcery.swift`): a folder's files are header + text; the single file is
    /// header + `"\n" + text` per template.
    func testFileLayoutConcatenatesTemplatesEachAfterANewline() {
        let outputs = OutputPlanner.plan([rendered("A", "a\n"), rendered("B", "b\n")], layout: .file("/out/All.swift"))
        XCTAssertEqual(outputs.map(\.path), ["/out/All.swift"])
        XCTAssertEqual(outputs.first?.contents, header + "\na\n\nb\n")
        let blank = OutputPlanner.plan([rendered("A", "\n"), rendered("B", "")], layout: .file("/out/All.swift"))
        XCTAssertEqual(blank.first?.isEmpty, true)
    }

    func testSourceryFileBlocksGoToTheirOwnFiles() {
        let text = """
        before
        // sourcery:file:Models/Person
        struct PersonInfo {}
        // sourcery:end
        between
          //sourcery:file:Config.json
        {"a": 1}
          // sourcery:end
        // sourcery:file:Models/Person
        extension PersonInfo {}
        // sourcery:end
        after

        """
        let outputs = OutputPlanner.plan([rendered("T", text)], layout: .folder("/out"))
        XCTAssertEqual(outputs.map(\.path), ["/out/T.generated.swift", "/out/Models/Person.generated.swift", "/out/Config.json"])
        XCTAssertEqual(outputs[0].contents, header + "before\nbetween\nafter\n")
        XCTAssertEqual(outputs[1].contents, header + "struct PersonInfo {}\n\nextension PersonInfo {}\n")
        XCTAssertEqual(outputs[2].contents, "{\"a\": 1}\n")
        XCTAssertEqual(outputs[1].origin, .fileBlock("Models/Person"))
    }

    /// The UTF-8 entry point splits as the text one does, with and without markers, around non-ASCII text.
    func testSplittingUTF8AgreesWithSplittingText() {
        for text in ["", "café\n", "é// sourcery:file:X\n", "a\n// sourcery:file:Ü\nbody é\n// sourcery:end\nz", "x\r\n// sourcery:file:A\r\ny\r\n// sourcery:end\r\n"] {
            let (remainder, blocks) = FileBlockSplitter.split(utf8: Array(text.utf8))
            let expected = FileBlockSplitter.split(text)
            XCTAssertEqual(String(decoding: remainder, as: UTF8.self), expected.remainder, text)
            XCTAssertEqual(blocks, expected.blocks, text)
        }
        XCTAssertEqual(FileBlockSplitter.split(utf8: Array("a\n// sourcery:file:Ü\nbody\n// sourcery:end\n".utf8)).blocks,
                       [FileBlockSplitter.Block(name: "Ü", body: "body\n")])
    }

    func testInlineBlocksAndUnclosedFileBlocksStay() {
        let text = "// sourcery:file:A\nx\n// sourcery:inline:K\ny\n// sourcery:end\nz\n// sourcery:end\n// sourcery:file:B\nopen\n"
        let (remainder, blocks) = FileBlockSplitter.split(text)
        XCTAssertEqual(blocks, [FileBlockSplitter.Block(name: "A", body: "x\n// sourcery:inline:K\ny\n// sourcery:end\nz\n")])
        XCTAssertEqual(remainder, "// sourcery:file:B\nopen\n")
        XCTAssertEqual(FileBlockSplitter.split("let s = \"// sourcery:file:X\"\n").blocks, [], "markers must be alone on their line")
    }

    /// As Sourcery's `outputPath + NAME` (PathKit): `..` climbs from the output folder (not above `/`),
    /// an absolute NAME is taken as is (Sourcery's TypedSpec.stencil writes `../../../SourceryTests/…`).
    func testFileBlocksResolveAgainstTheOutputFolderAsInSourcery() {
        let cases = [("../../../Tests/Spec", "/out/Tests/Spec.generated.swift"), ("/abs/Y.swift", "/abs/Y.swift"),
                     ("a/../../b.json", "/out/d1/d2/b.json"), ("../../../../../../Z", "/Z.generated.swift")]
        for (name, path) in cases {
            let outputs = OutputPlanner.plan([rendered("T", "// sourcery:file:\(name)\nx\n// sourcery:end\n")], layout: .folder("/out/d1/d2/d3"))
            XCTAssertEqual(outputs.last?.path, path, name)
            XCTAssertEqual(outputs.last?.origin, .fileBlock(name))
        }
    }

    func testLayoutFollowsSourcerysRule() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("existing.swift", "")
        try folder.write("plain", "a file without an extension")
        XCTAssertEqual(try OutputLayout(outputPath: folder.path), .folder(folder.path))
        XCTAssertEqual(try OutputLayout(outputPath: folder.url("New")), .folder(folder.url("New")))
        XCTAssertEqual(try OutputLayout(outputPath: folder.url("new.d/")), .folder(folder.url("new.d")))
        XCTAssertEqual(try OutputLayout(outputPath: folder.url("Out.swift")), .file(folder.url("Out.swift")))
        XCTAssertEqual(try OutputLayout(outputPath: folder.url("existing.swift")), .file(folder.url("existing.swift")))
        XCTAssertThrowsError(try OutputLayout(outputPath: folder.url("plain"))) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 1)
        }
        XCTAssertEqual(OutputLayout.file(folder.url("Out.swift")).folder, folder.path)
    }
}
