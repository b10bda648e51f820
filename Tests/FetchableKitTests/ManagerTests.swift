@testable import FetchableKit
import Foundation
import XCTest

/// The generated managers' CRUD operations, references and callback forms.
final class ManagerTests: XCTestCase {
    private var database = LocalDatabase()

    override func setUp() {
        database = useFreshDatabase()
    }

    func testSaveAssignsAPushIdAndFetchReturnsTheModel() async throws {
        let pet = makePet("Rex", age: 3)
        let saved = try await PetManager.shared.save(pet)
        XCTAssertTrue(saved === pet, "a class instance is saved in place")
        XCTAssertEqual(pet.firebaseId.count, 20)
        let stored = try await database.value(at: "pets/\(pet.firebaseId)")
        XCTAssertEqual(stored, .object(["name": .string("Rex"), "species": .string("dog"), "age": .int(3), "class": .string("mammal")]))
        let fetched = try await PetManager.shared.fetch(byId: pet.firebaseId)
        XCTAssertFalse(fetched === pet)
        XCTAssertEqual([fetched.firebaseId, fetched.name], [pet.firebaseId, "Rex"])
        XCTAssertTrue(fetched.isCompleted)

        pet.age = 4
        try await PetManager.shared.save(pet)
        let updated = try await PetManager.shared.fetch(byId: pet.firebaseId)
        XCTAssertEqual(updated.age, 4)
        let count = try await PetManager.shared.fetchAll().count
        XCTAssertEqual(count, 1, "saving again updates the same record")
    }

    func testStructSaveReturnsTheIdentifiedCopy() async throws {
        var person = Person()
        person.name = "Ada"
        let saved = try await PersonManager.shared.save(person)
        XCTAssertTrue(person.firebaseId.isEmpty)
        XCTAssertFalse(saved.firebaseId.isEmpty)
        person = saved
        person.name = "Ada L."
        try await PersonManager.shared.save(person)
        let fetched = try await PersonManager.shared.fetch(byId: saved.firebaseId)
        XCTAssertEqual(fetched.name, "Ada L.")
    }

    func testFetchAllIsInCreationOrderAndQueriesFilterOrderAndLimit() async throws {
        var ids: [String] = []
        for (name, age, species) in [("Rex", 3, "dog"), ("Tom", 9, "cat"), ("Kit", 1, "cat"), ("Ace", 5, "cat")] {
            ids.append(try await PetManager.shared.save(makePet(name, age: age, species: species)).firebaseId)
        }
        let all = try await PetManager.shared.fetchAll()
        XCTAssertEqual(all.map(\.firebaseId), ids)
        let cats = try await PetManager.shared.query(where: PetKeys.species, equals: "cat", orderedBy: PetKeys.age, limit: 2)
        XCTAssertEqual(cats.map(\.name), ["Kit", "Ace"])
        let oldest = try await PetManager.shared.query(.all.ordered(by: PetKeys.age))
        XCTAssertEqual(oldest.map(\.name), ["Kit", "Rex", "Ace", "Tom"])
        let none = try await PetManager.shared.query(where: PetKeys.age, equals: 100)
        XCTAssertTrue(none.isEmpty)
    }

    func testRemoveAndNotFound() async throws {
        let pet = try await PetManager.shared.save(makePet("Rex", age: 3))
        try await PetManager.shared.remove(pet)
        let error = await managerError { _ = try await PetManager.shared.fetch(byId: pet.firebaseId) }
        XCTAssertEqual(error, .notFound(path: "pets/\(pet.firebaseId)"))
        XCTAssertEqual(error?.description, "no record at 'pets/\(pet.firebaseId)'")
        try await PetManager.shared.remove(byId: "never-existed")
        let invalid = await managerError { _ = try await PetManager.shared.fetch(byId: "a/b") }
        XCTAssertEqual(invalid, .invalidPath(path: "pets/a/b", reason: "'a/b' is not a valid record id"))
    }

