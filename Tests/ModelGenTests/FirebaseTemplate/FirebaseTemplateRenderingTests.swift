import Foundation
import ModelGen
import XCTest

/// What `Templates/Firebase.stencil` renders, and what it reports instead of generating code that
/// would not compile.
final class FirebaseTemplateRenderingTests: XCTestCase {
    /// Declarations the generated code cannot handle; line numbers matter.
    private let invalidModels = """
        import FetchableKit
        import Foundation

        final class NoInit: FetchableModel {
            var firebaseId = ""
            var isCompleted = true
            var name: String
            var tags: Set<String> = []
        }

        class Open: FetchableModel {
            var firebaseId = ""
            var isCompleted = true
            required init() {}
        }

        enum Plain: String { case a }

        struct Thing {}

        struct Broken: FetchableModel {
            var firebaseId = ""
            var isCompleted = true
            let fixed: Int = 1
            private(set) var hidden: String = ""
            var plain: Plain = .a
            var thing: Thing = Thing()
            var byNumber: [Int: String] = [:]
            var pair: (Int, Int) = (0, 0)
            var callback: () -> Void = {}
            var mystery = 1 + 2
            var tableName: String = ""
            var external: ExternalType = ExternalType()
            var nested: [String: [Character]] = [:]
            var `Type`: String = ""
            // sourcery: ignore
            var cache: Set<Int> = []
        }

        class Base: FetchableModel {
            var firebaseId = ""
            var isCompleted = true
            init() {}
        }

        class Derived: Base {
            let frozen: Int = 0
        }

        class Bare: FetchableModel {
            var firebaseId = ""
            var isCompleted = true
        }
        """

