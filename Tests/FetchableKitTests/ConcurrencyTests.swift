@testable import FetchableKit
import Foundation
import XCTest

/// Many tasks writing at once lose no update, on disk as in memory.
final class ConcurrencyTests: XCTestCase {
    func testConcurrentSavesAndUpdatesAreAllKept() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        let database = try LocalDatabase(fileURL: file)
        DatabaseConfiguration.shared.backend = database
        let writers = 8, savesPerWriter = 25

        let counter = try await PetManager.shared.save(Pet())
        let counterId = counter.firebaseId
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<savesPerWriter {
                        let pet = Pet()
                        pet.name = "w\(writer)-\(index)"
                        pet.age = index
                        try await PetManager.shared.save(pet)
                        // Every writer also updates its own child of one shared record.
                        try await database.updateValues(["tallies/\(counterId)/w\(writer)": .int(index + 1)])
                    }
                }
            }
            try await group.waitForAll()
        }

        let reopened = try LocalDatabase(fileURL: file)
        DatabaseConfiguration.shared.backend = reopened
        let pets = try await PetManager.shared.fetchAll()
        XCTAssertEqual(pets.count, writers * savesPerWriter + 1)
        XCTAssertEqual(Set(pets.map(\.name)).count, writers * savesPerWriter + 1)
        XCTAssertEqual(Set(pets.map(\.firebaseId)).count, pets.count)
        let tallies = try await reopened.value(at: "tallies/\(counterId)")
        XCTAssertEqual(tallies, .object(Dictionary(uniqueKeysWithValues: (0..<writers).map { ("w\($0)", DatabaseValue.int(savesPerWriter)) })))
    }

    func testConcurrentUpdatesOfOneModelKeepEveryField() async throws {
        let database = useFreshDatabase()
        var article = try await ArticleManager.shared.save(Article())
        let id = article.firebaseId
        let tags = (0..<64).map { "t\($0)" }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for tag in tags {
                group.addTask {
                    try await database.setValue(.bool(true), at: "articles/\(id)/labels/\(tag)")
                }
            }
            try await group.waitForAll()
        }
        let labels = try await database.value(at: "articles/\(id)/labels")
        XCTAssertEqual(labels?.children.count, tags.count)
        article = try await ArticleManager.shared.fetch(byId: id)
        XCTAssertEqual(article.firebaseId, id)
    }
}
