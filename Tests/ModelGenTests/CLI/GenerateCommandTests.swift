import XCTest

/// `modelgen generate` end to end through the built binary: outputs, headers, atomic and
/// unchanged writes, all-or-nothing failures, `--dry`, `--prune`, `--args`, `sourcery:file`.
final class GenerateCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private let header = "// Generated using ModelGen\n// DO NOT EDIT\n"

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Models.swift", "struct Alpha {}\nstruct Beta {}\n")
        try folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        try folder.write("Templates/Args.stencil", "{{ argument.module }}:{% for i in argument.imports %} {{ i }}{% endfor %}\n")
    }

    override func tearDown() { folder.remove() }

    private func generate(_ extra: [String] = [], output: String = "Out") throws -> ToolRun {
        try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("Templates"),
                              "--output", folder.url(output), "--args", "module=App,imports=[\"A\",\"B\"]"] + extra)
    }

    private func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: folder.url(relative))[.modificationDate] as? Date
    }

    func testWritesOneFilePerTemplateSilentlyAndKeepsUnchangedFilesUntouched() throws {
        let first = try generate()
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(first.output + first.errors, "", "silent on success")
        XCTAssertEqual(folder.read("Out/Names.generated.swift"), header + "Alpha\nBeta\n")
        XCTAssertEqual(folder.read("Out/Args.generated.swift"), header + "App: A B\n")

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.url("Out/Names.generated.swift"))
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.url("Out/Args.generated.swift"))
        try folder.write("Sources/Models.swift", "struct Alpha {}\nstruct Beta {}\nstruct Gamma {}\n")
        let second = try generate(["--verbose"])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertEqual(try modificationDate("Out/Args.generated.swift"), old, "unchanged bytes: not rewritten")
        XCTAssertNotEqual(try modificationDate("Out/Names.generated.swift"), old)
        XCTAssertTrue(second.output.contains("unchanged \(folder.url("Out/Args.generated.swift"))"), second.output)
        XCTAssertTrue(second.output.contains("wrote \(folder.url("Out/Names.generated.swift"))"), second.output)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url("Out")).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    func testASingleFileOutputConcatenatesTheTemplates() throws {
        let run = try generate(output: "All.swift")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(folder.read("All.swift"), header + "\nApp: A B\n\nAlpha\nBeta\n")
    }

    func testATemplateErrorExits3AndLeavesEveryOutputByteIdentical() throws {
        XCTAssertEqual(try generate().status, 0)
        let before = [folder.read("Out/Names.generated.swift"), folder.read("Out/Args.generated.swift")]
        try folder.write("Sources/Models.swift", "struct Changed {}\n")
        try folder.write("Templates/Zed.stencil", "line\n{% for x in %}\n")
        let failed = try generate()
        XCTAssertEqual(failed.status, 3)
        XCTAssertTrue(failed.errors.hasPrefix("\(folder.url("Templates/Zed.stencil")):2:"), failed.errors)
        XCTAssertTrue(failed.errors.contains(": error: "), failed.errors)
        XCTAssertEqual([folder.read("Out/Names.generated.swift"), folder.read("Out/Args.generated.swift")], before)
        XCTAssertNil(folder.read("Out/Zed.generated.swift"))
    }

    func testDryPrintsSourcerysJSONAndWritesNothing() throws {
        let run = try generate(["--dry"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("Out")))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [[String: Any]]])
        let outputs = try XCTUnwrap(json["outputs"])
        XCTAssertEqual(outputs.compactMap { $0["outputPath"] as? String }.sorted(),
                       [folder.url("Out/Args.generated.swift"), folder.url("Out/Names.generated.swift")])
        XCTAssertEqual(outputs.first { ($0["outputPath"] as? String)?.hasSuffix("Names.generated.swift") ?? false }?["value"] as? String,
                       header + "Alpha\nBeta\n")
        XCTAssertEqual((outputs.first?["type"] as? [String: String])?["subType"], "template")
    }

    func testSourceryFileBlocksAreWrittenToTheirOwnFiles() throws {
        try folder.write("Templates/Split.stencil", """
            {% for type in types.all %}
            // sourcery:file:Types/{{ type.name }}
            extension {{ type.name }} {}
            // sourcery:end
            {% endfor %}
            rest
            """)
        let run = try generate()
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(folder.read("Out/Types/Alpha.generated.swift"), header + "extension Alpha {}\n")
        XCTAssertEqual(folder.read("Out/Types/Beta.generated.swift"), header + "extension Beta {}\n")
        XCTAssertEqual(folder.read("Out/Split.generated.swift"), header + "\nrest", "the blocks and their lines are gone; the line after endfor stays")
    }

    func testEmptyOutputsAreHeaderOnlyFilesOrPruned() throws {
        try folder.write("Templates/Nothing.stencil", "{% for type in types.all %}{% endfor %}\n")
        XCTAssertEqual(try generate().status, 0)
        XCTAssertEqual(folder.read("Out/Nothing.generated.swift"), header)
        let pruned = try generate(["--prune", "--verbose"])
        XCTAssertEqual(pruned.status, 0, pruned.errors)
        XCTAssertNil(folder.read("Out/Nothing.generated.swift"))
        XCTAssertNotNil(folder.read("Out/Names.generated.swift"))
        XCTAssertTrue(pruned.output.contains("removed \(folder.url("Out/Nothing.generated.swift"))\n"), pruned.output)
        XCTAssertTrue(pruned.output.contains("\ngenerated 2 file(s), removed 1 empty file(s) in "), "the summary counts what is left: \(pruned.output)")
        let again = try generate(["--prune", "--verbose"])
        XCTAssertTrue(again.output.contains("\ngenerated 2 file(s) in "), "nothing left to remove: \(again.output)")
    }

    func testConfigurationFilesInTheWorkingFolder() throws {
        try folder.write(".sourcery.yml", """
            sources:
              include: [Sources]
            templates:
              - Templates/Names.stencil
            output: FromConfig
            """)
        let run = try ModelGenTool.run([], in: folder.path)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(folder.read("FromConfig/Names.generated.swift"), header + "Alpha\nBeta\n")

        try folder.write("sub/modelgen.json", #"{"sources": ["../Sources"], "templates": ["../Templates/Args.stencil"], "output": "../Json", "args": {"module": "M", "imports": ["X"]}}"#)
        let json = try ModelGenTool.run(["--config", folder.url("sub")])
        XCTAssertEqual(json.status, 0, json.errors)
        XCTAssertEqual(folder.read("Json/Args.generated.swift"), header + "M: X\n")
    }

    func testTheBuiltInTemplateWorksWithoutTemplateFiles() throws {
        let run = try ModelGenTool.run(["--sources", folder.url("Sources"), "--builtin-template", "Firebase", "--output", folder.url("Out")])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertNotNil(folder.read("Out/Firebase.generated.swift"))
        XCTAssertEqual(try ModelGenTool.run(["--sources", folder.url("Sources"), "--builtin-template", "Nope"]).status, 2)
    }
}
