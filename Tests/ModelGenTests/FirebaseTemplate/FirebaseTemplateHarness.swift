import Foundation
import ModelGen
import ModelScanner
import XCTest

/// Renders `Templates/Firebase.stencil` with the generate pipeline, and compiles what it renders
/// with `swiftc` against a FetchableKit built from `Sources/FetchableKit`.
enum FirebaseTemplateHarness {
    /// The repository root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The template under test.
    static let template = repository.appendingPathComponent("Templates/Firebase.stencil")

    /// Runs the pipeline over `sources` (file name → text, written into `folder/Sources`) with the
    /// template arguments `arguments`, without writing anything; the report holds the rendered
    /// file and every diagnostic.
    static func generate(_ sources: [String: String], in folder: URL, arguments: Annotations = [:]) throws -> GenerationReport {
        let sourceFolder = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
        for (name, text) in sources {
            try Data(text.utf8).write(to: sourceFolder.appendingPathComponent(name))
        }
        let configuration = Configuration(sources: [sourceFolder.path], templates: [template.path],
                                          output: folder.appendingPathComponent("Generated").path, arguments: arguments)
        return try Generator(renderer: StencilTemplateRenderer()).generate(configuration, dryRun: true)
    }

    /// The generated Swift file for `sources`, failing when the template raised errors.
    static func render(_ sources: [String: String], in folder: URL, arguments: Annotations = [:]) throws -> String {
        let report = try generate(sources, in: folder, arguments: arguments)
        guard report.errors.isEmpty, let output = report.outputs.first else {
            throw HarnessFailure("the template raised errors:\n" + report.errors.map(\.description).joined(separator: "\n"))
        }
        return output.contents
    }

    /// A folder holding `FetchableKit.swiftmodule` and `libFetchableKit.a`, built once per test run.
    static func fetchableKit() throws -> URL {
        try builtFetchableKit.get()
    }

    private static let builtFetchableKit: Result<URL, HarnessFailure> = {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("modelgen-fetchablekit-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let sources = try swiftFiles(under: repository.appendingPathComponent("Sources/FetchableKit"))
            let result = try swiftc(["-parse-as-library", "-module-name", "FetchableKit", "-emit-module",
                                     "-emit-module-path", folder.appendingPathComponent("FetchableKit.swiftmodule").path,
                                     "-emit-library", "-static", "-o", folder.appendingPathComponent("libFetchableKit.a").path] + sources,
                                    in: folder)
            guard result.status == 0 else { return .failure(HarnessFailure("FetchableKit does not build:\n" + result.output)) }
            return .success(folder)
        } catch {
            return .failure(HarnessFailure("FetchableKit does not build: \(error)"))
        }
    }()

    /// Builds the FirebaseDatabase stand-in (the SDK's signatures, no behaviour) as a module and a
    /// static library in `folder/FirebaseDatabase`; returns that folder, for `-I` and `-L`.
    static func firebaseStandIn(in folder: URL) throws -> URL {
        let output = folder.appendingPathComponent("FirebaseDatabase")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let fixtures = repository.appendingPathComponent("Tests/FetchableKitTests/Fixtures")
        let sources = try write(try [("FirebaseDatabase.swift", "FirebaseDatabaseStandIn.swift.txt"),
                                     ("FirebaseServerSimulation.swift", "FirebaseServerSimulation.swift.txt")].map { name, fixture in
            (name, try String(contentsOf: fixtures.appendingPathComponent(fixture), encoding: .utf8))
        }, into: output)
        // Library evolution, so `DataEventType` is an open enum as the SDK's NS_ENUM is.
        let result = try swiftc(["-parse-as-library", "-enable-library-evolution", "-suppress-warnings", "-module-name", "FirebaseDatabase",
                                 "-emit-module", "-emit-module-path", output.appendingPathComponent("FirebaseDatabase.swiftmodule").path,
                                 "-emit-library", "-static", "-o", output.appendingPathComponent("libFirebaseDatabase.a").path] + sources,
                                in: output)
        guard result.status == 0 else { throw HarnessFailure("the FirebaseDatabase stand-in does not build:\n" + result.output) }
        return output
    }

    /// Writes each `(name, text)` into `folder`; returns the paths in the same order.
    static func write(_ files: [(name: String, text: String)], into folder: URL) throws -> [String] {
        try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
    }

    /// Runs `swiftc` (Swift 6 mode) with `arguments` in `directory`; returns its status and merged output.
    static func swiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-swift-version", "6"] + arguments, in: directory)
    }

    /// Runs `executable` with `arguments` in `directory`; returns its status and merged output.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("process-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        try? FileManager.default.removeItem(at: log)
        return (process.terminationStatus, output)
    }

    /// A fresh temporary folder, removed when `test` finishes.
    static func temporaryFolder(for test: XCTestCase) throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("modelgen-firebase-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private static func swiftFiles(under link: URL) throws -> [String] {
        let folder = link.resolvingSymlinksInPath()
        guard let paths = FileManager.default.enumerator(atPath: folder.path) else { throw HarnessFailure("cannot list \(folder.path)") }
        return paths.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }
}

/// Why the harness could not do its job (a build or the pipeline failed).
struct HarnessFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
