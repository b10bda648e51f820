@testable import FetchableKit
import Foundation
import XCTest

/// Inputs the Firebase SDK answers with an exception (a crash) are `ManagerError`s, checked
/// before any backend runs them; `FirebaseAdapterTests` shows the adapter gives the same ones.
final class ValidationTests: XCTestCase {
    private var database = LocalDatabase()

    override func setUp() {
        database = useFreshDatabase()
    }

    func testAZeroLimitReturnsNothingAndAHugeOneIsAnError() async throws {
        for name in ["a", "b"] { try await PetManager.shared.save(makePet(name)) }
        let none = try await PetManager.shared.query(.all.limited(to: 0))
        XCTAssertEqual(none.count, 0)
        let negative = try await PetManager.shared.query(.all.limited(to: -3))
        XCTAssertEqual(negative.count, 0)
        let largest = try await PetManager.shared.query(.all.limited(to: Int(Int32.max)))
        XCTAssertEqual(largest.map(\.name), ["a", "b"])
        let error = await managerError { _ = try await PetManager.shared.query(.all.limited(to: 1 << 31)) }
        XCTAssertEqual(error, .invalidQuery(path: "pets", reason: "limit 2147483648 is larger than 2147483647"))
    }

    func testEqualityWithAnArrayOrAValueIsAnError() async throws {
        let array = await managerError { _ = try await ArticleManager.shared.query(where: ArticleKeys.tags, equals: ["swift"]) }
        XCTAssertEqual(array?.kind, .invalidRequest)
        XCTAssertEqual(array?.description, "invalid query at 'articles': a query compares with a string, number, boolean or nil, not an array")
        let value = await managerError { _ = try await ArticleManager.shared.query(where: ArticleKeys.cover, equals: CoverImages(width: 1)) }
        guard case .invalidQuery(_, let reason)? = value else { return XCTFail("expected .invalidQuery, got \(String(describing: value))") }
        XCTAssertTrue(reason.contains("dictionary"), reason)
        let nan = await managerError { _ = try await PetManager.shared.query(where: PetKeys.age, equals: Double.nan) }
        XCTAssertEqual(nan?.kind, .invalidRequest)
    }

    func testEqualityWithScalarsAndNilWorks() async throws {
        try await PetManager.shared.save(makePet("Rex", age: 3))
        let byString = try await PetManager.shared.query(where: PetKeys.name, equals: "Rex")
        let byNumber = try await PetManager.shared.query(where: PetKeys.age, equals: 3.0)
        let byNil = try await ArticleManager.shared.query(where: ArticleKeys.editedAt, equals: Date?.none)
        XCTAssertEqual([byString.count, byNumber.count, byNil.count], [1, 1, 0])
    }

    func testOrderKeysFirebaseRefusesAreErrors() async throws {
        for key in ["$key", ".key", "$value", ".value", "$priority", ".priority", "", "a.b", "a#b", "a$b", "a[b", "a]b", "a/b"] {
            let ordered = await managerError { _ = try await PetManager.shared.query(.all.ordered(by: key)) }
            XCTAssertEqual(ordered?.kind, .invalidRequest, "ordered by '\(key)'")
            let filtered = await managerError { _ = try await PetManager.shared.query(where: key, equals: 1) }
            XCTAssertEqual(filtered?.kind, .invalidRequest, "filtered on '\(key)'")
        }
        let error = await managerError { _ = try await PetManager.shared.query(.all.ordered(by: "$key")) }
        XCTAssertEqual(error?.description, "invalid query at 'pets': '$key' cannot be a child key: children are ordered by key when no order key is given")
    }

