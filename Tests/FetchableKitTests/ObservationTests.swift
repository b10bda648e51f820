@testable import FetchableKit
import XCTest

/// `observe(byId:)` and `observeAll()` report saves, changes and removals, and stop cleanly.
final class ObservationTests: XCTestCase {
    private var database = LocalDatabase()

    override func setUp() {
        database = useFreshDatabase()
    }

    func testObserveByIdReportsSavesChangesAndRemoval() async throws {
        let pet = Pet()
        pet.firebaseId = PushIDGenerator.makeID()
        pet.name = "Rex"
        let changes = try await PetManager.shared.observe(byId: pet.firebaseId)
        var iterator = changes.makeAsyncIterator()

        try await PetManager.shared.save(pet)
        guard case .added(let added)? = try await iterator.next() else { return XCTFail("expected .added") }
        XCTAssertEqual([added.firebaseId, added.name], [pet.firebaseId, "Rex"])

        pet.name = "Rex II"
        try await PetManager.shared.save(pet)
        guard case .changed(let changed)? = try await iterator.next() else { return XCTFail("expected .changed") }
        XCTAssertEqual(changed.name, "Rex II")

        try await database.setValue(.int(5), at: "pets/\(pet.firebaseId)/name")
        guard case .failed(let id, let error)? = try await iterator.next() else { return XCTFail("expected .failed") }
        XCTAssertEqual(id, pet.firebaseId)
        XCTAssertEqual(error, .wrongType(key: "pets/\(pet.firebaseId)/name", expected: "String", found: "Int"))

        try await PetManager.shared.remove(pet)
        guard case .removed(let removedId)? = try await iterator.next() else { return XCTFail("expected .removed") }
        XCTAssertEqual(removedId, pet.firebaseId)
    }

    func testObserveByIdStartsWithTheCurrentModel() async throws {
        let pet = Pet()
        pet.name = "Tom"
        try await PetManager.shared.save(pet)
        var iterator = try await PetManager.shared.observe(byId: pet.firebaseId).makeAsyncIterator()
        guard case .added(let current)? = try await iterator.next() else { return XCTFail("expected .added") }
        XCTAssertEqual(current.name, "Tom")
    }

    func testObserveAllReportsExistingAddedChangedAndRemovedModels() async throws {
        let first = Pet()
        first.name = "First"
        try await PetManager.shared.save(first)
        var iterator = try await PetManager.shared.observeAll().makeAsyncIterator()
        guard case .added(let existing)? = try await iterator.next() else { return XCTFail("expected .added for the existing pet") }
        XCTAssertEqual(existing.name, "First")

        let second = Pet()
        second.name = "Second"
        try await PetManager.shared.save(second)
        guard case .added(let added)? = try await iterator.next() else { return XCTFail("expected .added") }
        XCTAssertEqual([added.firebaseId, added.name], [second.firebaseId, "Second"])

        first.age = 2
        try await PetManager.shared.save(first)
        guard case .changed(let changed)? = try await iterator.next() else { return XCTFail("expected .changed") }
        XCTAssertEqual([changed.firebaseId, String(changed.age)], [first.firebaseId, "2"])

        try await PetManager.shared.remove(second)
        guard case .removed(let id)? = try await iterator.next() else { return XCTFail("expected .removed") }
        XCTAssertEqual(id, second.firebaseId)
    }

    func testEndingIterationRemovesTheObservers() async throws {
        let task = Task {
            var names: [String] = []
            for try await change in try await PetManager.shared.observeAll() {
                if case .added(let pet) = change { names.append(pet.name) }
                if names.count == 2 { break }
            }
            return names
        }
        for name in ["a", "b"] {
            while await database.observerCount < 3 { await Task.yield() }
            let pet = Pet()
            pet.name = name
            try await PetManager.shared.save(pet)
        }
        let names = try await task.value
        XCTAssertEqual(names, ["a", "b"])
        for _ in 0..<1000 where await database.observerCount > 0 {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        let remaining = await database.observerCount
        XCTAssertEqual(remaining, 0)
    }

    @MainActor
    func testModelsAreUsableOnTheMainActor() async throws {
        let pet = Pet()
        pet.name = "Main"
        try await PetManager.shared.save(pet)
        pet.age = 1
        for try await change in try await PetManager.shared.observe(byId: pet.firebaseId) {
            guard case .added(let observed) = change else { return XCTFail("expected .added, got \(change)") }
            observed.name += "!"
            XCTAssertEqual(observed.name, "Main!")
            break
        }
        let stub = Pet.stub(id: pet.firebaseId)
        let loaded = try await PetManager.shared.ifNeeded(stub)
        XCTAssertEqual(loaded.name, "Main")
    }

    func testARevokedObserverEndsByThrowingPermissionDenied() async throws {
        let pet = Pet()
        pet.name = "Rex"
        try await PetManager.shared.save(pet)
        var iterator = try await PetManager.shared.observeAll().makeAsyncIterator()
        guard case .added? = try await iterator.next() else { return XCTFail("expected .added") }
        let registered = await database.observerCount
        XCTAssertEqual(registered, 3)

        try await database.revokeAccess(to: "pets")
        let denied = ManagerError.permissionDenied(path: "pets", reason: "access was revoked (LocalDatabase.revokeAccess(to:))")
        do {
            let change = try await iterator.next()
            XCTFail("expected the sequence to throw, got \(String(describing: change))")
        } catch {
            XCTAssertEqual(error, denied)
            XCTAssertEqual(error.kind, .permissionDenied)
        }
        for _ in 0..<1000 where await database.observerCount > 0 {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        let remaining = await database.observerCount
        XCTAssertEqual(remaining, 0, "a cancelled sequence leaves no observer behind")

        let fetch = await managerError { _ = try await PetManager.shared.fetch(byId: pet.firebaseId) }
        XCTAssertEqual(fetch, denied)
        let save = await managerError { try await PetManager.shared.save(pet) }
        XCTAssertEqual(save, denied)
        var late = try await PetManager.shared.observe(byId: pet.firebaseId).makeAsyncIterator()
        let lateError = await managerError { _ = try await late.next() }
        XCTAssertEqual(lateError, denied, "an observer started on a refused path is cancelled at once")

        try await database.restoreAccess(to: "pets")
        let fetched = try await PetManager.shared.fetch(byId: pet.firebaseId)
        XCTAssertEqual(fetched.name, "Rex")
    }

    func testRevokingAnotherPathLeavesTheObserverRunning() async throws {
        var iterator = try await PetManager.shared.observeAll().makeAsyncIterator()
        try await database.revokeAccess(to: "articles")
        let pet = Pet()
        pet.name = "Rex"
        try await PetManager.shared.save(pet)
        guard case .added(let added)? = try await iterator.next() else { return XCTFail("expected .added") }
        XCTAssertEqual(added.name, "Rex")
    }
}
