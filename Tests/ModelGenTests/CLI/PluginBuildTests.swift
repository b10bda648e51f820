import Foundation
import XCTest

/// Builds a fixture package whose `App`, `Tags` and `Shapes` (a Swift template) targets apply the `GenerateManagers` build plugin
/// and whose `Library` and `Catalog` targets use `generate-managers` (checked-in code), in a
/// temporary copy with its own scratch path. Slow (it compiles ModelGen);
/// `MODELGEN_SKIP_PLUGIN_TESTS=1` skips it.
final class PluginBuildTests: XCTestCase {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PluginConsumer")
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testPluginsGenerateWhatEachTargetNeedsReportConfigurationAndRerunOnlyWhenAModelChanges() throws {
        if ProcessInfo.processInfo.environment["MODELGEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("MODELGEN_SKIP_PLUGIN_TESTS=1")
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = folder.url("PluginConsumer")
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: package)
        let manifest = try String(contentsOfFile: package + "/Package.swift.fixture", encoding: .utf8)
            .replacingOccurrences(of: "@MODELGEN_ROOT@", with: Self.packageRoot.path)
            .replacingOccurrences(of: "@MODELGEN_PACKAGE@", with: Self.packageRoot.lastPathComponent.lowercased())
        try FileManager.default.removeItem(atPath: package + "/Package.swift.fixture")
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))

        try checkTheCommandPlugin(package)

        let first = try build(package)
        XCTAssertTrue(first.contains("Generating managers for App"), first)
        // A target's own template and the built-in Firebase template both run, and the log says so.
        XCTAssertTrue(first.contains("ModelGen for App: rendered Fields.stencil, Firebase (built-in)\n"), first)
        XCTAssertTrue(first.contains("ModelGen for Tags: rendered Names.stencil; Firebase (built-in) switched off by builtinTemplates in "
            + package + "/Sources/Tags/modelgen.json\n"), first)
        XCTAssertTrue(first.contains("warning: target 'Plain' has no *.stencil or *.swifttemplate templates and does not depend on FetchableKit"), first)
        XCTAssertEqual(try runApp(package), "firebaseId,isCompleted,name,age\nPerson\n")
        let switchedOff = try String(contentsOfFile: XCTUnwrap(generatedFile("Tags/destination/GenerateManagers/Firebase.generated.swift", in: package)),
                                     encoding: .utf8)
        XCTAssertTrue(switchedOff.hasPrefix("// Generated using ModelGen") && !switchedOff.contains("import"), "header only: \(switchedOff)")
        let generated = try XCTUnwrap(generatedFile("App/destination/GenerateManagers/Fields.generated.swift", in: package))
        let generatedDate = try modificationDate(generated)

        // SwiftPM relinks the tool once after a clean build (two build graphs share it), which may
        // re-run the command once more; from then on a build without changes must not run it.
        _ = try build(package)
        let unchanged = try build(package)
        XCTAssertFalse(unchanged.contains("Generating managers"), unchanged)
        XCTAssertEqual(try modificationDate(generated), generatedDate, "unchanged output is not rewritten")

        try checkConfigurationDiagnostics(package, generated: generated)
        try checkTheSwiftTemplate(package)

        let models = package + "/Sources/App/Models.swift"
        let edited = try String(contentsOfFile: models, encoding: .utf8)
            .replacingOccurrences(of: "var age: Int = 0", with: "var age: Int = 0\n    var email: String = \"\"")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: models))
        let afterEdit = try build(package)
        XCTAssertTrue(afterEdit.contains("Generating managers for App"), afterEdit)
        XCTAssertEqual(try runApp(package), "firebaseId,isCompleted,name,age,email\nPerson\n")
    }

    /// `generate-managers` answers `--help`; without `--target` it generates the targets that need
    /// it (own templates, or FetchableKit) and skips those applying the build plugin; naming one of
    /// those is refused.
    /// SwiftPM builds the plugin's tool in the build's configuration, so every module `modelgen`
    /// links is compiled with `-O` in debug builds too, and FetchableKit, which apps link, is not
    /// (Package.swift; docs/Plugins.md, "The first build"). Read from the manifest as SwiftPM sees it.
    func testEveryModuleOfTheToolIsOptimizedInDebugBuildsAndFetchableKitIsNot() throws {
        // Its own scratch path: the running `swift test` holds the package's.
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let dump = try run("/usr/bin/env", ["swift", "package", "--package-path", Self.packageRoot.path, "--scratch-path", scratch.path, "dump-package"])
        XCTAssertEqual(dump.status, 0, dump.output)
        let json = try XCTUnwrap(dump.output.firstIndex(of: "{").map { dump.output[$0...] }, dump.output)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as? String ?? "", $0) })
        let product = try XCTUnwrap((manifest["products"] as? [[String: Any]])?.first { $0["name"] as? String == "modelgen" })
        var pending = try XCTUnwrap(product["targets"] as? [String])
        var toolModules = Set<String>()
        while let name = pending.popLast() {
            guard toolModules.insert(name).inserted else { continue }
            let dependencies = byName[name]?["dependencies"] as? [[String: Any]] ?? []
            pending += dependencies.compactMap { ($0["byName"] as? [Any])?.first as? String }
        }
        XCTAssertEqual(toolModules, ["ModelGenCLI", "ModelGen", "ModelScanner", "StencilLite", "ModelGenDiagnostics"])
        func isOptimizedInDebug(_ target: String) -> Bool {
            let settings = byName[target]?["settings"] as? [[String: Any]] ?? []
            return settings.contains { setting in
                let flags = ((setting["kind"] as? [String: Any])?["unsafeFlags"] as? [String: Any])?["_0"] as? [String]
                return (setting["condition"] as? [String: Any])?["config"] as? String == "debug" && flags == ["-O"]
            }
        }
        for module in toolModules { XCTAssertTrue(isOptimizedInDebug(module), module) }
        XCTAssertFalse(isOptimizedInDebug("FetchableKit"))
    }

    private func checkTheCommandPlugin(_ package: String) throws {
        let help = try generateManagers(package, ["--help"])
        XCTAssertEqual(help.status, 0, help.output)
        XCTAssertTrue(help.output.contains("USAGE: swift package --allow-writing-to-package-directory generate-managers [--target <name> ...]"),
                      help.output)

        let command = try generateManagers(package, [])
        XCTAssertEqual(command.status, 0, command.output)
        XCTAssertTrue(command.output.contains("Skipping App, Plain, Shapes, Tags: the GenerateManagers build plugin generates their code."), command.output)
        let checkedIn = try String(contentsOfFile: package + "/Sources/Library/Generated/Fields.generated.swift", encoding: .utf8)
        XCTAssertTrue(checkedIn.contains(#"static let fieldNames: [String] = ["title", "pages"]"#), checkedIn)
        let managers = try String(contentsOfFile: package + "/Sources/Catalog/Generated/Firebase.generated.swift", encoding: .utf8)
        XCTAssertTrue(managers.contains("final class ItemManager: FirebaseCrudable, Sendable"), managers)
        for target in ["App", "Plain", "Shapes", "Tags"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: package + "/Sources/\(target)/Generated"), target)
        }

        let refused = try generateManagers(package, ["--target", "App"])
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(refused.output.contains("target 'App' applies the GenerateManagers build plugin"), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package + "/Sources/App/Generated"))
    }

    /// The plugin reads `.modelgen.yml` too: a key it does not use is a located warning, a malformed
    /// file a located error that fails the build and leaves the previous output as it was.
    private func checkConfigurationDiagnostics(_ package: String, generated: String) throws {
        let configuration = package + "/Sources/App/.modelgen.yml"
        try Data("args:\n  prefix: app\nsources: [Elsewhere]\n".utf8).write(to: URL(fileURLWithPath: configuration))
        let warned = try build(package)
        XCTAssertTrue(warned.contains(configuration + ":3:1: warning: 'sources' is not used by the GenerateManagers plugins"), warned)

        let before = try String(contentsOfFile: generated, encoding: .utf8)
        try Data("args: {prefix: app\n".utf8).write(to: URL(fileURLWithPath: configuration))
        let broken = try run("/usr/bin/env", ["swift", "build", "--package-path", package, "--scratch-path", package + "/.build"])
        XCTAssertNotEqual(broken.status, 0, broken.output)
        XCTAssertTrue(broken.output.contains(configuration + ":2:1: error: the file ends before the '}' that closes the map opened at line 1, column 7"),
                      broken.output)
        XCTAssertEqual(try String(contentsOfFile: generated, encoding: .utf8), before)
        try FileManager.default.removeItem(atPath: configuration)
    }

    /// `Shapes` renders its Swift template, compiled once into the plugin's work folder: a changed
    /// source re-runs the cached program, a changed template compiles a new one.
    private func checkTheSwiftTemplate(_ package: String) throws {
        XCTAssertEqual(try run(package + "/.build/debug/Shapes", []).output, "Circle,Square\n")
        let program = try XCTUnwrap(swiftTemplateProgram(in: package), "no compiled program in the plugin's work folder")
        let compiled = try modificationDate(program)

        try Data("struct Triangle {\n    var base: Double\n}\n".utf8).write(to: URL(fileURLWithPath: package + "/Sources/Shapes/Triangle.swift"))
        XCTAssertTrue(try build(package).contains("Generating managers for Shapes"))
        XCTAssertEqual(try run(package + "/.build/debug/Shapes", []).output, "Circle,Square,Triangle\n")
        XCTAssertEqual(swiftTemplateProgram(in: package), program)
        XCTAssertEqual(try modificationDate(program), compiled, "an unchanged template is not compiled again")

        let template = package + "/Sources/Shapes/Templates/ShapeNames.swifttemplate"
        let edited = try String(contentsOfFile: template, encoding: .utf8).replacingOccurrences(of: "joined(separator: \", \")", with: "sorted().reversed().joined(separator: \", \")")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: template))
        XCTAssertTrue(try build(package).contains("Generating managers for Shapes"))
        XCTAssertEqual(try run(package + "/.build/debug/Shapes", []).output, "Triangle,Square,Circle\n")
        XCTAssertNotEqual(swiftTemplateProgram(in: package), program, "an edited template is compiled again")
        XCTAssertFalse(FileManager.default.fileExists(atPath: program), "the edited template's program replaces the earlier one")
    }

    /// The compiled program of `Shapes`' template in the build plugin's work folder.
    private func swiftTemplateProgram(in package: String) -> String? {
        let folder = generatedFile("Shapes/destination/GenerateManagers/SwiftTemplates", in: package)
        let programs = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }?.filter { $0.hasPrefix("program-") } ?? []
        return programs.count == 1 ? folder.map { "\($0)/\(programs[0])/SwiftTemplate" } : nil
    }

    private func generateManagers(_ package: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift", "package", "--package-path", package, "--scratch-path", package + "/.build",
                                 "--allow-writing-to-package-directory", "generate-managers"] + arguments)
    }

    /// Runs `swift build` and returns its output; fails the test when the build fails.
    private func build(_ package: String) throws -> String {
        let result = try run("/usr/bin/env", ["swift", "build", "--package-path", package, "--scratch-path", package + "/.build"])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output
    }

    private func runApp(_ package: String) throws -> String {
        try run(package + "/.build/debug/App", []).output
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("plugin-build-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// The build plugin's output whose path ends in `suffix`, under the package's scratch folder.
    private func generatedFile(_ suffix: String, in package: String) -> String? {
        let scratch = package + "/.build"
        let enumerator = FileManager.default.enumerator(atPath: scratch)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(suffix) { return scratch + "/" + relative }
        }
        return nil
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}
