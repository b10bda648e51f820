import Foundation
import ModelGen
import XCTest

/// Hostile configuration files beyond the YAML reader's own unit tests (ConfigurationFileTests,
/// YAMLReaderTests): wrong value types for every key, hostile bytes, huge and deep documents,
/// missing keys. Each is a located error (exit 2) or, for unknown keys, a located warning.
final class ConfigurationRobustnessTests: XCTestCase {
    private static let path = "/project/.modelgen.yml"

    private static let errors: [HostileInput] = [
        HostileInput("sources is a map of nonsense", "templates: [T]\nsources: {a: 1}\n", line: 2),
        HostileInput("sources is a nested list", "sources:\n  - [A, B]\n", line: 2),
        HostileInput("sources is empty", "sources: []\n", line: 1, message: "no paths"),
        HostileInput("templates is a map of nonsense", "sources: [A]\ntemplates: {x: y}\n", line: 2),
        HostileInput("output is a list", "sources: [A]\ntemplates: [T]\noutput: [a, b]\n", line: 3),
        HostileInput("args is a scalar", "sources: [A]\nargs: 3\n", line: 2, message: "args"),
        HostileInput("root is a scalar", "just text\n", line: 1, message: "map"),
        HostileInput("root is a list in JSON", "[1, 2]", line: 1, message: "map"),
        HostileInput("unterminated JSON", "{\"sources\": [\"A\"", line: 1),
        HostileInput("tab indentation", "sources:\n\t- A\n", line: 2, message: "tab"),
        HostileInput("duplicate key", "sources: [A]\nsources: [B]\n", line: 2, message: "duplicate"),
        HostileInput("NUL byte in a key", bytes: Array("sources: [A]\nte".utf8) + [0] + Array("mplates: [T]\n".utf8), line: 2),
        HostileInput("100,000 nested flow lists", "sources: " + String(repeating: "[", count: 100_000), line: 1, message: "nesting"),
        HostileInput("3,000 nested block maps (4.5 MB)", "sources: [A]\nargs:\n"
                     + (1...3_000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n"),
                     line: 66, message: "nesting"),
        HostileInput("10 MB unterminated string", "sources: [A]\nargs: {a: \"" + String(repeating: "x", count: 10 << 20), line: 2,
                     message: "unterminated"),
    ]

    func testHostileConfigurationsAreLocatedErrors() {
        for input in Self.errors {
            let text = input.text
            let outcome = finishes(within: 60, input.name) { () -> String? in
                do throws(ModelGenError) {
                    _ = try ConfigurationFile.parse(text, path: Self.path)
                    return nil
                } catch {
                    XCTAssertEqual(error.exitCode, 2, input.name)
                    return error.description
                }
            }
            guard let description = outcome else { continue }
            guard let description else {
                XCTFail("\(input.name): accepted")
                continue
            }
            assertLocatedError(description, path: Self.path, line: input.line, contains: input.message, input.name)
        }
    }

    func testInvalidUTF8InAConfigurationFileIsALocatedError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url(".modelgen.yml")
        try Data([0x73, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigurationFile.load(path)) { error in
            assertLocatedError("\(error)", path: path, line: 1, "invalid UTF-8")
        }
    }

    func testUnknownKeysAnywhereAreLocatedWarningsNotErrors() throws {
        let text = "sources:\n  include: [A]\n  exclued: [B]\ntemplates: [T]\noutput:\n  path: O\n  colour: red\nmystery: 1\n"
        let (configuration, warnings) = try ConfigurationFile.parse(text, path: Self.path)
        XCTAssertEqual(configuration.templates, ["/project/T"])
        let lines = Set(warnings.compactMap(\.location?.line))
        XCTAssertTrue(lines.isSuperset(of: [3, 7, 8]), "warnings at lines 3, 7 and 8, got \(warnings.map(\.description))")
    }

    func testAConfigurationWithoutSourcesOrTemplatesFailsWithExit2() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (text, missing) in [("templates: [T]\n", "sources"), ("sources: [S]\n", "templates"), ("", "sources")] {
            try folder.write(".modelgen.yml", text)
            let run = try ModelGenTool.run([], in: folder.path, timeout: 60)
            XCTAssertEqual(run.status, 2, "\(missing): \(run.errors)")
            XCTAssertTrue(run.errors.contains("error: "), run.errors)
            XCTAssertTrue(run.errors.contains(missing), "the message names the missing '\(missing)': \(run.errors)")
        }
    }
}
