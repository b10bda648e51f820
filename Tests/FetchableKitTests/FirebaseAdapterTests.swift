import Foundation
import XCTest

/// The Firebase adapter the template ships (the `#if canImport(FirebaseDatabase)` block closing
/// `Templates/Firebase.stencil`, its one copy) compiles in full, Swift 6 data-race checks included,
/// and runs: against FetchableKit and the FirebaseDatabase stand-in (`Fixtures/FirebaseDatabaseStandIn.swift.txt`,
/// the SDK 12.x signatures, behaving as `Fixtures/FirebaseServerSimulation.swift.txt` describes), with
/// the reference models and their generated code, as an app would hold them.
final class FirebaseAdapterTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    private static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates/Firebase.stencil")
    /// The one template expression in the adapter: its access level (`--args access=…`).
    private static let accessTag = "{{ backendAccess }}"

    func testTheTemplatesAdapterCompilesAgainstTheStandInAndFetchableKit() throws {
        for access in ["", "public "] {
            let result = try compileAdapter(source: Self.shippedAdapter(access: access))
            XCTAssertEqual(result.status, 0, result.output)
            XCTAssertFalse(result.output.contains("warning"), result.output)
        }
    }

    func testTheAdapterIsPlainSwiftThatTheTemplateEmitsVerbatim() throws {
        let adapter = try Self.shippedAdapter(access: Self.accessTag)
        for tag in ["{%", "{#"] {
            XCTAssertFalse(adapter.contains(tag), "the adapter block holds template syntax '\(tag)'")
        }
        XCTAssertEqual(adapter.components(separatedBy: "{{").count, adapter.components(separatedBy: Self.accessTag).count,
                       "the adapter's only expression is its access level")
        XCTAssertTrue(adapter.hasSuffix("#endif\n") || adapter.hasSuffix("#endif"), "the adapter block must close the template")
        XCTAssertTrue(adapter.contains("final class FirebaseBackend: DatabaseBackend"))
    }

    func testABrokenAdapterIsReported() throws {
        let source = try Self.shippedAdapter(access: "").replacingOccurrences(of: "queryEqual(toValue:", with: "queryEquals(toValue:")
        let result = try compileAdapter(source: source)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("queryEquals"), result.output)
    }

    /// Every input the SDK would raise on gives the same `ManagerError` from `LocalDatabase` and
    /// from the adapter, and never reaches the stand-in; ordinary use gives the same results.
    func testCrashPathInputsGiveTheSameErrorFromBothBackendsAndNeverReachTheSDK() throws {
        let lines = try runScenarios(["compare"])
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertTrue(line.contains(": same |"), line)
            XCTAssertFalse(line.contains("not a ManagerError"), line)
        }
        let crashPaths = ["limit 2^31", "equal to an array", "equal to a value", "ordered by '$key'", "ordered by '.value'",
                          "ordered by 'a#b'", "equal on '$priority'", "equal on ''", "update inside another path", "NaN",
                          "priority key", "long string", "id with a dot", "empty id", "two models, one id",
                          "start at a number, ordered by key", "start after an invalid key", "end at an array",
                          "server value with other keys", "unknown server value"]
        for name in crashPaths {
            let line = try XCTUnwrap(lines.first { $0.hasPrefix(name + ":") }, "no outcome for \(name)")
            XCTAssertTrue(line.contains("| local: invalidRequest "), line)
            XCTAssertTrue(line.hasSuffix("| sdk calls: 0"), line)
        }
        XCTAssertEqual(lines.filter { $0.contains("| local: invalidRequest ") }.count, 35)
        XCTAssertTrue(lines.contains { $0.hasPrefix("range and last: same | local: [\"Tom\", \"Rex\"]") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("limit 0: same | local: 0 pets | firebase: 0 pets | sdk calls: 1") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("round trip: same | local: [\"Kit\", \"Max\"] [\"Tom\"] [\"Tom\", \"Max\"]") },
                      lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("not found: same | local: notFound no record at 'pets/missing'") }, lines.joined(separator: "\n"))
        for expected in ["transaction: same | local: 4 4", "transaction on a missing record: same | local: notFound no record at 'pets/nobody'",
                         "transaction that throws: same | local: decoding, age still 3", "increment: same | local: 5 double(0.5)",
                         "server timestamp: same | local: the time of the write"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(expected) }, "\(expected)\n" + lines.joined(separator: "\n"))
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("observer cancelled: same | local: added Tom, then permissionDenied at pets; fetchAll: permissionDenied") },
                      lines.joined(separator: "\n"))
    }

    /// Offline, cancellation, permission errors and push ids, which only Firebase has.
    func testTheAdapterMapsSDKErrorsHonoursCancellationAndSerializesPushIds() throws {
        let lines = try runScenarios(["firebase"])
        XCTAssertEqual(lines, [
            "concurrent saves: 40 stored, 0 overlapping childByAutoId calls",
            "offline fetch: unavailable",
            "offline save: cancelled cancelled before the operation at 'pets/offline' completed",
            "cancelled before the call: cancelled with 0 sdk calls",
            "after reconnecting: Offline",
            "denied save: permissionDenied",
        ])
    }

    /// The stand-in raises (ends the process, as the SDK's uncaught NSException ends an app) on
    /// each input the adapter keeps from it, so "never reaches the SDK" above means something.
    func testTheStandInRaisesWhereTheSDKDoes() throws {
        let expected = ["limit": "Limit can't be zero", "order": "(queryOrderedByChild:) $key is invalid.",
                        "equal": "You can only pass nil, NSString or NSNumber to queryEqualToValue:",
                        "update": "Path (pets/a) is an ancestor of (pets/a/name).", "nan": "Cannot store NaN",
                        "path": "(child:) Must be a non-empty string and not contain '.' '#' '$' '[' or ']'"]
        let executable = try Self.scenarios.get()
        for (name, reason) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try Self.run(executable, ["raw", name])
            XCTAssertNotEqual(result.status, 0, "\(name): \(result.output)")
            XCTAssertTrue(result.output.contains("Terminating app due to uncaught exception"), "\(name): \(result.output)")
            XCTAssertTrue(result.output.contains(reason), "\(name): \(result.output)")
            XCTAssertFalse(result.output.contains("not raised"), "\(name): \(result.output)")
        }
    }

    // MARK: - Building

    /// The block from `#if canImport(FirebaseDatabase)` to the end of the template, with `access` for its access level.
    private static func shippedAdapter(access: String) throws -> String {
        let text = try String(contentsOf: template, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "\n#if canImport(FirebaseDatabase)\n"), "the template has no Firebase adapter block")
        return String(text[start.lowerBound...].dropFirst()).replacingOccurrences(of: accessTag, with: access)
    }

    private static let appSources = ["Pet.swift", "Person.swift", "Article.swift", "Generated/Firebase.generated.swift"]
        .map { fixtures.deletingLastPathComponent().appendingPathComponent("Models").appendingPathComponent($0).path }

    /// The stand-in as a static library and module (library evolution, so `DataEventType` is open as the SDK's NS_ENUM).
    private static func buildStandIn(in directory: URL) throws -> (status: Int32, output: String) {
        var sources: [String] = []
        for (fixture, name) in [("FirebaseDatabaseStandIn.swift.txt", "FirebaseDatabase.swift"), ("FirebaseServerSimulation.swift.txt", "FirebaseServerSimulation.swift")] {
            let file = directory.appendingPathComponent(name)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: file)
            sources.append(file.path)
        }
        return try runSwiftc(["-parse-as-library", "-enable-library-evolution", "-suppress-warnings", "-module-name", "FirebaseDatabase",
                              "-emit-module", "-emit-module-path", directory.appendingPathComponent("FirebaseDatabase.swiftmodule").path,
                              "-emit-library", "-static", "-o", directory.appendingPathComponent("libFirebaseDatabase.a").path] + sources, in: directory)
    }

    /// Compiles `source` (`-c -wmo`, Swift 6) with the stand-in, the reference models and the FetchableKit module this test bundle was built with.
    private func compileAdapter(source: String) throws -> (status: Int32, output: String) {
        let modules = try XCTUnwrap(Self.fetchableKitModuleDirectory(), "FetchableKit.swiftmodule not found near the test bundle")
        let directory = try makeTemporaryDirectory(for: self)
        let standIn = try Self.buildStandIn(in: directory)
        guard standIn.status == 0 else { return standIn }
        let adapter = directory.appendingPathComponent("FirebaseBackend.swift")
        try Data(source.utf8).write(to: adapter)
        let launch = directory.appendingPathComponent("Launch.swift")
        try Data("""
            import FetchableKit
            import FirebaseDatabase

            func useFirebase() async throws -> QueryResult<Pet> {
                DatabaseConfiguration.shared.backend = FirebaseBackend(root: Database.database().reference())
                return try await PetManager.shared.query(where: PetKeys.species, equals: "cat", orderedBy: PetKeys.age, limit: 3)
            }
            """.utf8).write(to: launch)
        return try Self.runSwiftc(["-parse-as-library", "-module-name", "App", "-c", "-wmo",
                                   "-o", directory.appendingPathComponent("App.o").path,
                                   "-I", directory.path, "-I", modules.path, adapter.path, launch.path] + Self.appSources, in: directory)
    }

    /// The scenario program (`Fixtures/AdapterScenarios.swift.txt`) linked with the adapter, the
    /// stand-in and FetchableKit's objects from this build; built once per test run.
    private static let scenarios: Result<URL, ScenarioBuildFailure> = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FetchableKitAdapter-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard let modules = fetchableKitModuleDirectory() else { return .failure(ScenarioBuildFailure("FetchableKit.swiftmodule not found")) }
            let objectDirectory = modules.deletingLastPathComponent().appendingPathComponent("FetchableKit.build")
            let objects = try FileManager.default.contentsOfDirectory(atPath: objectDirectory.path).filter { $0.hasSuffix(".o") }
                .sorted().map { objectDirectory.appendingPathComponent($0).path }
            guard !objects.isEmpty else { return .failure(ScenarioBuildFailure("no FetchableKit objects in \(objectDirectory.path)")) }
            let standIn = try buildStandIn(in: directory)
            guard standIn.status == 0 else { return .failure(ScenarioBuildFailure(standIn.output)) }
            let adapter = directory.appendingPathComponent("FirebaseBackend.swift")
            try Data(try shippedAdapter(access: "").utf8).write(to: adapter)
            let main = directory.appendingPathComponent("AdapterScenarios.swift")
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("AdapterScenarios.swift.txt"), to: main)
            let executable = directory.appendingPathComponent("scenarios")
            let build = try runSwiftc(["-parse-as-library", "-module-name", "Scenarios", "-I", directory.path, "-I", modules.path,
                                       "-L", directory.path, "-lFirebaseDatabase", "-o", executable.path, adapter.path, main.path]
                                      + appSources + objects, in: directory)
            guard build.status == 0 else { return .failure(ScenarioBuildFailure(build.output)) }
            return .success(executable)
        } catch {
            return .failure(ScenarioBuildFailure("\(error)"))
        }
    }()

    private func runScenarios(_ arguments: [String]) throws -> [String] {
        let result = try Self.run(try Self.scenarios.get(), arguments)
        XCTAssertEqual(result.status, 0, result.output)
        return result.output.split(separator: "\n").map(String.init)
    }

    private static func fetchableKitModuleDirectory() -> URL? {
        var candidates: [URL] = []
        if let executable = ProcessInfo.processInfo.arguments.first {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        candidates.append(Bundle(for: FirebaseAdapterTests.self).bundleURL.deletingLastPathComponent())
        for base in candidates {
            for directory in [base.appendingPathComponent("Modules"), base] {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("FetchableKit.swiftmodule").path) {
                    return directory
                }
            }
        }
        return nil
    }

    private static func runSwiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-swift-version", "6"] + arguments, in: directory)
    }

    private static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Why the scenario program could not be built (its compiler output).
private struct ScenarioBuildFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
