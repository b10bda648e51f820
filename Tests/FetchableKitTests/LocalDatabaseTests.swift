@testable import FetchableKit
import Foundation
import XCTest

/// `LocalDatabase` follows the Realtime Database's path, write and query semantics and persists them.
final class LocalDatabaseTests: XCTestCase {
    func testPathsCreateParentsAndDeletesPruneThem() async throws {
        let database = LocalDatabase()
        try await database.setValue(.int(1), at: "a/b/c")
        try await database.setValue(.string("x"), at: "/a//d/")
        let actual1 = try await database.value(at: "a")
        XCTAssertEqual(actual1, .object(["b": .object(["c": .int(1)]), "d": .string("x")]))
        try await database.setValue(.object(["e": .bool(true)]), at: "a/d/f")
        let actual2 = try await database.value(at: "a/d")
        XCTAssertEqual(actual2, .object(["f": .object(["e": .bool(true)])]), "writing under a scalar replaces it")
        try await database.setValue(nil, at: "a/b/c")
        try await database.setValue(.object([:]), at: "a/d")
        let actual3 = try await database.value(at: "a")
        XCTAssertNil(actual3, "emptied parents disappear")
        try await database.setValue(.object(["k": .null, "l": .array([])]), at: "z")
        let actual4 = try await database.value(at: "z")
        XCTAssertNil(actual4, "nulls and empty containers are not stored")
    }

    func testArraysAreAddressedByIndex() async throws {
        let database = LocalDatabase()
        try await database.setValue(.array([.string("a"), .string("b")]), at: "list")
        let actual5 = try await database.value(at: "list/1")
        XCTAssertEqual(actual5, .string("b"))
        try await database.setValue(.string("B"), at: "list/1")
        let list = try await database.value(at: "list")
        let actual6 = try ["list": XCTUnwrap(list)].value([String].self, forKey: "list")
        XCTAssertEqual(actual6, ["a", "B"])
    }

    func testMultiPathUpdateIsAllOrNothing() async throws {
        let database = LocalDatabase()
        try await database.updateValues(["a/x": .int(1), "b/y": .int(2), "c": nil])
        let actual7 = try await database.value(at: "")
        XCTAssertEqual(actual7, .object(["a": .object(["x": .int(1)]), "b": .object(["y": .int(2)])]))
        let invalid = await managerError { try await database.updateValues(["a/x": .int(9), "b/y.z": .int(9)]) }
        XCTAssertEqual(invalid, .invalidPath(path: "b/y.z", reason: "'y.z' is not a valid key (empty, longer than 768 bytes, or containing . # $ [ ] or a control character)"))
        let infinite = await managerError { try await database.updateValues(["a/x": .int(9), "b/y": .double(.infinity)]) }
        XCTAssertEqual(infinite, .unstorableValue(path: "b/y", reason: "inf is not a finite number"))
        let overlapping = await managerError { try await database.updateValues(["a": .int(9), "a/x": .int(9)]) }
        guard case .invalidPath? = overlapping else { return XCTFail("expected .invalidPath, got \(String(describing: overlapping))") }
        let actual8 = try await database.value(at: "a/x")
        XCTAssertEqual(actual8, .int(1), "a failed update writes nothing")
    }

    func testInvalidKeysAndDepthAreRejected() async throws {
        let database = LocalDatabase()
        for path in ["a/b#", "a/$", "a/[0]", "a/\u{1}"] {
            let error = await managerError { try await database.setValue(.int(1), at: path) }
            guard case .invalidPath? = error else { return XCTFail("\(path): expected .invalidPath, got \(String(describing: error))") }
        }
        let deepPath = Array(repeating: "k", count: 33).joined(separator: "/")
        let deep = await managerError { try await database.setValue(.int(1), at: deepPath) }
        XCTAssertEqual(deep, .invalidPath(path: deepPath, reason: "deeper than 32 levels"))
        var nested = DatabaseValue.int(1)
        for _ in 0..<40 { nested = .object(["k": nested]) }
        let tooDeep = await managerError { try await database.setValue(nested, at: "a") }
        guard case .unstorableValue? = tooDeep else { return XCTFail("expected .unstorableValue, got \(String(describing: tooDeep))") }
        let badKey = await managerError { try await database.setValue(.object(["a.b": .int(1)]), at: "a") }
        guard case .unstorableValue(let path, _)? = badKey else { return XCTFail("expected .unstorableValue, got \(String(describing: badKey))") }
        XCTAssertEqual(path, "a")
    }