    func testUnsupportedDeclarationsAreErrorsAtTheirLines() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Models.swift": invalidModels], in: folder)
        let file = folder.appendingPathComponent("Sources/Models.swift").path
        let unstorable = "which cannot be stored: use a FetchableValue struct, an array or a [String: …] dictionary, or mark it // sourcery: ignore"
        XCTAssertEqual(report.errors.map(\.description), [
            "\(file):50:1: error: class has no init(): add 'required init() {}' so decoding can create instances of it and of its subclasses",
            "\(file):43:5: error: a non-final model class needs 'required init()': decoding creates instances of its subclasses through it",
            "\(file):24:5: error: a stored property must be a 'var': decoding assigns it (or mark it // sourcery: ignore)",
            "\(file):25:18: error: a stored property needs an internal setter: the generated code in another file assigns it (or mark it // sourcery: ignore)",
            "\(file):26:5: error: 'plain' has type Plain: declare the enum FetchableEnum to store it by its raw value (enum Plain: String, FetchableEnum)",
            "\(file):27:5: error: 'thing' has type Thing, which cannot be stored: mark Thing FetchableValue (stored as a nested map) or FetchableModel (stored as a reference), or mark the property // sourcery: ignore",
            "\(file):28:5: error: 'byNumber' has type [Int: String]: stored dictionaries need String keys",
            "\(file):29:5: error: 'pair' has type (Int, Int), \(unstorable)",
            "\(file):30:5: error: 'callback' has type () -> Void, \(unstorable)",
            "\(file):31:5: error: the type of 'mystery' cannot be inferred from its default value: write it (var mystery: Type = …)",
            "\(file):32:5: error: 'tableName' is reserved in the keys enum for the collection name: rename the property",
            "\(file):34:5: error: 'nested' has type [String: [Character]], which cannot be stored (Character is not supported): use String, Int, "
                + "Double, Float, Bool, Date, URL, UUID, a FetchableEnum, FetchableValue or FetchableModel, or optionals, arrays and [String: …] "
                + "dictionaries of them; or mark it // sourcery: ignore",
            "\(file):35:5: error: a stored property cannot be named 'self' or 'Type': Swift cannot address it as a member (rename it or mark it // sourcery: ignore)",
            "\(file):47:5: error: a stored property must be a 'var': decoding assigns it (or mark it // sourcery: ignore)",
            "\(file):4:7: error: class has no init(): add 'init() {}' so decoding can create an instance before setting its properties",
            "\(file):7:5: error: a class property needs a default value: decoding creates the instance with init() before setting it",
            "\(file):8:5: error: 'tags' has type Set<String>, \(unstorable)",
        ])
        XCTAssertTrue(report.warnings.map(\.description).contains(
            "\(file):33:5: warning: 'external' has type ExternalType, and ExternalType is declared outside the scanned sources: it must conform to DatabaseConvertible"
        ), "\(report.warnings)")
        XCTAssertTrue(report.outputs.isEmpty, "nothing is written when the template raises errors")
    }

    /// A type Sourcery only guesses from the default value (ModelGen's `variable.isTypeGuessed`) is
    /// not trusted: `0x10` would be stored as a Double, `makeValue()` named as a type.
    func testAGuessedTypeMustBeWrittenButACertainOneNeedNot() throws {
        let source = """
            import FetchableKit

            struct Guesses: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                var made = makeValue()
                var hex = 0x10
                var status = Status.active
                var count = 0
                var ratio = 0.5
                var tags = ["a", "b"]
                var external = ExternalType()
            }

            enum Status: String, FetchableEnum { case active }
            """
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Guesses.swift": source], in: folder)
        let file = folder.appendingPathComponent("Sources/Guesses.swift").path
        XCTAssertEqual(report.errors.map(\.description), ["made", "hex", "status"].enumerated().map { offset, name in
            "\(file):\(6 + offset):5: error: the type of '\(name)' cannot be inferred from its default value: write it (var \(name): Type = …)"
        })
        XCTAssertEqual(report.warnings.map(\.description), [
            "\(file):12:5: warning: 'external' has type ExternalType, and ExternalType is declared outside the scanned sources: it must conform to DatabaseConvertible"
        ])
    }

    func testTheFixtureModelsRenderWithoutErrorsAndWarnOnlyAboutTheEmptyModel() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Models.swift": FirebaseTemplateFixtures.models], in: folder)
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.warnings.map(\.message), [
            "this model has no stored properties: its records are empty, and the database keeps nothing for an empty record",
        ])
    }

    func testRequiredIsRefusedWhereAnEmptyValueIsStoredAsNothing() throws {
        let models = """
            import FetchableKit

            struct Size: FetchableValue { var width: Int = 0 }

            struct Item: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                // sourcery: required
                var name: String = ""
                // sourcery: required
                var note: String?
                // sourcery: required
                var tags: [String] = []
                // sourcery: required
                var size: Size = Size()
                var count: Int = 3
            }
            """
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Models.swift": models], in: folder)
        let file = folder.appendingPathComponent("Sources/Models.swift").path
        let message = "an optional, array, dictionary or FetchableValue cannot be // sourcery: required: its empty value is stored as nothing, so it could not be read back"
        XCTAssertEqual(report.errors.map(\.description), [11, 13, 15].map { "\(file):\($0):5: error: \(message)" })

        let valid = models.replacingOccurrences(of: "// sourcery: required\n    var note", with: "var note")
            .replacingOccurrences(of: "// sourcery: required\n    var tags", with: "var tags")
            .replacingOccurrences(of: "// sourcery: required\n    var size", with: "var size")
        let generated = try FirebaseTemplateHarness.render(["Models.swift": valid], in: FirebaseTemplateHarness.temporaryFolder(for: self))
        for line in ["        model.name = try dictionary.value(forKey: ItemKeys.name)\n",
                     "        model.note = try dictionary.value(forKey: ItemKeys.note)\n",
                     "        model.tags = try dictionary.value(forKey: ItemKeys.tags)\n",
                     "        model.size = try dictionary.value(forKey: ItemKeys.size)\n",
                     "        model.count = try dictionary.value(forKey: ItemKeys.count, default: model.count)\n",
                     "enum ItemKeys {\n"] {
            XCTAssertTrue(generated.contains(line), "missing: \(line)")
        }
    }

    func testOrderedAppliesToArraysOfModelsOnly() throws {
        let models = """
            import FetchableKit

            final class Song: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                init() {}
            }

            struct Playlist: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                // sourcery: ordered
                var songs: [Song] = []
                // sourcery: ordered
                var names: [String] = []
                // sourcery: ordered
                var maybe: [Song]?
            }
            """
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Models.swift": models], in: folder)
        let file = folder.appendingPathComponent("Sources/Models.swift").path
        let message = "// sourcery: ordered applies to a non-optional array of models (stored as their ids in order): remove it here"
        XCTAssertEqual(report.errors.map(\.description), [15, 17].map { "\(file):\($0):5: error: \(message)" })
        let valid = models.components(separatedBy: "    // sourcery: ordered\n    var names").first! + "}\n"
        let generated = try FirebaseTemplateHarness.render(["Models.swift": valid], in: FirebaseTemplateHarness.temporaryFolder(for: self))
        XCTAssertTrue(generated.contains("        dictionary[PlaylistKeys.songs] = songs.orderedReferences\n"), generated)
        XCTAssertTrue(generated.contains("        model.songs = try dictionary.orderedReferences(forKey: PlaylistKeys.songs)\n"), generated)
    }

    func testServerTimestampAppliesToDatesOnly() throws {
        let models = """
            import FetchableKit
            import Foundation

            struct Visit: FetchableModel {
                var firebaseId = ""
                var isCompleted = true
                // sourcery: serverTimestamp
                var seenAt: Date = Date(timeIntervalSince1970: 0)
                // sourcery: serverTimestamp
                var count: Int = 0
            }
            """
        let report = try FirebaseTemplateHarness.generate(["Models.swift": models], in: FirebaseTemplateHarness.temporaryFolder(for: self))
        XCTAssertEqual(report.errors.map(\.message), [
            "// sourcery: serverTimestamp applies to a Date (or Date?) property: the server stores its time in milliseconds there",
        ])
        XCTAssertEqual(report.errors.first?.location?.line, 10)
        let valid = models.replacingOccurrences(of: "    // sourcery: serverTimestamp\n    var count", with: "    var count")
        let generated = try FirebaseTemplateHarness.render(["Models.swift": valid], in: FirebaseTemplateHarness.temporaryFolder(for: self))
        XCTAssertTrue(generated.contains("        dictionary[VisitKeys.seenAt] = ServerValue.timestamp\n"), generated)
        XCTAssertTrue(generated.contains("        model.seenAt = try dictionary.value(forKey: VisitKeys.seenAt, default: model.seenAt)\n"), generated)
    }

    func testOutputIsDeterministic() throws {
        let first = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models],
                                                       in: FirebaseTemplateHarness.temporaryFolder(for: self))
        let second = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models],
                                                        in: FirebaseTemplateHarness.temporaryFolder(for: self))
        XCTAssertEqual(Data(first.utf8), Data(second.utf8))
    }

    func testReferenceModelsRenderAsTheHandWrittenContractPlusTableNames() throws {
        let models = FirebaseTemplateHarness.repository.appendingPathComponent("Tests/FetchableKitTests/Models")
        var sources: [String: String] = [:]
        for name in ["Pet.swift", "Person.swift", "Article.swift"] {
            sources[name] = try String(contentsOf: models.appendingPathComponent(name), encoding: .utf8)
        }
        let generated = try FirebaseTemplateHarness.render(sources, in: FirebaseTemplateHarness.temporaryFolder(for: self))
        let reference = try String(contentsOf: models.appendingPathComponent("Generated/Firebase.generated.swift"), encoding: .utf8)
        // The contract's body (after its two header lines) with the template's one addition: each
        // keys enum names its collection, and the manager's `path` reads it from there.
        var expected = reference.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        for (type, table) in [("Article", "articles"), ("Person", "people"), ("Pet", "pets")] {
            expected = expected
                .replacingOccurrences(of: "enum \(type)Keys {\n", with: """
                    enum \(type)Keys {
                        /// The collection `\(type)` records live in.
                        static let tableName = "\(table)"


                    """)
                .replacingOccurrences(of: "let path = \"\(table)\"", with: "let path = \(type)Keys.tableName")
        }
        let body = try XCTUnwrap(generated.components(separatedBy: "\n#if canImport(FirebaseDatabase)").first)
        XCTAssertEqual(body, OutputHeader.lines + expected)
    }

    func testARootModelClassMapsItsSubclassesAndEachSubclassGetsKeysAndAManager() throws {
        let generated = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models],
                                                           in: FirebaseTemplateHarness.temporaryFolder(for: self))
        for expected in [
            "extension Animal: Makeable {\n",
            "    static func make(from dictionary: [String: DatabaseValue]) throws -> Self {\n        let model = self.init()\n",
            "        if let subclass = self as? Dog {\n            dictionary[DogKeys.breed] = subclass.breed.databaseValue\n",
            "        if let subclass = model as? Puppy {\n            subclass.weeks = try dictionary.value(forKey: PuppyKeys.weeks, default: subclass.weeks)\n",
            "        if let subclass = self as? Puppy, let other = other as? Puppy {\n            subclass.weeks = other.weeks\n",
            "enum PuppyKeys {\n", "    static let chip = \"chip_id\"\n",
            "final class DogManager: FirebaseCrudable, Sendable {\n    typealias Model = Dog\n",
            "final class PuppyManager: FirebaseCrudable, Sendable {\n    typealias Model = Puppy\n",
            "final class CatManager: FirebaseCrudable, Sendable {\n    typealias Model = Cat\n",
        ] {
            XCTAssertTrue(generated.contains(expected), "missing: \(expected)")
        }
        for unexpected in ["extension Dog: Makeable", "extension Puppy: Makeable", "extension Cat: Makeable", "as? Cat", "cache"] {
            XCTAssertFalse(generated.contains(unexpected), "unexpected: \(unexpected)")
        }
        let puppyKeys = try XCTUnwrap(generated.components(separatedBy: "enum PuppyKeys {\n").last?.components(separatedBy: "}").first)
        XCTAssertEqual(puppyKeys.split(separator: "\n").filter { $0.contains("static let") && !$0.contains("tableName") }
                        .map { $0.split(separator: " ")[2] },
                       ["name", "legs", "species", "mother", "breed", "`class`", "subclass", "weeks", "toys", "sibling", "littermates", "chip", "size"],
                       "a subclass's keys are its superclasses' then its own")
    }

    func testNestedValueTypesAreNamedAfterTheirPath() throws {
        let generated = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models],
                                                           in: FirebaseTemplateHarness.temporaryFolder(for: self))
        XCTAssertTrue(generated.contains("enum ShopHoursKeys {\n    static let from = \"from\"\n"), generated)
        XCTAssertTrue(generated.contains("extension Shop.Hours: Makeable {\n"), generated)
        XCTAssertTrue(generated.contains("        model.opening = try dictionary.value(forKey: ShopKeys.opening)\n"), generated)
    }

    func testTheCollectionIsTheTypeNameUnlessAnnotated() throws {
        var sources = "import FetchableKit\n"
        for name in ["Pet", "Category", "Box", "Settings", "OrderItem"] {
            sources += "struct \(name): FetchableModel { var firebaseId = \"\"; var isCompleted = true; var x: Int = 0 }\n"
        }
        sources += """
            /// Annotated after its doc comment.
            // sourcery: table = "people"
            struct Person: FetchableModel { var firebaseId = ""; var isCompleted = true; var x: Int = 0 }
            enum Shop {
                struct Item: FetchableModel { var firebaseId = ""; var isCompleted = true; var x: Int = 0 }
            }
            // sourcery: table = "animals"
            class Animal: FetchableModel { var firebaseId = ""; var isCompleted = true; required init() {} }
            final class Dog: Animal { var x: Int = 0 }

            """
        let generated = try FirebaseTemplateHarness.render(["Models.swift": sources], in: FirebaseTemplateHarness.temporaryFolder(for: self))
        let tables = generated.split(separator: "\n").filter { $0.contains("static let tableName") }
            .map { $0.replacingOccurrences(of: "    static let tableName = ", with: "") }
        // In type-name order (a subclass does not inherit its root's annotation): Animal, Box, Category, Dog, OrderItem, Person, Pet, Settings, Shop.Item.
        XCTAssertEqual(tables, ["\"animals\"", "\"Box\"", "\"Category\"", "\"Dog\"", "\"OrderItem\"", "\"people\"", "\"Pet\"",
                                "\"Settings\"", "\"ShopItem\""])
        XCTAssertTrue(generated.contains("/// Stores `Pet`s under `Pet/<firebaseId>`.\nfinal class PetManager"), generated)
        XCTAssertTrue(generated.contains("/// Stores `Person`s under `people/<firebaseId>`.\nfinal class PersonManager"), generated)
    }

    func testAnAccessLevelOtherThanPublicPackageOrInternalIsAnError() throws {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(["Models.swift": FirebaseTemplateFixtures.models], in: folder,
                                                          arguments: ["access": .string("open")])
        XCTAssertEqual(report.errors.map(\.description).map { $0.components(separatedBy: "error: ").last ?? "" },
                       ["access = open: FirebaseBackend and the managers can be public, package or internal"])
        XCTAssertTrue(report.outputs.isEmpty)
    }

    func testInternalAccessKeepsEvenAPublicModelsManagerInternal() throws {
        let generated = try FirebaseTemplateHarness.render(["Models.swift": FirebaseTemplateFixtures.models],
                                                           in: FirebaseTemplateHarness.temporaryFolder(for: self), arguments: ["access": .string("internal")])
        XCTAssertTrue(generated.contains("\nfinal class PublicThingManager: FirebaseCrudable, Sendable {\n    typealias Model = PublicThing\n"))
        XCTAssertTrue(generated.contains("\npublic enum PublicThingKeys {"), "only the manager follows the argument")
        XCTAssertTrue(generated.contains("\nfinal class FirebaseBackend: DatabaseBackend"))
    }
}
