import Foundation
import XCTest

/// The Firebase adapter the template ships (the `#if canImport(FirebaseDatabase)` block closing
/// `Templates/Firebase.stencil`, its one copy) compiles in full, Swift 6 data-race checks included,
/// against FetchableKit and the Firebase signatures it uses (`Fixtures/FirebaseDatabaseStandIn.swift.txt`),
/// in one module with the reference models and their generated code, as an app would hold them.
final class FirebaseAdapterTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    private let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates/Firebase.stencil")

    func testTheTemplatesAdapterCompilesAgainstTheStandInAndFetchableKit() throws {
        let result = try compileAdapter(source: shippedAdapter())
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("warning"), result.output)
    }

    func testTheAdapterIsPlainSwiftThatTheTemplateEmitsVerbatim() throws {
        let adapter = try shippedAdapter()
        for tag in ["{%", "{{", "{#"] {
            XCTAssertFalse(adapter.contains(tag), "the adapter block holds template syntax '\(tag)'")
        }
        XCTAssertTrue(adapter.hasSuffix("#endif\n") || adapter.hasSuffix("#endif"), "the adapter block must close the template")
        XCTAssertTrue(adapter.contains("final class FirebaseBackend: DatabaseBackend"))
    }

    func testABrokenAdapterIsReported() throws {
        let source = try shippedAdapter().replacingOccurrences(of: "queryEqual(toValue:", with: "queryEquals(toValue:")
        let result = try compileAdapter(source: source)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("queryEquals"), result.output)
    }

    /// A snapshot (not `Sendable`) handed from the SDK's callback to the awaiting task is only
    /// reported by the full compile's data-race checks, which is why the adapter test compiles.
    func testSendingASnapshotAcrossTasksIsReported() throws {
        let source = try shippedAdapter().replacingOccurrences(of: "\n#endif", with: """

            func snapshot(of query: DatabaseQuery) async throws -> DataSnapshot {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<DataSnapshot, any Error>) in
                    query.getData { error, snapshot in
                        if let snapshot {
                            continuation.resume(returning: snapshot)
                        } else {
                            continuation.resume(throwing: error ?? ManagerError.notFound(path: ""))
                        }
                    }
                }
            }
            #endif
            """)
        let result = try compileAdapter(source: source)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("risks causing data races"), result.output)
    }

    /// The block from `#if canImport(FirebaseDatabase)` to the end of the template.
    private func shippedAdapter() throws -> String {
        let text = try String(contentsOf: template, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "\n#if canImport(FirebaseDatabase)\n"), "the template has no Firebase adapter block")
        return String(text[start.lowerBound...].dropFirst())
    }

    /// Builds the stand-in module, then compiles `source` (`-c -wmo`, Swift 6) with it, the
    /// reference models and the FetchableKit module this test bundle was built with.
    private func compileAdapter(source: String) throws -> (status: Int32, output: String) {
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

            func useFirebase(root: DatabaseReference) async throws -> QueryResult<Pet> {
                DatabaseConfiguration.shared.backend = FirebaseBackend(root: root)
                return try await PetManager.shared.query(where: PetKeys.species, equals: "cat", orderedBy: PetKeys.age, limit: 3)
            }
            """.utf8).write(to: launch)
        let module = try runSwiftc(["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "FirebaseDatabase",
                                    "-o", directory.appendingPathComponent("FirebaseDatabase.swiftmodule").path, standIn.path], in: directory)
        guard module.status == 0 else { return module }
        let models = fixtures.deletingLastPathComponent().appendingPathComponent("Models")
        let appSources = ["Pet.swift", "Person.swift", "Article.swift", "Generated/Firebase.generated.swift"].map { models.appendingPathComponent($0).path }
        return try runSwiftc(["-swift-version", "6", "-parse-as-library", "-module-name", "App", "-c", "-wmo",
                              "-o", directory.appendingPathComponent("App.o").path,
                              "-I", directory.path, "-I", modules.path, adapter.path, launch.path] + appSources, in: directory)
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
