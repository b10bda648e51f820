import XCTest
@testable import ModelGen

/// `--strict` and `strict: true`: printing an undefined variable fails `generate` and `watch` with
/// a located error instead of rendering nothing.
final class StrictModeTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Models.swift", "struct Alpha {}\n")
        try folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}{{ nmae }}\n{% endfor %}")
    }

    override func tearDown() { folder.remove() }

    private var arguments: [String] {
        ["--sources", folder.url("Sources"), "--templates", folder.url("Templates"), "--output", folder.url("Out")]
    }

    func testWithoutStrictAnUndefinedVariableRendersNothing() throws {
        let run = try ModelGenTool.run(arguments)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(folder.read("Out/Names.generated.swift")?.hasSuffix("\nAlpha\n"), true)
    }

    func testStrictMakesAnUndefinedVariableALocatedErrorAndWritesNothing() throws {
        let run = try ModelGenTool.run(arguments + ["--strict"])
        XCTAssertEqual(run.status, 3)
        XCTAssertTrue(run.errors.hasPrefix("\(folder.url("Templates/Names.stencil")):1:46: error: Undefined variable 'nmae'\n"), run.errors)
        XCTAssertNil(folder.read("Out/Names.generated.swift"))
        let argument = try folder.write("Templates/Names.stencil", "{{ argument.module }}\n")
        let missingArgument = try ModelGenTool.run(arguments + ["--strict"])
        XCTAssertEqual(missingArgument.status, 3)
        XCTAssertTrue(missingArgument.errors.hasPrefix("\(argument):1:4: error: Undefined member 'module' in 'argument.module'\n"), missingArgument.errors)
        XCTAssertEqual(try ModelGenTool.run(arguments + ["--strict", "--args", "module=App"]).status, 0)
    }

    func testTheBuiltInTemplateRendersInStrictMode() throws {
        let run = try ModelGenTool.run(["--sources", folder.url("Sources"), "--builtin-template", "Firebase", "--output", folder.url("Out"), "--strict"])
        XCTAssertEqual(run.status, 0, run.errors)
    }

    func testStrictTrueInAConfigurationFile() throws {
        try folder.write(".modelgen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Out\nstrict: true\n")
        let run = try ModelGenTool.run([], in: folder.path)
        XCTAssertEqual(run.status, 3)
        XCTAssertTrue(run.errors.hasPrefix("\(folder.url("Templates/Names.stencil")):1:46: error: Undefined variable 'nmae'"), run.errors)

        try folder.write(".modelgen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Out\nstrict: false\n")
        XCTAssertEqual(try ModelGenTool.run([], in: folder.path).status, 0)
        XCTAssertEqual(try ModelGenTool.run(["--strict"], in: folder.path).status, 3, "--strict wins over 'strict: false'")

        try folder.write(".modelgen.yml", "sources: [Sources]\ntemplates: [Templates]\nstrict: yes\n")
        let invalid = try ModelGenTool.run([], in: folder.path)
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(invalid.errors, "\(folder.url(".modelgen.yml")):3:9: error: 'strict' must be true or false, found 'yes'\n")
    }

    func testConfigurationDecodingAndMerging() throws {
        let (strict, warnings) = try ConfigurationFile.parse("strict: true\n", path: folder.url(".modelgen.yml"))
        XCTAssertEqual(warnings, [], "'strict' is a known key")
        XCTAssertTrue(strict.strict)
        XCTAssertFalse(try ConfigurationFile.parse("strict: false\n", path: folder.url(".modelgen.yml")).0.strict)
        XCTAssertThrowsError(try ConfigurationFile.parse("strict: \"true\"\n", path: folder.url(".modelgen.yml")))
        XCTAssertTrue(Configuration().overridden(by: Configuration(strict: true)).strict)
        XCTAssertTrue(Configuration(strict: true).overridden(by: Configuration()).strict)
        XCTAssertFalse(Configuration().overridden(by: Configuration()).strict)
    }

    func testWatchHonoursStrict() throws {
        let (process, output, errors) = try ModelGenTool.start(["watch"] + arguments + ["--strict"])
        defer {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let deadline = Date(timeIntervalSinceNow: 20)
        while !ModelGenTool.read(output).contains("[watch]") && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertTrue(ModelGenTool.read(output).hasPrefix("[watch] failed (run 1)"), ModelGenTool.read(output))
        XCTAssertTrue(ModelGenTool.read(errors).hasPrefix("\(folder.url("Templates/Names.stencil")):1:46: error: Undefined variable 'nmae'"),
                      ModelGenTool.read(errors))
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
