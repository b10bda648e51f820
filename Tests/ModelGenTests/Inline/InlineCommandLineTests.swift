import XCTest

/// The inline write-back through the built `modelgen` binary: `--dry`, `--verbose` and warnings.
final class InlineCommandLineTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Person.swift", "struct Person {\n    let name: String\n}\n")
        try folder.write("Templates/Init.stencil", """
            {% for type in types.structs %}
            // sourcery:inline:auto:{{ type.name }}.Init
            init({% for v in type.storedVariables %}{{ v.name }}: {{ v.typeName }}{% endfor %}) {
            {% for v in type.storedVariables %}
                self.{{ v.name }} = {{ v.name }}
            {% endfor %}
            }
            // sourcery:end
            {% endfor %}
            // sourcery:inline:Missing.Key
            // sourcery:end

            """)
    }

    override func tearDown() { folder.remove() }

    private func generate(_ extra: [String]) throws -> ToolRun {
        try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("Templates"), "--output", folder.url("Out")] + extra)
    }

    func testDryPrintsTheSourceChangeAndWritesNothingThenARealRunWritesIt() throws {
        let dry = try generate(["--dry"])
        XCTAssertEqual(dry.status, 0, dry.errors)
        XCTAssertEqual(folder.read("Sources/Person.swift"), "struct Person {\n    let name: String\n}\n")
        XCTAssertNil(folder.read("Out/Init.generated.swift"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dry.output.utf8)) as? [String: [[String: Any]]])
        let source = try XCTUnwrap(json["outputs"]?.first { ($0["type"] as? [String: String])?["subType"] == "inlineRegions" })
        XCTAssertEqual(source["outputPath"] as? String, folder.url("Sources/Person.swift"))
        let filled = "struct Person {\n    let name: String\n\n// sourcery:inline:auto:Person.Init\ninit(name: String) {\n"
            + "    self.name = name\n}\n// sourcery:end\n}\n"
        XCTAssertEqual(source["value"] as? String, filled)
        XCTAssertEqual(dry.errors, "\(folder.url("Templates/Init.stencil")):1:1: warning: no '// sourcery:inline:Missing.Key' region "
                       + "in the sources; the block stays in the output\n")

        let run = try generate(["--verbose"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("wrote \(folder.url("Sources/Person.swift"))\n"), run.output)
        XCTAssertEqual(folder.read("Sources/Person.swift"), filled)
        let again = try generate(["--verbose", "--quiet"])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(folder.read("Sources/Person.swift"), filled)
    }
}