    func testReferencesDecodeAsStubsThatIfNeededCompletes() async throws {
        let rex = try await PetManager.shared.save(makePet("Rex", age: 3))
        let tom = try await PetManager.shared.save(makePet("Tom", age: 9, species: "cat"))
        var person = Person()
        person.pets = [tom, rex]
        person.bestFriend = tom
        person = try await PersonManager.shared.save(person)

        let stored = try await database.value(at: "people/\(person.firebaseId)")
        XCTAssertEqual(stored, .object(["name": .string(""), "pets": .object([rex.firebaseId: .bool(true), tom.firebaseId: .bool(true)]), "bestFriend": .string(tom.firebaseId)]))

        let fetched = try await PersonManager.shared.fetch(byId: person.firebaseId)
        XCTAssertEqual(fetched.pets.map(\.firebaseId), [rex.firebaseId, tom.firebaseId], "stubs sorted by id")
        let friend = try XCTUnwrap(fetched.bestFriend)
        XCTAssertFalse(friend.isCompleted)
        XCTAssertEqual(friend.name, "")
        let completed = try await PetManager.shared.ifNeeded(friend)
        XCTAssertTrue(completed === friend, "a class stub is completed in place")
        XCTAssertTrue(friend.isCompleted)
        XCTAssertEqual([friend.name, friend.species], ["Tom", "cat"])
        let again = try await PetManager.shared.ifNeeded(friend)
        XCTAssertTrue(again === friend)

        try await PetManager.shared.remove(rex)
        let error = await managerError { _ = try await PetManager.shared.ifNeeded(fetched.pets) }
        XCTAssertEqual(error, .notFound(path: "pets/\(rex.firebaseId)"), "a dangling reference is reported, not invented")
    }

    func testBatchSaveIsOneAtomicUpdate() async throws {
        let good = makePet("Rex", age: 3)
        let bad = makePet("Tom", age: 1)
        bad.firebaseId = "bad#id"
        let error = await managerError { _ = try await PetManager.shared.save([good, bad]) }
        XCTAssertEqual(error, .invalidPath(path: "pets/bad#id", reason: "'bad#id' is not a valid record id"))
        let all = try await PetManager.shared.fetchAll()
        XCTAssertTrue(all.isEmpty)
    }

    func testUnstorableValuesAreRejectedBeforeReachingTheBackend() async throws {
        var model = AllTypes()
        model.double = .nan
        let nan = await managerError { _ = try await AllTypesManager.shared.save(model) }
        guard case .unstorableValue(let path, let reason)? = nan else { return XCTFail("expected .unstorableValue, got \(String(describing: nan))") }
        XCTAssertTrue(path.hasSuffix("/double"), path)
        XCTAssertEqual(reason, "nan is not a finite number")
        model.double = 0
        model.counts = ["a.b": 1]
        let badKey = await managerError { _ = try await AllTypesManager.shared.save(model) }
        guard case .unstorableValue? = badKey else { return XCTFail("expected .unstorableValue, got \(String(describing: badKey))") }
    }

    func testCompletionHandlerForms() async throws {
        let pet = makePet("Rex", age: 3)
        let id: String = try await withCheckedThrowingContinuation { continuation in
            PetManager.shared.save(pet) { continuation.resume(with: $0) }
        }
        let name: String = try await withCheckedThrowingContinuation { continuation in
            PetManager.shared.fetch(byId: id) { result in continuation.resume(with: result.map(\.name)) }
        }
        XCTAssertEqual(name, "Rex")
        let count: Int = try await withCheckedThrowingContinuation { continuation in
            PetManager.shared.fetchAll { result in continuation.resume(with: result.map(\.count)) }
        }
        XCTAssertEqual(count, 1)
        let queried: [String] = try await withCheckedThrowingContinuation { continuation in
            PetManager.shared.query(.all.where(PetKeys.name, equals: "Rex")) { result in continuation.resume(with: result.map { $0.map(\.firebaseId) }) }
        }
        XCTAssertEqual(queried, [id])
        let stub = Pet.stub(id: id)
        let loaded: String = try await withCheckedThrowingContinuation { continuation in
            PetManager.shared.ifNeeded(stub) { result in continuation.resume(with: result.map(\.name)) }
        }
        XCTAssertEqual(loaded, "Rex")
        let removal: Result<Void, ManagerError> = await withCheckedContinuation { continuation in
            PetManager.shared.remove(stub) { continuation.resume(returning: $0) }
        }
        XCTAssertNoThrow(try removal.get())
        let missing: Result<String, ManagerError> = await withCheckedContinuation { continuation in
            PetManager.shared.fetch(byId: id) { result in continuation.resume(returning: result.map(\.name)) }
        }
        XCTAssertEqual(missing, .failure(.notFound(path: "pets/\(id)")))
    }

    private func makePet(_ name: String, age: Int, species: String = "dog") -> Pet {
        let pet = Pet()
        pet.name = name
        pet.age = age
        pet.species = species
        pet.class = "mammal"
        return pet
    }
}