    func testRangeBoundsFirebaseRefusesAreErrors() async throws {
        let refused: [(String, ChildQuery)] = [
            ("an array bound", .all.ordered(by: PetKeys.age).starting(at: [1])),
            ("an invalid tie-breaking key", .all.ordered(by: PetKeys.age).ending(at: 3, key: "a#b")),
            ("a number ordered by key", .all.starting(at: 3)),
            ("a tie-breaking key ordered by key", .all.starting(at: "a", key: "b")),
            ("after an invalid key ordered by key", .all.starting(after: "a.b")),
            ("before an empty key ordered by key", .all.ending(before: "")),
        ]
        for (name, query) in refused {
            let error = await managerError { _ = try await PetManager.shared.query(query) }
            XCTAssertEqual(error?.kind, .invalidRequest, name)
        }
        let error = await managerError { _ = try await PetManager.shared.query(.all.starting(at: 3)) }
        XCTAssertEqual(error, .invalidQuery(path: "pets", reason: "a query ordered by key starts and ends at keys, not Int 3"))
        try await PetManager.shared.save(makePet("a", age: 1))
        let allowed = try await PetManager.shared.query(.all.starting(at: "").ending(at: "~"))
        XCTAssertEqual(allowed.count, 1, "an inclusive bound ordered by key may be any string")
    }

    func testAnUpdateWithAPathInsideAnotherIsAnErrorAndWritesNothing() async throws {
        let error = await managerError {
            try await self.database.updateValues(["pets/a": .object(["name": .string("A")]), "pets/a/name": .string("B"), "pets/ab": .int(1)])
        }
        XCTAssertEqual(error, .invalidPath(path: "pets/a/name", reason: "lies inside 'pets/a', written in the same update"))
        let stored = try await database.value(at: "pets")
        XCTAssertNil(stored)
        try await database.updateValues(["pets/a": .int(1), "pets/ab": .int(2), "pets-a": .int(3)])
        let siblings = try await database.value(at: "pets")
        XCTAssertEqual(siblings, .object(["a": .int(1), "ab": .int(2)]), "sibling paths sharing a prefix are not nested")
    }

    func testSavingTwoModelsWithOneIdIsAnError() async throws {
        let first = makePet("A")
        first.firebaseId = "same"
        let second = makePet("B")
        second.firebaseId = "same"
        let error = await managerError { try await PetManager.shared.save([first, second]) }
        XCTAssertEqual(error, .invalidPath(path: "pets/same", reason: "two of the models saved together have the id 'same'"))
        let stored = try await database.value(at: "pets")
        XCTAssertNil(stored)
    }

    func testValuesFirebaseRefusesAreErrors() async throws {
        let nan = await managerError { try await self.database.setValue(.object(["x": .double(.nan)]), at: "a") }
        XCTAssertEqual(nan, .unstorableValue(path: "a/x", reason: "nan is not a finite number"))
        let long = String(repeating: "x", count: DatabaseValidation.maximumStringBytes + 1)
        let tooLong = await managerError { try await self.database.setValue(.string(long), at: "a") }
        XCTAssertEqual(tooLong?.kind, .invalidRequest)
        let badKey = await managerError { try await self.database.setValue(.object([".priority": .int(1)]), at: "a") }
        XCTAssertEqual(badKey?.kind, .invalidRequest)
        let deep = Array(repeating: "k", count: DatabasePath.maximumDepth + 1).joined(separator: "/")
        let tooDeep = await managerError { try await self.database.setValue(.int(1), at: deep) }
        XCTAssertEqual(tooDeep?.kind, .invalidRequest)
        let stored = try await database.value(at: "")
        XCTAssertNil(stored)
    }

    func testErrorKindsTellFailuresApart() {
        XCTAssertEqual(ManagerError.missingKey("a").kind, .decoding)
        XCTAssertEqual(ManagerError.unknownRawValue(key: "a", type: "T", value: "x").kind, .decoding)
        XCTAssertEqual(ManagerError.notFound(path: "a").kind, .notFound)
        XCTAssertEqual(ManagerError.permissionDenied(path: "a", reason: "").kind, .permissionDenied)
        XCTAssertEqual(ManagerError.unavailable(path: "a", reason: "").kind, .unavailable)
        XCTAssertEqual(ManagerError.cancelled(path: "a").kind, .cancelled)
        XCTAssertEqual(ManagerError.io(path: "a", reason: "").kind, .storage)
        XCTAssertEqual(ManagerError.noBackend.kind, .configuration)
    }

    private func makePet(_ name: String, age: Int = 1) -> Pet {
        let pet = Pet()
        pet.name = name
        pet.age = age
        return pet
    }
}
