import FetchableKit
import Foundation
import XCTest

/// Non-final model classes (`Animal ← Dog ← Puppy`): each level round-trips through its own
/// manager as its own class, and arrays or properties of a base class hold any subclass by id.
final class ClassHierarchyTests: XCTestCase {
    override func setUp() {
        super.setUp()
        DatabaseConfiguration.shared.backend = LocalDatabase()
    }

    func testEveryLevelRoundTripsThroughADatabaseFileAsItsOwnClass() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
        let animal = Animal()
        animal.name = "Generic"
        let dog = Dog()
        dog.name = "Rex"
        dog.breed = "collie"
        let puppy = Puppy()
        puppy.name = "Bit"
        puppy.breed = "collie"
        puppy.mother = dog
        puppy.weeks = 9
        let sister = Puppy()
        sister.firebaseId = "sister"
        puppy.littermates = [sister, dog]

        try await AnimalManager.shared.save(animal)
        try await DogManager.shared.save(dog)
        try await PuppyManager.shared.save(puppy)
        DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)

        let fetchedAnimal = try await AnimalManager.shared.fetch(byId: animal.firebaseId)
        XCTAssertTrue(type(of: fetchedAnimal) == Animal.self)
        XCTAssertEqual(fetchedAnimal.name, "Generic")
        let fetchedDog = try await DogManager.shared.fetch(byId: dog.firebaseId)
        XCTAssertTrue(type(of: fetchedDog) == Dog.self)
        XCTAssertEqual([fetchedDog.name, fetchedDog.breed], ["Rex", "collie"])
        XCTAssertNil(fetchedDog.mother)
        let fetchedPuppy = try await PuppyManager.shared.fetch(byId: puppy.firebaseId)
        XCTAssertEqual([fetchedPuppy.name, fetchedPuppy.breed], ["Bit", "collie"])
        XCTAssertEqual(fetchedPuppy.weeks, 9)
        XCTAssertTrue(fetchedPuppy.isCompleted)
        XCTAssertEqual(fetchedPuppy.mother?.firebaseId, dog.firebaseId)
        XCTAssertEqual(fetchedPuppy.mother?.isCompleted, false)
        XCTAssertEqual(Set(fetchedPuppy.littermates.map(\.firebaseId)), ["sister", dog.firebaseId])

        let stored = try await DatabaseConfiguration.shared.backend.value(at: "\(PuppyKeys.tableName)/\(puppy.firebaseId)")
        XCTAssertEqual(stored, .object([
            "name": .string("Bit"), "breed": .string("collie"), "mother": .string(dog.firebaseId), "weeks": .int(9),
            "littermates": .object(["sister": .bool(true), dog.firebaseId: .bool(true)]),
        ]))
    }

    func testMakeCreatesTheClassItIsCalledOnAndMapsOnlyItsLevels() throws {
        let puppy = Puppy()
        puppy.name = "Bit"
        puppy.breed = "pug"
        puppy.weeks = 12
        let dictionary = puppy.toDictionary()
        XCTAssertEqual(Set(dictionary.keys), ["name", "breed", "weeks", "littermates"])
        XCTAssertEqual((puppy as Animal).toDictionary(), dictionary, "the root's toDictionary() sees the subclass's properties")

        let asPuppy = try Puppy.make(from: dictionary)
        XCTAssertEqual([asPuppy.name, asPuppy.breed], ["Bit", "pug"])
        XCTAssertEqual(asPuppy.weeks, 12)
        let asDog = try Dog.make(from: dictionary)
        XCTAssertTrue(type(of: asDog) == Dog.self)
        XCTAssertEqual(asDog.breed, "pug")
        let asAnimal = try Animal.make(from: dictionary)
        XCTAssertTrue(type(of: asAnimal) == Animal.self)
        XCTAssertEqual(asAnimal.name, "Bit")

        let older = try Puppy.make(from: ["name": .string("Bit"), "breed": .string("pug")])
        XCTAssertEqual(older.weeks, 0, "a subclass property missing from an older record reads its default")
    }

    func testUpdateCopiesEveryLevelTheTwoInstancesShare() {
        let source = Puppy()
        source.name = "Bit"
        source.breed = "pug"
        source.weeks = 3
        let target = Puppy()
        target.update(other: source)
        XCTAssertEqual([target.name, target.breed], ["Bit", "pug"])
        XCTAssertEqual(target.weeks, 3)

        let dog = Dog()
        dog.update(other: source)
        XCTAssertEqual([dog.name, dog.breed], ["Bit", "pug"], "a Dog takes a Puppy's Animal and Dog levels")
    }

    func testBaseClassReferencesHoldSubclassInstancesById() async throws {
        let puppy = Puppy()
        puppy.name = "Bit"
        let dog = Dog()
        dog.name = "Rex"
        try await PuppyManager.shared.save(puppy)
        try await DogManager.shared.save(dog)
        var kennel = Kennel()
        kennel.residents = [puppy, dog]
        kennel.favourite = puppy
        XCTAssertEqual(kennel.toDictionary(), [
            "residents": .object([puppy.firebaseId: .bool(true), dog.firebaseId: .bool(true)]),
            "favourite": .string(puppy.firebaseId),
        ])

        let saved = try await KennelManager.shared.save(kennel)
        let fetched = try await KennelManager.shared.fetch(byId: saved.firebaseId)
        XCTAssertEqual(fetched.residents.map(\.firebaseId), [puppy.firebaseId, dog.firebaseId].sorted(by: DatabaseValue.keyOrdersBefore))
        XCTAssertTrue(fetched.residents.allSatisfy { type(of: $0) == Animal.self && !$0.isCompleted },
                      "references decode as stubs of the declared class")
        XCTAssertEqual(fetched.favourite?.firebaseId, puppy.firebaseId)

        // The stored id loads through the manager of the class it was saved with.
        let loaded = try await PuppyManager.shared.fetch(byId: try XCTUnwrap(fetched.favourite?.firebaseId))
        XCTAssertEqual(loaded.name, "Bit")
    }

    func testReferencesToANonFinalClassReportBadDataWithTheirKey() {
        XCTAssertThrowsError(try Kennel.make(from: ["residents": .array([.string("a")])])) { error in
            XCTAssertEqual(error as? ManagerError, .wrongType(key: "residents", expected: "references to Animal ([id: true])", found: "Array"))
        }
        XCTAssertThrowsError(try Puppy.make(from: ["name": .string(""), "breed": .string(""), "weeks": .int(1), "littermates": .bool(true)])) { error in
            XCTAssertEqual(error as? ManagerError, .wrongType(key: "littermates", expected: "references to Dog ([id: true])", found: "Bool"))
        }
        XCTAssertThrowsError(try Dog.make(from: ["name": .string(""), "breed": .string(""), "mother": .string("a/b")])) { error in
            XCTAssertEqual(error as? ManagerError, .invalidValue(key: "mother", type: "reference to Dog", value: "\"a/b\""))
        }
    }
}