    func testTheRootHoldsOnlyAnObject() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        let database = try LocalDatabase(fileURL: file)
        let error = await managerError { try await database.setValue(.int(5), at: "/") }
        XCTAssertEqual(error, .unstorableValue(path: "/", reason: "the root can only hold an object, not Int"))
        try await database.setValue(.object(["a": .int(1)]), at: "")
        try await database.setValue(nil, at: "")
        let reopened = try LocalDatabase(fileURL: file)
        let root = try await reopened.value(at: "")
        XCTAssertNil(root)
    }

    func testQueriesFilterOrderAndLimitLikeFirebase() async throws {
        let database = LocalDatabase()
        try await database.setValue(.object([
            "p1": .object(["species": .string("cat"), "age": .int(7)]),
            "p2": .object(["species": .string("dog"), "age": .double(2)]),
            "p3": .object(["species": .string("cat"), "age": .int(2)]),
            "p4": .object(["species": .string("cat")]),
            "p5": .object(["species": .string("cat"), "age": .string("old")]),
            "p6": .object(["species": .string("cat"), "age": .bool(true)]),
        ]), at: "pets")
        func keys(_ query: ChildQuery) async throws -> [String] {
            try await database.children(at: "pets", matching: query).map(\.key)
        }
        let actual9 = try await keys(.all)
        XCTAssertEqual(actual9, ["p1", "p2", "p3", "p4", "p5", "p6"])
        let actual10 = try await keys(.all.ordered(by: "age"))
        XCTAssertEqual(actual10, ["p4", "p6", "p2", "p3", "p1", "p5"])
        let actual11 = try await keys(.all.where("age", equals: 2))
        XCTAssertEqual(actual11, ["p2", "p3"])
        let actual12 = try await keys(.all.where("species", equals: "cat").ordered(by: "age").limited(to: 3))
        XCTAssertEqual(actual12, ["p4", "p6", "p3"])
        let actual13 = try await keys(.all.where("age", equals: String?.none))
        XCTAssertEqual(actual13, ["p4"])
        let actual14 = try await keys(.all.limited(to: 0))
        XCTAssertEqual(actual14, [])
        let actual15 = try await database.children(at: "nothing/here", matching: .all)
        XCTAssertEqual(actual15, [])
    }

    func testKeyOrderPutsIntegerKeysFirst() {
        XCTAssertEqual(["b", "10", "-Nx", "2", "a"].sorted(by: DatabaseValue.keyOrdersBefore), ["2", "10", "-Nx", "a", "b"])
    }

    func testCommittedWritesPersistAcrossReopening() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        let database = try LocalDatabase(fileURL: file)
        try await database.setValue(.object(["name": .string("Rex \"the\" 🐶\n"), "weight": .double(12.5)]), at: "pets/p1")
        try await database.setValue(.int(-3), at: "pets/p2/age")
        let reopened = try LocalDatabase(fileURL: file)
        let actual16 = try await reopened.value(at: "")
        let original = try await database.value(at: "")
        XCTAssertEqual(actual16, original)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertNotNil(json?["pets"], "the file is plain JSON other tools can read")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.deletingLastPathComponent().appendingPathComponent(".db.json.tmp").path))
    }

    func testAFailedWriteChangesNothing() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("missing-directory/db.json")
        let database = try LocalDatabase(fileURL: file)
        let error = await managerError { try await database.setValue(.int(1), at: "a") }
        guard case .io(let path, _)? = error else { return XCTFail("expected .io, got \(String(describing: error))") }
        XCTAssertEqual(path, file.path)
        let actual17 = try await database.value(at: "a")
        XCTAssertNil(actual17)
    }
}

/// `LocalDatabase` hands nodes back in the shape Firebase does, and orders keys as Firebase does.
final class FirebaseShapeTests: XCTestCase {
    func testKeysOrderAsFirebaseCompareKeyDoes() {
        let keys = ["b", "10", "-Nx", "2", "a", "+5", "007", "7", "-3", "2147483648", "-2147483648", " 1", "1.5", "-", "é", "Z"]
        XCTAssertEqual(keys.sorted(by: DatabaseValue.keyOrdersBefore),
                       ["-2147483648", "-3", "2", "7", "007", "10", " 1", "+5", "-", "-Nx", "1.5", "2147483648", "Z", "a", "b", "é"])
        XCTAssertNil(DatabaseValue.integerKey("+5"))
        XCTAssertNil(DatabaseValue.integerKey("123456789012"))
        XCTAssertEqual(DatabaseValue.integerKey("-0"), 0)
    }

    func testStringsOrderByUTF16CodeUnitsWithoutNormalization() {
        // U+FF5E (one unit, 0xFF5E) sorts after U+1F600 (surrogates, 0xD83D…) in UTF-16, before it by scalar value.
        XCTAssertTrue(DatabaseValue.keyOrdersBefore("\u{1F600}", "\u{FF5E}"))
        XCTAssertTrue(DatabaseValue.keyOrdersBefore("e\u{301}", "\u{E9}"), "decomposed and precomposed é are different keys")
    }

