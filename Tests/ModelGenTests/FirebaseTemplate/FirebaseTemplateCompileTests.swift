import Foundation
import XCTest

/// The code `Templates/Firebase.stencil` generates compiles, round-trips every supported type and
/// reports bad stored data with typed errors; its Firebase backend compiles against the SDK's signatures.
final class FirebaseTemplateCompileTests: XCTestCase {
    /// Random cases per model in the round-trip program (fixed seed).
    private let cases = 500

    func testGeneratedCodeRoundTripsRandomValuesOfEveryTypeAndThrowsTypedErrors() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let generated = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models], in: folder)
        let files = try FirebaseTemplateHarness.write([("Models.swift", FirebaseTemplateFixtures.models), ("Generated.swift", generated),
                               ("RoundTrip.swift", FirebaseTemplateFixtures.roundTripProgram)], into: folder)
        let kit = try FirebaseTemplateHarness.fetchableKit()
        let executable = folder.appendingPathComponent("roundtrip")
        let build = try FirebaseTemplateHarness.swiftc(
            ["-parse-as-library", "-module-name", "RoundTrip", "-I", kit.path, "-L", kit.path, "-lFetchableKit",
             "-o", executable.path] + files, in: folder)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertFalse(build.output.contains("Generated.swift"), "the generated code has warnings:\n\(build.output)")
        guard build.status == 0 else { return }

        let run = try FirebaseTemplateHarness.run(executable, [String(cases)], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertFalse(run.output.contains("FAIL"), run.output)
        let summary = try XCTUnwrap(run.output.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(summary.hasSuffix("checks over \(cases) random cases per model, 0 failed"), summary)
        let checks = Int(summary.prefix { $0.isNumber }) ?? 0
        XCTAssertGreaterThan(checks, cases * 10, summary)
    }

    func testFirebaseBackendCompilesAgainstTheSDKSignaturesAtEachAccessLevel() throws {
        for access in ["internal", "package", "public"] {
            let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
            let generated = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models], in: folder,
                                                               arguments: ["access": .string(access)])
            XCTAssertTrue(generated.contains("#if canImport(FirebaseDatabase)"))
            let keyword = access == "internal" ? "" : access + " "
            XCTAssertTrue(generated.contains("\n\(keyword)final class FirebaseBackend: DatabaseBackend"), access)
            XCTAssertTrue(generated.contains("\n\(keyword)final class PublicThingManager: FirebaseCrudable"), access)
            XCTAssertTrue(generated.contains("\nfinal class SampleManager: FirebaseCrudable"), "a manager is never more visible than its model")
            let launch = """
                import FetchableKit
                import FirebaseDatabase

                func useFirebase(root: DatabaseReference) async throws -> QueryResult<Owner> {
                    DatabaseConfiguration.shared.backend = FirebaseBackend(root: root)
                    return try await OwnerManager.shared.query(where: OwnerKeys.name, equals: "Ada", limit: 3)
                }
                """
            let firebase = try FirebaseTemplateHarness.firebaseStandIn(in: folder)
            let files = try FirebaseTemplateHarness.write([("Models.swift", FirebaseTemplateFixtures.models), ("Generated.swift", generated),
                                                           ("Launch.swift", launch)], into: folder)
            // A full compile (not only -typecheck), so Swift 6's data-race checks run on the backend too.
            let kit = try FirebaseTemplateHarness.fetchableKit()
            let app = try FirebaseTemplateHarness.swiftc(
                ["-parse-as-library", "-module-name", "App", "-package-name", "App", "-wmo", "-c", "-I", firebase.path, "-I", kit.path,
                 "-o", folder.appendingPathComponent("App.o").path] + files, in: folder)
            XCTAssertEqual(app.status, 0, "\(access): \(app.output)")
            XCTAssertFalse(app.output.contains("warning"), app.output)
        }
    }

    func testKeywordNamesAreEscapedWhereTheyAreDeclaredAndUsedAlone() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let generated = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models], in: folder)
        for line in ["    static let `class` = \"class\"", "    static let `init` = \"init\"",
                     "        dictionary[KeywordsKeys.class] = `class`.databaseValue",
                     "        dictionary[KeywordsKeys.dictionary] = self.dictionary.databaseValue",
                     "        model.`init` = try dictionary.value(forKey: KeywordsKeys.`init`, default: model.`init`)",
                     "        `in` = other.in", "        self.other = other.other"] {
            XCTAssertTrue(generated.contains(line + "\n"), "missing: \(line)")
        }
    }
}
