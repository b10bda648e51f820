import Foundation
import XCTest

/// The template-ready Firebase adapter (`Fixtures/FirebaseBackend.swift.txt`) type-checks against
/// FetchableKit and the Firebase signatures it uses (`Fixtures/FirebaseDatabaseStandIn.swift.txt`),
/// in one module with the reference models and their generated code, as an app would hold them.
final class FirebaseAdapterTests: XCTestCase {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    func testAdapterTypeChecksAgainstTheStandInAndFetchableKit() throws {
        let result = try typeCheckAdapter(source: String(contentsOf: fixtures.appendingPathComponent("FirebaseBackend.swift.txt"), encoding: .utf8))
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testABrokenAdapterIsReported() throws {
        let source = try String(contentsOf: fixtures.appendingPathComponent("FirebaseBackend.swift.txt"), encoding: .utf8)
            .replacingOccurrences(of: "queryEqual(toValue:", with: "queryEquals(toValue:")
        let result = try typeCheckAdapter(source: source)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("queryEquals"), result.output)
    }

    /// Builds the stand-in module, then type-checks `source` with it and the FetchableKit module
    /// this test bundle was built with (found next to the test binary).
    private func typeCheckAdapter(source: String) throws -> (status: Int32, output: String) {
        let modules = try XCTUnwrap(fetchableKitModuleDirectory(), "FetchableKit.swiftmodule not found near the test bundle")
        let directory = try makeTemporaryDirectory(for: self)
        let standIn = directory.appendingPathComponent("FirebaseDatabase.swift")
        let adapter = directory.appendingPathComponent("FirebaseBackend.swift")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("FirebaseDatabaseStandIn.swift.txt"), to: standIn)
        try Data(source.utf8).write(to: adapter)
        let launch = directory.appendingPathComponent("Launch.swift")
        try Data("""
            import FetchableKit
            import FirebaseDatabase

            func useFirebase(root: DatabaseReference) async throws -> [Pet] {
                DatabaseConfiguration.shared.backend = FirebaseBackend(root: root)
                return try await PetManager.shared.query(where: PetKeys.species, equals: "cat", orderedBy: PetKeys.age, limit: 3)
            }
            """.utf8).write(to: launch)
        let module = try runSwiftc(["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "FirebaseDatabase",
                                    "-o", directory.appendingPathComponent("FirebaseDatabase.swiftmodule").path, standIn.path], in: directory)
        guard module.status == 0 else { return module }
        let models = fixtures.deletingLastPathComponent().appendingPathComponent("Models")
        let appSources = ["Pet.swift", "Person.swift", "Article.swift", "Generated/Firebase.generated.swift"].map { models.appendingPathComponent($0).path }
        return try runSwiftc(["-swift-version", "6", "-typecheck", "-I", directory.path, "-I", modules.path, adapter.path, launch.path] + appSources, in: directory)
    }

    private func fetchableKitModuleDirectory() -> URL? {
        var candidates: [URL] = []
        if let executable = ProcessInfo.processInfo.arguments.first {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        candidates.append(Bundle(for: Self.self).bundleURL.deletingLastPathComponent())
        for base in candidates {
            for directory in [base.appendingPathComponent("Modules"), base] {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("FetchableKit.swiftmodule").path) {
                    return directory
                }
            }
        }
        return nil
    }

    private func runSwiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