    func testDenseIndexKeysComeBackAsAnArray() async throws {
        let database = LocalDatabase()
        try await database.setValue(.object(["0": .bool(true), "1": .bool(true)]), at: "refs")
        let dense = try await database.value(at: "refs")
        XCTAssertEqual(dense, .array([.bool(true), .bool(true)]))
        try await database.setValue(.object(["0": .string("a"), "2": .string("c")]), at: "holes")
        let holes = try await database.value(at: "holes")
        XCTAssertEqual(holes, .array([.string("a"), .null, .string("c")]), "2 < 2 × 2 children: an array with a hole")
        try await database.setValue(.object(["0": .string("a"), "5": .string("f")]), at: "sparse")
        let sparse = try await database.value(at: "sparse")
        XCTAssertEqual(sparse, .object(["0": .string("a"), "5": .string("f")]), "5 ≥ 2 × 2 children: an object")
        try await database.setValue(.array([.null, .null, .string("c")]), at: "leading")
        let leading = try await database.value(at: "leading")
        XCTAssertEqual(leading, .object(["2": .string("c")]))
        try await database.setValue(.object(["01": .string("a"), "1": .string("b")]), at: "zero")
        let zero = try await database.value(at: "zero")
        XCTAssertEqual(zero, .object(["01": .string("a"), "1": .string("b")]), "\"01\" is not an index")
        try await database.setValue(nil, at: "holes/0")
        try await database.setValue(nil, at: "holes/1")
        let shrunk = try await database.value(at: "holes")
        XCTAssertEqual(shrunk, .object(["2": .string("c")]), "deleting elements re-shapes the node")
    }

    func testReferencesToIndexLikeIdsDecodeFromEitherShape() throws {
        let rex = Pet.stub(id: "0"), tom = Pet.stub(id: "1")
        var person = Person()
        person.pets = [tom, rex]
        let stored = try XCTUnwrap(person.toDictionary()["pets"])
        XCTAssertEqual(stored, .object(["0": .bool(true), "1": .bool(true)]))
        for shape in [stored, .array([.bool(true), .bool(true)])] {
            let person = try Person.make(from: ["name": .string("Ann"), "pets": shape])
            XCTAssertEqual(person.pets.map(\.firebaseId), ["0", "1"])
        }
        let counts = try ["c": DatabaseValue.array([.int(4), .null, .int(6)])].value([String: Int].self, forKey: "c")
        XCTAssertEqual(counts, ["0": 4, "2": 6], "a dictionary with index keys comes back from Firebase as an array")
        let strings = try ["s": DatabaseValue.object(["0": .string("a"), "2": .string("c"), "9": .string("j")])].value([String?].self, forKey: "s")
        XCTAssertEqual(strings, ["a", "c", "j"], "a sparse index-keyed object reads in index order")
        XCTAssertThrowsError(try ["s": DatabaseValue.array([.string("a"), .null])].value([String].self, forKey: "s")) { error in
            XCTAssertEqual(error as? ManagerError, .missingKey("s/1"), "a hole in an array of non-optionals")
        }
    }

    func testAStoredPersonWithIndexLikePetIdsRoundTrips() async throws {
        let database = useFreshDatabase()
        var person = Person()
        person.name = "Ann"
        person.pets = [Pet.stub(id: "0"), Pet.stub(id: "1")]
        let saved = try await PersonManager.shared.save(person)
        let pets = try await database.value(at: "people/\(saved.firebaseId)/pets")
        XCTAssertEqual(pets, .array([.bool(true), .bool(true)]), "Firebase hands these references back as an array")
        let fetched = try await PersonManager.shared.fetch(byId: saved.firebaseId)
        XCTAssertEqual(fetched.pets.map(\.firebaseId), ["0", "1"])
    }

    func testOrderedReferencesKeepOrderAndDuplicatesThroughTheDatabase() async throws {
        let database = LocalDatabase()
        let queue = ["b", "a", "b", "7"].map(Pet.stub(id:))
        XCTAssertEqual(queue.orderedReferences, .array([.string("b"), .string("a"), .string("b"), .string("7")]))
        XCTAssertNil([Pet]().orderedReferences, "an empty array is stored as nothing")
        try await database.setValue(queue.orderedReferences, at: "playlists/p/queue")
        let record = try await database.value(at: "playlists/p")
        let read: [Pet] = try XCTUnwrap(record?.children).orderedReferences(forKey: "queue")
        XCTAssertEqual(read.map(\.firebaseId), ["b", "a", "b", "7"])
        XCTAssertTrue(read.allSatisfy { !$0.isCompleted })
        let missing: [Pet] = try [String: DatabaseValue]().orderedReferences(forKey: "queue")
        XCTAssertEqual(missing.count, 0)
        // The default form keeps neither order nor duplicates.
        XCTAssertEqual(queue.databaseValue, .object(["a": .bool(true), "b": .bool(true), "7": .bool(true)]))
    }
}
