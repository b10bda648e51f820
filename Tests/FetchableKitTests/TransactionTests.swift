@testable import FetchableKit
import Foundation
import XCTest

/// Read-modify-write transactions and server values: concurrent changes are never lost.
final class TransactionTests: XCTestCase {
    override func setUp() {
        useFreshDatabase()
    }

    func testConcurrentUpdatesAllCount() async throws {
        let pet = Pet()
        pet.name = "Rex"
        let id = try await PetManager.shared.save(pet).firebaseId
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { try await PetManager.shared.update(byId: id) { $0.age += 1 } }
            }
            try await group.waitForAll()
        }
        let fetched = try await PetManager.shared.fetch(byId: id)
        XCTAssertEqual(fetched.age, 50, "a read-then-save would lose updates; a transaction does not")
        XCTAssertEqual(fetched.name, "Rex")
    }

    func testConcurrentIncrementsAllCount() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask { try await PetManager.shared.increment(PetKeys.age, by: 2, forId: "p") }
            }
            try await group.waitForAll()
        }
        let age = try await DatabaseConfiguration.shared.backend.value(at: "pets/p/age")
        XCTAssertEqual(age, .int(80))
    }

    func testAnUpdateThatThrowsWritesNothing() async throws {
        struct Refused: Error {}
        let pet = Pet()
        pet.name = "Rex"
        let saved = try await PetManager.shared.save(pet)
        do {
            try await PetManager.shared.update(byId: saved.firebaseId) { pet in
                pet.name = "Changed"
                throw Refused()
            }
            XCTFail("the error was swallowed")
        } catch is Refused {}
        let fetched = try await PetManager.shared.fetch(byId: saved.firebaseId)
        XCTAssertEqual(fetched.name, "Rex")
        let missing = await managerError { try await PetManager.shared.update(byId: "nobody") { $0.age = 1 } }
        XCTAssertEqual(missing, .notFound(path: "pets/nobody"))
        let stored = try await DatabaseConfiguration.shared.backend.value(at: "pets/nobody")
        XCTAssertNil(stored, "updating a missing record creates nothing")
    }

    func testIncrementsResolveAsTheServerDoes() throws {
        let increment = { (delta: DatabaseValue, existing: DatabaseValue?) in
            try XCTUnwrap(ServerValue.operation(in: [".sv": .object(["increment": delta])], at: "")).resolved(existing: existing, milliseconds: 0)
        }
        XCTAssertEqual(try increment(.int(2), .int(40)), .int(42))
        XCTAssertEqual(try increment(.int(1), .int(Int.max)), .double(Double(Int.max) + 1), "an Int overflow becomes a Double")
        XCTAssertEqual(try increment(.double(0.5), .int(1)), .double(1.5))
        XCTAssertEqual(try increment(.int(3), .string("x")), .int(3), "a non-number counts as absent")
        XCTAssertEqual(try increment(.int(3), .bool(true)), .int(3))
        XCTAssertEqual(try increment(.int(3), nil), .int(3))
        XCTAssertEqual(try ServerValue.operation(in: ["a": .int(1)], at: ""), nil)
    }

    func testServerValuesInOneUpdateResolveAgainstTheTreeBeforeIt() async throws {
        let backend = DatabaseConfiguration.shared.backend
        try await backend.setValue(.object(["a": .int(1), "b": .int(10)]), at: "counters")
        let before = Int(Date().timeIntervalSince1970 * 1000)
        try await backend.updateValues(["counters/a": ServerValue.increment(1), "counters/b": ServerValue.increment(-4),
                                        "counters/at": ServerValue.timestamp])
        let after = Int(Date().timeIntervalSince1970 * 1000)
        let counters = try await backend.value(at: "counters")
        XCTAssertEqual(counters?.children["a"], .int(2))
        XCTAssertEqual(counters?.children["b"], .int(6))
        guard case .int(let time)? = counters?.children["at"] else { return XCTFail("no timestamp: \(String(describing: counters))") }
        XCTAssertTrue((before - 1)...(after + 1) ~= time, "\(time) is the time of the write")
        // A placeholder nested in a written object resolves too.
        try await backend.setValue(.object(["seen": ServerValue.timestamp, "n": .int(1)]), at: "visits/v")
        let seen = try await backend.value(at: "visits/v/seen")
        XCTAssertEqual(seen.map { if case .int = $0 { return true } else { return false } }, true)
    }
}
