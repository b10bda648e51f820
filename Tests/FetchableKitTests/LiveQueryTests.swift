@testable import FetchableKit
import Foundation
import Observation
import XCTest

/// `LiveQuery` answers its query, notifies Observation when the answer changes, reports records
/// it cannot decode, and removes its observer when its task is cancelled.
@MainActor
final class LiveQueryTests: XCTestCase {
    func testTheAnswerFollowsTheDatabaseAndObservationIsNotified() async throws {
        let database = useFreshDatabase()
        try await database.setValue(.object([
            "a": .object(["name": .string("Rex"), "age": .int(3)]),
            "b": .object(["name": .string("Tom"), "age": .int(5)]),
            "c": .object(["name": .string("Old"), "age": .int(9)]),
        ]), at: "pets")
        let live = LiveQuery(PetManager.shared, .all.ordered(by: PetKeys.age).ending(before: 9))
        XCTAssertFalse(live.isLoaded)
        let task = Task { await live.run() }

        try await waitUntil(live) { $0.isLoaded }
        XCTAssertEqual(live.models.map(\.name), ["Rex", "Tom"])
        let observerCount = await database.observerCount
        XCTAssertEqual(observerCount, 1)

        let polly = Pet()
        polly.name = "Polly"
        polly.age = 1
        try await PetManager.shared.save(polly)
        try await waitUntil(live) { $0.models.count == 3 }
        XCTAssertEqual(live.models.map(\.name), ["Polly", "Rex", "Tom"])

        try await database.setValue(.string("five"), at: "pets/b/age")
        try await waitUntil(live) { $0.models.count == 2 }
        XCTAssertEqual(live.models.map(\.name), ["Polly", "Rex"], "a string orders after every number: out of the range")
        XCTAssertEqual(live.failures, [])

        try await database.setValue(.object(["age": .int(2)]), at: "pets/d")
        try await waitUntil(live) { !$0.failures.isEmpty }
        XCTAssertEqual(live.failures, [RecordFailure(id: "d", error: .missingKey("pets/d/name"))])

        task.cancel()
        await task.value
        let remaining = await database.observerCount
        XCTAssertEqual(remaining, 0, "cancelling the task removes the observer")
    }

    func testACancelledObserverEndsTheUpdatesWithItsError() async throws {
        let database = useFreshDatabase()
        try await database.setValue(.object(["a": .object(["name": .string("Rex")])]), at: "pets")
        let live = LiveQuery(PetManager.shared)
        let task = Task { await live.run() }
        try await waitUntil(live) { $0.isLoaded }
        try await database.revokeAccess(to: "pets")
        await task.value
        guard case .permissionDenied? = live.error else { return XCTFail("expected permissionDenied, got \(String(describing: live.error))") }
        XCTAssertEqual(live.models.map(\.name), ["Rex"], "the last answer stays")
        let remaining = await database.observerCount
        XCTAssertEqual(remaining, 0)
    }

    func testAnInvalidCollectionPathIsReportedNotThrown() async {
        useFreshDatabase()
        let live = LiveQuery(BadPathManager(), .all)
        await live.run()
        XCTAssertEqual(live.error?.description.hasPrefix("invalid database path 'bad#path'"), true, live.error?.description ?? "no error")
        XCTAssertFalse(live.isLoaded)
    }

    /// Waits for Observation to report changes to `live` until `condition` holds.
    private func waitUntil(_ live: LiveQuery<Pet>, _ condition: @escaping (LiveQuery<Pet>) -> Bool) async throws {
        while !condition(live) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                withObservationTracking {
                    _ = (live.models, live.failures, live.isLoaded)
                } onChange: {
                    continuation.resume()
                }
            }
        }
    }
}

private final class BadPathManager: FirebaseCrudable, Sendable {
    typealias Model = Pet
    let path = "bad#path"
}
