import XCTest
import ModelScanner
@testable import ModelGen

final class ConfigurationFileTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private func load(_ name: String, _ text: String, environment: [String: String] = [:]) throws -> (Configuration, [Diagnostic]) {
        let path = try folder.write(name, text)
        return try ConfigurationFile.load(path, environment: environment)
    }

    func testSourceryYMLIsReadAsIsWithPathsRelativeToTheFile() throws {
        let (configuration, warnings) = try load("project/.sourcery.yml", """
        sources:
          - Sources/App
          - ../Shared
        templates:
          - Templates/AutoEquatable.stencil
        output: Generated
        args:
          autoMockableImports: [Foundation, "UIKit"]
          count: 3
          enabled: true
          name: "true"
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(configuration.sources, [folder.url("project/Sources/App"), folder.url("Shared")])
        XCTAssertEqual(configuration.templates, [folder.url("project/Templates/AutoEquatable.stencil")])
        XCTAssertEqual(configuration.output, folder.url("project/Generated"))
        XCTAssertEqual(configuration.arguments, [
            "autoMockableImports": .array([.string("Foundation"), .string("UIKit")]),
            "count": .number(3), "enabled": .bool(true), "name": .string("true"),
        ])
        XCTAssertEqual(configuration.file, folder.url("project/.sourcery.yml"))
    }

    func testIncludeExcludeFormsAndOutputPathMap() throws {
        let (configuration, warnings) = try load(".modelgen.yml", """
        sources:
          include: [Sources]
          exclude:
            - Sources/Generated
        templates: {include: [Templates], exclude: [Templates/Partials]}
        output:
          path: Out
          link: {project: App.xcodeproj, target: App}
        """)
        XCTAssertEqual(configuration.sources, [folder.url("Sources")])
        XCTAssertEqual(configuration.excludedSources, [folder.url("Sources/Generated")])
        XCTAssertEqual(configuration.templates, [folder.url("Templates")])
        XCTAssertEqual(configuration.excludedTemplates, [folder.url("Templates/Partials")])
        XCTAssertEqual(configuration.output, folder.url("Out"))
        XCTAssertEqual(warnings.map(\.description), ["\(folder.url(".modelgen.yml")):8:3: warning: 'output.link' (adding files to an Xcode project) is not supported and is ignored"])
    }

    func testJSONConfiguration() throws {
        let (configuration, _) = try load("modelgen.json", #"{"sources": ["Sources/App"], "templates": "T.stencil", "args": {"module": "App"}}"#)
        XCTAssertEqual(configuration.sources, [folder.url("Sources/App")])
        XCTAssertEqual(configuration.templates, [folder.url("T.stencil")])
        XCTAssertEqual(configuration.arguments, ["module": .string("App")])
    }

    func testUnknownAndUnsupportedKeysAreLocatedWarnings() throws {
        let (configuration, warnings) = try load(".modelgen.yml", "sources: [A]\ntemplates: [T]\nsorces: [B]\nforceParse: [x]\ncacheBasePath: .cache\n")
        let path = folder.url(".modelgen.yml")
        XCTAssertEqual(warnings.map(\.description), [
            "\(path):3:1: warning: unknown key 'sorces' is ignored; did you mean 'sources'?",
            "\(path):4:1: warning: 'forceParse' is not used by ModelGen and is ignored",
        ])
        XCTAssertEqual(configuration.cacheBasePath, folder.url(".cache"), "Sourcery's cache key names where Swift templates are kept")
        let (_, far) = try load(".modelgen.yml", "sources: [A]\ntemplates: [T]\ncolour: red\n")
        XCTAssertEqual(far.map(\.description), [
            "\(path):3:1: warning: unknown key 'colour' is ignored (known keys: sources, templates, builtinTemplates, output, args, strict)",
        ])
    }

    /// JSON that only YAML accepts (unquoted text, trailing commas) is an error where it is, and a
    /// truncated file is reported where it ends, not at its opening brace.
    func testJSONFilesMustBeJSONAndTruncationIsReportedAtTheEnd() throws {
        let path = folder.url("modelgen.json")
        let cases: [(String, String)] = [
            ("{\n  \"sources\": [\"S\"],\n  \"args\": { \"prefix\": x_ }\n}\n",
             ":3:23: error: invalid JSON: unexpected character; text needs double quotes in JSON: \"x_\""),
            ("{\n  \"sources\": [\"S\"],\n  \"templates\": [\"T\"],\n}\n",
             ":4:1: error: invalid JSON: expected a member name in quotes; JSON allows no comma before '}'"),
            ("{\"sources\": [\"S\", \"U\",]}", ":1:23: error: invalid JSON: unexpected character; JSON allows no comma before ']'"),
            ("{\n  \"sources\": [\"S\"],\n  \"templates\": [\"T\"]\n", ":4:1: error: invalid JSON: unexpected end of JSON inside an object"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try load("modelgen.json", text), text) { error in
                XCTAssertEqual((error as? ModelGenError)?.exitCode, 2, text)
                XCTAssertEqual("\(error)", path + expected)
            }
        }
        XCTAssertThrowsError(try load(".modelgen.yml", "sources: [A]\ntemplates: {include: [T]")) { error in
            XCTAssertEqual("\(error)", folder.url(".modelgen.yml") + ":2:25: error: the file ends before the '}' that closes the map opened at line 2, column 12")
        }
    }

    func testBuiltinTemplatesKeyNamesBuiltInTemplates() throws {
        let (configuration, warnings) = try load(".modelgen.yml", "sources: [S]\nbuiltinTemplates: [Firebase]\n")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(configuration.builtInTemplates, ["Firebase"])
        XCTAssertEqual(try load("modelgen.json", #"{"builtinTemplates": []}"#).0.builtInTemplates, [])
        XCTAssertThrowsError(try load(".modelgen.yml", "builtinTemplates: [Firebase, Firebas]\n")) { error in
            XCTAssertEqual("\(error)", folder.url(".modelgen.yml")
                + ":1:30: error: 'builtinTemplates' lists 'Firebas', which is not a built-in template (built-in templates: Firebase)")
        }
    }

    /// For a plugin run the file refines the plugin's command line; what the plugin decides itself
    /// (sources, templates, output) is a located warning, and a switched-off built-in keeps its output.
    func testAPluginRunReadsOnlyArgsStrictAndBuiltinTemplates() throws {
        let path = try folder.write(".modelgen.yml", "sources: [Elsewhere]\noutput: Out\nargs: {prefix: db}\nstrict: true\nbuiltinTemplates: []\n")
        let plugin = Configuration(sources: ["/pkg/Sources/App/A.swift"], templates: ["/pkg/Sources/App/Fields.stencil"],
                                   builtInTemplates: ["Firebase"], output: "/build/App")
        let (configuration, warnings) = try ConfigurationResolver.resolve(commandLine: plugin, configPath: path,
                                                                          workingDirectory: folder.path, forPlugin: true)
        XCTAssertEqual(configuration.sources, plugin.sources)
        XCTAssertEqual(configuration.templates, plugin.templates)
        XCTAssertEqual(configuration.output, "/build/App")
        XCTAssertEqual(configuration.arguments, ["prefix": .string("db")])
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.builtInTemplates, [])
        XCTAssertEqual(configuration.switchedOffBuiltInTemplates, ["Firebase"])
        XCTAssertEqual(warnings.map(\.description), ["sources", "output"].enumerated().map { index, key in
            "\(path):\(index + 1):1: warning: '\(key)' is not used by the GenerateManagers plugins, which scan the target's own files "
                + "and write where SwiftPM tells them; they read only args, strict and builtinTemplates"
        })
        var switchedOff = Configuration()
        switchedOff.switchedOffBuiltInTemplates = ["Firebase"]
        let templates = try TemplateCollector.collect(switchedOff)
        XCTAssertEqual(templates.map(\.name), ["Firebase"])
        XCTAssertEqual(templates.map(\.text), [""])
    }

    func testMalformedFilesAreLocatedConfigurationErrors() throws {
        let cases: [(String, String)] = [
            ("sources: [A\ntemplates: [T]\n", ":2:1: error: expected ',' or ']' in the list opened at line 1, column 10"),
            ("sources:\n  include: A\n  exclude: {x: 1}\n", ":3:12: error: 'sources.exclude' must be a path or a list of paths, found a map"),
            ("- a\n- b\n", ":1:1: error: expected a map of settings"),
            ("sources: {exclude: [A]}\n", ":1:10: error: 'sources' needs an 'include' list of paths"),
            ("sources: [A]\nargs: [1]\n", ":2:7: error: 'args' must be a map of names to values, found a list"),
            ("sources: [A]\nproject: {file: A.xcodeproj}\n", ":2:1: error: 'project' sources are not supported"),
            ("sources: [\"${MISSING_VARIABLE}/A\"]\n", ":1:11: error: environment variable 'MISSING_VARIABLE' is not set"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try load(".modelgen.yml", text), text) { error in
                let error = error as? ModelGenError
                XCTAssertEqual(error?.exitCode, 2, text)
                XCTAssertTrue(error?.description.hasPrefix(folder.url(".modelgen.yml") + expected) ?? false, "\(String(describing: error))")
            }
        }
    }

    func testInvalidUTF8IsLocatedAtTheFirstBadByte() throws {
        let path = folder.url(".modelgen.yml")
        try Data(Array("sources: [A]\nargs: {é: ".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigurationFile.load(path)) { error in
            XCTAssertEqual("\(error)", "\(path):2:11: error: invalid UTF-8 in the configuration file; save it as UTF-8")
        }
    }

    func testEnvironmentVariablesAreExpanded() throws {
        let (configuration, _) = try load(".modelgen.yml", "sources: [\"${ROOT}/Sources\"]\ntemplates: [T]\nargs: {who: \"${USER_NAME}!\"}\n",
                                          environment: ["ROOT": "/abs", "USER_NAME": "ann"])
        XCTAssertEqual(configuration.sources, ["/abs/Sources"])
        XCTAssertEqual(configuration.arguments, ["who": .string("ann!")])
    }

    func testConfigOptionAcceptsAFileOrAFolderAndPrefersModelGenNames() throws {
        try folder.write("both/.sourcery.yml", "sources: [S]\ntemplates: [T]\n")
        try folder.write("both/.modelgen.yml", "sources: [M]\ntemplates: [T]\n")
        XCTAssertEqual(try ConfigurationFile.resolve(folder.url("both")), folder.url("both/.modelgen.yml"))
        XCTAssertEqual(try ConfigurationFile.resolve(folder.url("both/.sourcery.yml")), folder.url("both/.sourcery.yml"))
        try FileManager.default.createDirectory(atPath: folder.url("none"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try ConfigurationFile.resolve(folder.url("none"))) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 2)
        }
        XCTAssertThrowsError(try ConfigurationFile.resolve(folder.url("missing.yml")))
    }

    func testResolverFindsTheFileInTheWorkingFolderAndCommandLineWins() throws {
        try folder.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Out\nargs: {a: 1, b: 2}\n")
        let (found, _) = try ConfigurationResolver.resolve(commandLine: Configuration(), configPath: nil, workingDirectory: folder.path)
        XCTAssertEqual(found.sources, [folder.url("Sources")])
        XCTAssertEqual(found.output, folder.url("Out"))

        let overrides = Configuration(templates: ["/t/X.stencil"], output: "/o", arguments: ["b": .number(3)])
        let (merged, _) = try ConfigurationResolver.resolve(commandLine: overrides, configPath: ".", workingDirectory: folder.path)
        XCTAssertEqual(merged.sources, [folder.url("Sources")])
        XCTAssertEqual(merged.templates, ["/t/X.stencil"])
        XCTAssertEqual(merged.output, "/o")
        XCTAssertEqual(merged.arguments, ["a": .number(1), "b": .number(3)])

        let commandLineOnly = Configuration(sources: ["/s"], templates: ["/t"])
        let (flags, _) = try ConfigurationResolver.resolve(commandLine: commandLineOnly, configPath: nil, workingDirectory: folder.path)
        XCTAssertNil(flags.file, "a config file in the folder is not read when sources are given")
        XCTAssertEqual(flags.output, folder.path, "output defaults to '.'")
    }

    func testResolverReportsMissingSourcesAndTemplates() throws {
        XCTAssertThrowsError(try ConfigurationResolver.resolve(commandLine: Configuration(), configPath: nil, workingDirectory: folder.path)) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 2)
            XCTAssertTrue("\(error)".contains("--sources"))
        }
        try folder.write("modelgen.json", #"{"sources": ["S"]}"#)
        XCTAssertThrowsError(try ConfigurationResolver.resolve(commandLine: Configuration(), configPath: nil, workingDirectory: folder.path)) { error in
            XCTAssertEqual("\(error)", "\(folder.url("modelgen.json")):1:1: error: 'templates' is missing; list template files or folders under 'templates' or pass --templates PATH")
        }
        XCTAssertNoThrow(try ConfigurationResolver.resolve(commandLine: Configuration(), configPath: nil, workingDirectory: folder.path,
                                                           requiresTemplates: false), "dump needs no templates")
        let misspelt = try folder.write(".modelgen.yml", "sources: [S]\ntemplate: [T]\n")
        XCTAssertThrowsError(try ConfigurationResolver.resolve(commandLine: Configuration(), configPath: nil, workingDirectory: folder.path)) { error in
            XCTAssertEqual((error as? ModelGenError)?.report, """
                \(misspelt):1:1: error: 'templates' is missing; list template files or folders under 'templates' or pass --templates PATH
                \(misspelt):2:1: warning: unknown key 'template' is ignored; did you mean 'templates'?
                """)
        }
    }
}
