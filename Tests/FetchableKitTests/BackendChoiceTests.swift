@testable import FetchableKit
import Foundation
import XCTest

/// The backend is an explicit choice, and a cancelled task starts no operation.
final class BackendChoiceTests: XCTestCase {
    /// A manager reading a configuration nobody has set, as an app that forgot to choose.
    private struct UnconfiguredPetManager: FirebaseCrudable {
        typealias Model = Pet
        let path = "pets"
        let configuration = DatabaseConfiguration()
        var backend: any DatabaseBackend { configuration.backend }
    }

    func testEveryOperationWithoutABackendSaysHowToConfigureOne() async throws {
        let manager = UnconfiguredPetManager()
        XCTAssertFalse(manager.configuration.isConfigured)
        let save = await managerError { try await manager.save(Pet()) }
        XCTAssertEqual(save, .noBackend)
        let message = try XCTUnwrap(save?.description)
        for hint in ["LocalDatabase(fileURL:", "LocalDatabase()", "FirebaseBackend(root:"] {
            XCTAssertTrue(message.contains(hint), message)
        }
        let fetch = await managerError { _ = try await manager.fetch(byId: "a") }
        let query = await managerError { _ = try await manager.fetchAll() }
        let observe = await managerError { _ = try await manager.observeAll() }
        XCTAssertEqual([fetch, query, observe], [.noBackend, .noBackend, .noBackend])

        manager.configuration.backend = LocalDatabase()
        XCTAssertTrue(manager.configuration.isConfigured)
        let saved = try await manager.save(Pet())
        let fetched = try await manager.fetch(byId: saved.firebaseId)
        XCTAssertEqual(fetched.firebaseId, saved.firebaseId)
    }

    func testACancelledTaskWritesNothing() async throws {
        let database = useFreshDatabase()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            let pet = Pet()
            pet.firebaseId = "p1"
            return await managerError { try await PetManager.shared.save(pet) }
        }
        let error = await task.value
        XCTAssertEqual(error, .cancelled(path: "pets/p1"))
        XCTAssertEqual(error?.kind, .cancelled)
        let stored = try await database.value(at: "pets")
        XCTAssertNil(stored)
    }
}
