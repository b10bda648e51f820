import Foundation
import XCTest

/// Builds a fixture package whose `App` target applies the `GenerateManagers` build plugin and whose
/// `Library` target uses `generate-managers` (checked-in code), in a temporary copy with its own
/// scratch path. Slow (it compiles ModelGen); `MODELGEN_SKIP_PLUGIN_TESTS=1` skips it.
final class PluginBuildTests: XCTestCase {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PluginConsumer")
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testBuildGeneratesCompilesAndUsesTheCodeAndRerunsOnlyWhenAModelChanges() throws {
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

        let command = try run("/usr/bin/env", ["swift", "package", "--package-path", package, "--scratch-path", package + "/.build",
                                                "--allow-writing-to-package-directory", "generate-managers", "--target", "Library"])
        XCTAssertEqual(command.status, 0, command.output)
        let checkedIn = try String(contentsOfFile: package + "/Sources/Library/Generated/Fields.generated.swift", encoding: .utf8)
        XCTAssertTrue(checkedIn.contains(#"static let fieldNames: [String] = ["title", "pages"]"#), checkedIn)

        let first = try build(package)
        XCTAssertTrue(first.contains("Generating managers for App"), first)
        XCTAssertEqual(try runApp(package), "name,age\n")
        let generated = try XCTUnwrap(generatedFile(in: package + "/.build"))
        let generatedDate = try modificationDate(generated)

        // SwiftPM relinks the tool once after a clean build (two build graphs share it), which may
        // re-run the command once more; from then on a build without changes must not run it.
        _ = try build(package)
        let unchanged = try build(package)
        XCTAssertFalse(unchanged.contains("Generating managers"), unchanged)
        XCTAssertEqual(try modificationDate(generated), generatedDate, "unchanged output is not rewritten")

        let models = package + "/Sources/App/Models.swift"
        let edited = try String(contentsOfFile: models, encoding: .utf8)
            .replacingOccurrences(of: "var age: Int", with: "var age: Int\n    var email: String")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: models))
        let afterEdit = try build(package)
        XCTAssertTrue(afterEdit.contains("Generating managers for App"), afterEdit)
        XCTAssertEqual(try runApp(package), "name,age,email\n")
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

    private func generatedFile(in scratch: String) -> String? {
        let enumerator = FileManager.default.enumerator(atPath: scratch)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix("GenerateManagers/Fields.generated.swift") { return scratch + "/" + relative }
        }
        return nil
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}
