import Foundation
import XCTest

/// Hostile command lines for every command (CommandLineTests checks the exact wording of a few):
/// each must end with exit 2 and an `error:` line, never a crash or a hang.
final class CommandLineRobustnessTests: XCTestCase {
    private static let usageErrors: [[String]] = [
        ["--sources"], ["--templates"], ["--output"], ["--args"], ["--config"], ["--exclude-sources"],
        ["generate", "--sources", "S", "--templates"], ["generate", "--nonsense"], ["generate", "-x"], ["generate", "-"],
        ["generate", "--verbose=maybe"],
        ["dump"], ["dump", "--sources"], ["dump", "--templates", "T"], ["dump", "--sources", "S", "extra"],
        ["render"], ["render", "--nonsense"],
        ["no-such-command", "--sources", "S"],
        ["--" + String(repeating: "x", count: 100_000)],
    ]

    func testEveryUsageErrorExits2WithAnErrorLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for arguments in Self.usageErrors {
            let run = try ModelGenTool.run(arguments, in: folder.path, timeout: 30)
            let shown = arguments.joined(separator: " ").prefix(80)
            XCTAssertEqual(run.status, 2, "\(shown): \(run.errors.prefix(300))")
            XCTAssertTrue(run.errors.hasPrefix("error: "), "\(shown): \(run.errors.prefix(300))")
        }
    }

    func testHostileArgumentsValuesAreReportedNotCrashedOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/A.swift", "struct A {}\n")
        try folder.write("T.stencil", "{{ argument.x }}")
        for value in ["x=[1,2", "x=\"open", "=", ",,,", "x=" + String(repeating: "[", count: 100_000), String(repeating: "a=1,", count: 10_000)] {
            let run = try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("T.stencil"),
                                            "--output", folder.url("Out"), "--args", value], timeout: 60)
            XCTAssertTrue([0, 2].contains(run.status), "--args \(value.prefix(40)): exit \(run.status) \(run.errors.prefix(300))")
        }
    }
}
