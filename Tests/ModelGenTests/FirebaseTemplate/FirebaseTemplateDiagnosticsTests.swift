import Foundation
import XCTest

/// Mistakes a new user makes in a model get one correct fix at their own line, and valid Swift
/// the template once refused (typealiases of supported types) generates code that compiles.
final class FirebaseTemplateDiagnosticsTests: XCTestCase {
    func testALazyStructPropertyIsAnErrorAtItsLineButALazyClassPropertyIsStored() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Note.swift": """
            import FetchableKit

            struct Note: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                lazy var summary: String = ""
                // sourcery: ignore
                lazy var cache: [String] = []
            }

            final class Draft: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                lazy var summary: String = ""
                init() {}
            }
            """], in: folder)
        let file = folder.appendingPathComponent("Sources/Note.swift").path
        XCTAssertEqual(report.errors.map(\.description), [
            "\(file):6:10: error: a struct's stored property cannot be 'lazy': reading it mutates the struct, and the generated "
                + "toDictionary() reads it without 'mutating' (drop 'lazy' or mark it // sourcery: ignore)",
        ])
    }

    func testAnEnumWithoutARawTypeGetsTheOneFixThatCompiles() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Entry.swift": """
            import FetchableKit

            enum Mood { case happy, sad }
            enum Shape { case circle(Double), square }

            struct Entry: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                var mood: Mood = .happy
                var shapes: [Shape] = []
            }
            """], in: folder)
        let file = folder.appendingPathComponent("Sources/Entry.swift").path
        XCTAssertEqual(report.errors.map(\.description), [
            "\(file):9:5: error: 'mood' has type Mood: give the enum a raw type and declare it FetchableEnum to store it by its raw "
                + "value (enum Mood: String, FetchableEnum)",
            "\(file):10:5: error: 'shapes' has type [Shape], an enum with associated values, which cannot be stored: use a "
                + "FetchableValue struct instead, or mark the property // sourcery: ignore",
        ])

        // Following the advice is enough: no further error, and the generated code compiles.
        let fixed = """
            import FetchableKit

            enum Mood: String, FetchableEnum { case happy, sad }

            struct Entry: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                var mood: Mood = .happy
            }
            """
        let generated = try FirebaseTemplateHarness.render(["Entry.swift": fixed], in: try FirebaseTemplateHarness.temporaryFolder(for: self))
        try assertCompiles(["Entry.swift": fixed, "Generated.swift": generated])
    }

    func testTypealiasesInTheScannedSourcesAreCheckedAsTheTypesTheyName() throws {
        let models = """
            import FetchableKit
            import Foundation

            typealias Minutes = Int
            typealias Tags = [String]
            typealias Owner = Walker

            struct Walker: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                var name: String = ""
            }

            struct Walk: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                var length: Minutes
                var laps: [Minutes] = []
                var pause: Minutes?
                var tags: Tags
                var owner: Owner?
            }
            """
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Walk.swift": models], in: folder)
        XCTAssertEqual(report.errors.map(\.description), [])
        XCTAssertEqual(report.warnings.map(\.description), [])
        let generated = try XCTUnwrap(report.outputs.first?.contents)
        XCTAssertTrue(generated.contains("        length = 0\n"), "an alias of Int starts at 0 in init():\n\(generated)")
        try assertCompiles(["Walk.swift": models, "Generated.swift": generated])

        let aliasOfUnsupported = try FirebaseTemplateHarness.generate(["Price.swift": """
            import FetchableKit
            import Foundation

            typealias Money = Decimal

            struct Price: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                var amount: Money = 0
            }
            """], in: try FirebaseTemplateHarness.temporaryFolder(for: self))
        XCTAssertEqual(aliasOfUnsupported.errors.map(\.message), [
            "'amount' has type Money, which cannot be stored (Decimal is not supported): use String, Int, Double, Float, Bool, Date, "
                + "URL, UUID, a FetchableEnum, FetchableValue or FetchableModel, or optionals, arrays and [String: …] dictionaries of "
                + "them; or mark it // sourcery: ignore",
        ])
    }

    /// Type-checks `files` (name → text) against FetchableKit in Swift 6 mode.
    private func assertCompiles(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let paths = try FirebaseTemplateHarness.write(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: folder)
        let kit = try FirebaseTemplateHarness.fetchableKit()
        let result = try FirebaseTemplateHarness.swiftc(["-parse-as-library", "-typecheck", "-I", kit.path] + paths, in: folder)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
    }
}
