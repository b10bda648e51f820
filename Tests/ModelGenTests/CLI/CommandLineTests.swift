import XCTest

/// Runs the built `modelgen` binary: help, usage errors and Sourcery's exit codes.
final class CommandLineTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testVersionAndHelpComeFromTheCommandDescriptions() throws {
        let version = try ModelGenTool.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.output.isEmpty)
        let overview = try ModelGenTool.run(["--help"])
        XCTAssertEqual(overview.status, 0)
        for command in ["generate", "watch", "dump", "render"] { XCTAssertTrue(overview.output.contains("  \(command) "), command) }
        let generate = try ModelGenTool.run(["generate", "--help"])
        XCTAssertTrue(generate.output.contains("USAGE: modelgen generate [--sources <path> ...]"), generate.output)
        for option in ["--exclude-sources", "--templates", "--output", "--args", "--config", "--strict", "--watch", "--dry", "--prune", "--verbose", "--quiet"] {
            XCTAssertTrue(generate.output.contains(option), option)
        }
        XCTAssertEqual(try ModelGenTool.run(["help", "render"]).output, try ModelGenTool.run(["render", "-h"]).output)
    }

    func testVersionIsACommandAndAFlag() throws {
        let command = try ModelGenTool.run(["version"])
        XCTAssertEqual(command.status, 0, command.errors)
        XCTAssertEqual(command.output, try ModelGenTool.run(["--version"]).output)
        XCTAssertNotNil(command.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression), command.output)
        XCTAssertTrue(try ModelGenTool.run(["versoin"]).errors.contains("Did you mean 'modelgen version'?"))
    }

    /// An error echoes the command line as typed: `generate` is not shown when it was implied.
    func testUsageErrorsEchoOnlyWhatWasTyped() throws {
        let implied = try ModelGenTool.run(["-V"])
        XCTAssertEqual(implied.status, 2)
        XCTAssertEqual(implied.errors, "error: unknown option '-V' for 'generate'\n  modelgen -V\n           ^~\nSee 'modelgen generate --help'.\n")
        let typed = try ModelGenTool.run(["generate", "-V"])
        XCTAssertTrue(typed.errors.contains("\n  modelgen generate -V\n                    ^~\n"), typed.errors)
    }

    func testHelpForAnUnknownCommandIsAUsageError() throws {
        let unknown = try ModelGenTool.run(["help", "generat"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.output, "")
        XCTAssertEqual(unknown.errors, """
            error: unknown command 'generat'
              modelgen help generat
                            ^~~~~~~
            Did you mean 'modelgen generate'? Commands: generate, watch, dump, render. See 'modelgen --help'.

            """)
        for form in [["--help", "nope"], ["-h", "nope"]] {
            let run = try ModelGenTool.run(form)
            XCTAssertEqual(run.status, 2, form.joined(separator: " "))
            XCTAssertTrue(run.errors.hasPrefix("error: unknown command 'nope'\n"), run.errors)
            XCTAssertTrue(run.errors.contains("Commands: generate, watch, dump, render."), run.errors)
        }
        for form in [["help"], ["--help"], ["-h"]] + ["generate", "watch", "dump", "render"].flatMap({ [["help", $0], [$0, "--help"], [$0, "-h"]] }) {
            let run = try ModelGenTool.run(form)
            XCTAssertEqual(run.status, 0, form.joined(separator: " "))
            XCTAssertTrue(run.output.hasPrefix("OVERVIEW: "), form.joined(separator: " "))
            XCTAssertEqual(run.errors, "", form.joined(separator: " "))
        }
    }

    func testUsageErrorsAreLocatedAndExit2() throws {
        let unknown = try ModelGenTool.run(["--sources", "S", "--templats", "T"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errors, """
            error: unknown option '--templats' for 'generate'
              modelgen --sources S --templats T
                                   ^~~~~~~~~~
            Did you mean '--templates'? See 'modelgen generate --help'.

            """)
        let missing = try ModelGenTool.run(["generate", "--sources", "S", "--output"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.hasPrefix("error: missing value for '--output'"), missing.errors)
        XCTAssertTrue(missing.errors.contains("Write '--output <path>'"), missing.errors)
        let valueIsAnOption = try ModelGenTool.run(["--output", "--dry"])
        XCTAssertTrue(valueIsAnOption.errors.hasPrefix("error: missing value for '--output'"), valueIsAnOption.errors)
        XCTAssertEqual(try ModelGenTool.run(["--dry=yes"]).status, 2)
        XCTAssertEqual(try ModelGenTool.run(["stray"]).status, 2)
        XCTAssertEqual(try ModelGenTool.run(["--watch", "--dry", "--sources", "S"]).status, 2)
        let command = try ModelGenTool.run(["dumpp"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.errors.contains("Did you mean 'modelgen dump'?"), command.errors)
        let noInput = try ModelGenTool.run([], in: folder.path)
        XCTAssertEqual(noInput.status, 2)
        // The folder is named as the tool sees it (macOS resolves /var to /private/var), so only its ends are compared.
        XCTAssertTrue(noInput.errors.hasPrefix("error: nothing to generate: no --sources or --templates given, and no configuration file in /"), noInput.errors)
        XCTAssertTrue(noInput.errors.hasSuffix("""
            \(folder.path.split(separator: "/").last ?? "") (looked for .modelgen.yml, .modelgen.yaml, .sourcery.yml, .sourcery.yaml, modelgen.json)
            Write 'modelgen --sources DIR --templates PATH --output DIR', or 'modelgen --config FILE'. See 'modelgen generate --help'.

            """), noInput.errors)
        let onlyOutput = try ModelGenTool.run(["watch", "--output", "Out"], in: folder.path)
        XCTAssertEqual(onlyOutput.status, 2)
        XCTAssertEqual(onlyOutput.errors, noInput.errors, "watch says the same")
    }

    func testUnreadablePathsExit1() throws {
        try folder.write("T.stencil", "x")
        let source = try ModelGenTool.run(["--sources", folder.url("missing"), "--templates", folder.url("T.stencil"), "--output", folder.url("Out")])
        XCTAssertEqual(source.status, 1, source.errors)
        XCTAssertTrue(source.errors.hasPrefix(folder.url("missing")), source.errors)
        try folder.write("Sources/A.swift", "struct A {}")
        let template = try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("nope.stencil"), "--output", folder.url("Out")])
        XCTAssertEqual(template.status, 1)
        XCTAssertEqual(template.errors, "\(folder.url("nope.stencil")):1:1: error: template path does not exist\n")
    }

    func testFIFOsAndBrokenLinksAreLocatedErrorsNotHangs() throws {
        try folder.write("Sources/A.swift", "struct A {}")
        try folder.write("Templates/A.stencil", "x")
        XCTAssertEqual(mkfifo(folder.url("Templates/Pipe.stencil"), 0o644), 0)
        let fifo = try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("Templates"), "--output", folder.url("Out")])
        XCTAssertEqual(fifo.status, 1)
        XCTAssertEqual(fifo.errors, "\(folder.url("Templates/Pipe.stencil")):1:1: error: cannot read the template: it is not a regular file (a FIFO, socket or device)\n")
        try FileManager.default.removeItem(atPath: folder.url("Templates/Pipe.stencil"))
        try FileManager.default.createSymbolicLink(atPath: folder.url("Templates/Broken.stencil"), withDestinationPath: "missing")
        let broken = try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("Templates"), "--output", folder.url("Out")])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.errors.hasPrefix("\(folder.url("Templates/Broken.stencil")):1:1: error: "), broken.errors)
        XCTAssertEqual(mkfifo(folder.url("config.yml"), 0o644), 0)
        let config = try ModelGenTool.run(["--config", folder.url("config.yml")])
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.errors.hasPrefix("\(folder.url("config.yml")):1:1: error: "), config.errors)
    }

    func testAnExistingFileWithoutExtensionIsNotAnOutputFile() throws {
        try folder.write("Sources/A.swift", "struct A {}")
        try folder.write("T.stencil", "x")
        try folder.write("Out", "precious\n")
        let run = try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("T.stencil"), "--output", folder.url("Out")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.hasPrefix("\(folder.url("Out")):1:1: error: "), run.errors)
        XCTAssertEqual(folder.read("Out"), "precious\n")
    }

    func testABadConfigurationInTheWorkingFolderIsALocatedErrorWithExit2() throws {
        try folder.write(".sourcery.yml", "sources:\n  - Sources\ntemplates: [T.stencil\n")
        let run = try ModelGenTool.run([], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.hasPrefix("\(folder.url(".sourcery.yml")):4:1: error: the file ends before the ']' that closes the list opened at line 3, column 12\n"), run.errors)
        let explicit = try ModelGenTool.run(["--config", folder.url("missing.yml")])
        XCTAssertEqual(explicit.status, 2)
    }

    func testIgnoredSourceryOptionsAreAcceptedWithAWarning() throws {
        let run = try ModelGenTool.run(["--serialParse", "--buildPath", "/tmp/x", "--sources", folder.url("missing"), "--templates", folder.url("t")])
        XCTAssertEqual(run.status, 1, "the run goes on to fail on the missing path, not on the options")
        XCTAssertTrue(run.errors.contains("warning: '--serialParse' is ignored"), run.errors)
        XCTAssertFalse(run.errors.contains("'--buildPath' is ignored"), "--buildPath is where Swift templates are compiled: \(run.errors)")
    }

    func testDumpPrintsTheScannersJSON() throws {
        try folder.write("Sources/A.swift", "struct Alpha { var x: Int }\n")
        let run = try ModelGenTool.run(["dump", "--sources", folder.url("Sources")])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(run.output.utf8)))
        XCTAssertTrue(run.output.contains("\"Alpha\""), run.output)
        XCTAssertEqual(try ModelGenTool.run(["dump", "--sources", folder.url("missing")]).status, 1)
        XCTAssertEqual(try ModelGenTool.run(["dump"], in: folder.path).status, 2)
    }

    func testDumpReadsTheConfigurationFile() throws {
        try folder.write("App/Sources/A.swift", "struct Alpha {}\n")
        try folder.write("App/Sources/Legacy/B.swift", "struct Beta {}\n")
        try folder.write("App/.modelgen.yml", "sources:\n  include: [Sources]\n  exclude: [Sources/Legacy]\ntemplates: [T]\n")
        for run in [try ModelGenTool.run(["dump"], in: folder.url("App")), try ModelGenTool.run(["dump", "--config", folder.url("App")])] {
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertTrue(run.output.contains("\"Alpha\""), run.output)
            XCTAssertFalse(run.output.contains("\"Beta\""), "excluded in the file: \(run.output)")
        }
        let overridden = try ModelGenTool.run(["dump", "--config", folder.url("App"), "--sources", folder.url("App/Sources/Legacy")])
        XCTAssertTrue(overridden.output.contains("\"Beta\""), overridden.output)
        try folder.write("Bad/.modelgen.yml", "sources: [A\n")
        let bad = try ModelGenTool.run(["dump", "--config", folder.url("Bad")])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.errors.hasPrefix(folder.url("Bad/.modelgen.yml") + ":2:1: error: "), bad.errors)
    }

    func testRenderUsesPlainStencilAndReportsLocatedErrors() throws {
        try folder.write("page.stencil", "Hi {{ name }}\n{% for x in items %}\n- {{ x }}\n{% endfor %}\n")
        try folder.write("data.json", #"{"name": "Ann", "items": ["a", "b"]}"#)
        let plain = try ModelGenTool.run(["render", "--template", folder.url("page.stencil"), "--context", folder.url("data.json")])
        XCTAssertEqual(plain.status, 0, plain.errors)
        XCTAssertEqual(plain.output, "Hi Ann\n\n- a\n\n- b\n\n")
        let smart = try ModelGenTool.run(["render", "--template", folder.url("page.stencil"), "--context", folder.url("data.json"), "--trim", "smart"])
        XCTAssertEqual(smart.output, "Hi Ann\n- a\n- b\n")

        try folder.write("bad.stencil", "line one\n{% nope %}\n")
        let bad = try ModelGenTool.run(["render", "--template", folder.url("bad.stencil")])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.errors.hasPrefix("\(folder.url("bad.stencil")):2:"), bad.errors)
        XCTAssertTrue(bad.errors.contains("\n{% nope %}\n"), bad.errors)
        XCTAssertTrue(bad.errors.contains("^"), bad.errors)
        XCTAssertEqual(try ModelGenTool.run(["render", "--template", folder.url("page.stencil"), "--strict"]).status, 1)
        XCTAssertEqual(try ModelGenTool.run(["render", "--template", folder.url("page.stencil"), "--trim", "some"]).status, 2)
        XCTAssertEqual(try ModelGenTool.run(["render"]).status, 2)
    }
}
