import Foundation
import XCTest

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("modelgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The absolute path of `relative` inside the folder.
    func url(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// Writes `text` to `relative`, creating folders; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let file = url(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The text of `relative`, or nil when it does not exist.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// What a finished `modelgen` process printed and returned.
struct ToolRun {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs the built `modelgen` binary, which sits next to the test bundle in the build products folder.
enum ModelGenTool {
    static var executable: URL {
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }.map {
            URL(fileURLWithPath: $0.bundlePath).deletingLastPathComponent()
        } ?? Bundle.main.bundleURL
        return products.appendingPathComponent("modelgen")
    }

    /// Starts the tool with `arguments` in `directory`, with stdout and stderr captured in files.
    static func start(_ arguments: [String], in directory: String? = nil) throws -> (Process, output: URL, errors: URL) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("modelgen-run-\(UUID().uuidString)")
        let output = base.appendingPathExtension("out"), errors = base.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    /// Runs the tool to completion.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> ToolRun {
        let (process, output, errors) = try start(arguments, in: directory)
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        return ToolRun(status: process.terminationStatus, output: read(output), errors: read(errors))
    }

    static func read(_ url: URL) -> String {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
