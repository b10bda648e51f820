import Foundation
import XCTest

extension ModelGenTool {
    /// Runs the tool like `run(_:in:)`, but kills it and fails the test when it is still running
    /// after `seconds` (a hang must fail the suite, not block it).
    static func run(_ arguments: [String], in directory: String? = nil, timeout seconds: Double,
                    file: StaticString = #filePath, line: UInt = #line) throws -> ToolRun {
        let (process, output, errors) = try start(arguments, in: directory)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("modelgen \(arguments.joined(separator: " ")) hung for \(seconds) s", file: file, line: line)
        }
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: read(output), errors: read(errors))
    }
}

/// A path the test process cannot read even as root, where chmod 000 does not help: a dangling
/// symlink (open fails with ENOENT) or a FIFO without a writer (open would block forever).
enum UnreadablePath {
    /// Makes `path` unreadable by permissions when that works for this user (not root), otherwise
    /// replaces it by a dangling symlink; returns how it was made unreadable.
    @discardableResult
    static func make(_ path: String) throws -> String {
        try? FileManager.default.removeItem(atPath: path)
        _ = FileManager.default.createFile(atPath: path, contents: Data("struct Secret {}\n".utf8))
        chmod(path, 0)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "chmod 000" }
        close(descriptor)
        // Root reads mode-000 files, so permissions prove nothing here: use a dangling symlink.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".missing-target")
        return "dangling symlink"
    }

    /// Creates a FIFO at `path`; reading it blocks until a writer opens it, which never happens.
    static func makeFIFO(_ path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
