@testable import FetchableKit
import Foundation
import XCTest

/// Random values of every supported type survive `databaseValue` → JSON text → decoding, and
/// random models survive `toDictionary()` → database file → `make(from:)`.
final class RoundTripTests: XCTestCase {
    func testEverySupportedTypeRoundTripsThroughJSON() throws {
        var generator = SeededGenerator(seed: 0xF37C_4AB1)
        for _ in 0..<400 {
            try assertRoundTrip(generator.string())
            try assertRoundTrip(generator.integer(Int.self))
            try assertRoundTrip(generator.integer(Int8.self))
            try assertRoundTrip(generator.integer(Int16.self))
            try assertRoundTrip(generator.integer(Int32.self))
            try assertRoundTrip(generator.integer(Int64.self))
            try assertRoundTrip(generator.integer(UInt.self))
            try assertRoundTrip(generator.integer(UInt8.self))
            try assertRoundTrip(generator.integer(UInt16.self))
            try assertRoundTrip(generator.integer(UInt32.self))
            try assertRoundTrip(generator.integer(UInt64.self))
            try assertRoundTrip(generator.finiteDouble())
            try assertRoundTrip(generator.finiteFloat())
            try assertRoundTrip(Bool.random(using: &generator))
            try assertRoundTrip(generator.date())
            try assertRoundTrip(generator.url())
            try assertRoundTrip(UUID())
            try assertRoundTrip([ArticleStatus.draft, .inReview, .published][Int.random(in: 0..<3, using: &generator)])
            try assertRoundTrip([Priority.low, .normal, .urgent][Int.random(in: 0..<3, using: &generator)])
            try assertRoundTrip(generator.optional { $0.integer(Int16.self) })
            try assertRoundTrip(generator.array { $0.finiteDouble() })
            try assertRoundTrip(generator.array { $0.array { $0.string() } })
            try assertRoundTrip(Dictionary(generator.array { ($0.key(), $0.date()) }, uniquingKeysWith: { first, _ in first }))
            try assertRoundTrip(CoverImages.random(using: &generator))
        }
    }

    func testRandomModelsRoundTripThroughADatabaseFile() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
        var generator = SeededGenerator(seed: 42)
        var originals: [AllTypes] = []
        for _ in 0..<300 {
            originals.append(AllTypes.random(using: &generator))
        }
        let saved = try await AllTypesManager.shared.save(originals)
        for model in saved.prefix(20) {
            try await AllTypesManager.shared.save(model)
        }

        DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
        let fetched = try await AllTypesManager.shared.fetchAll()
        XCTAssertEqual(fetched.count, saved.count)
        let byId = Dictionary(uniqueKeysWithValues: fetched.map { ($0.firebaseId, $0) })
        for original in saved {
            XCTAssertEqual(byId[original.firebaseId], original)
        }
    }

    func testReferenceModelsRoundTripThroughADatabaseFile() async throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<40 {
            let pets = try await PetManager.shared.save((0..<Int.random(in: 0...4, using: &generator)).map { _ in
                let pet = Pet()
                pet.name = generator.string()
                pet.species = ["cat", "dog", "parrot"][Int.random(in: 0..<3, using: &generator)]
                pet.age = Int.random(in: 0...30, using: &generator)
                pet.class = ["mammal", "bird"][Int.random(in: 0..<2, using: &generator)]
                return pet
            })
            var person = Person()
            person.name = generator.string()
            person.birthday = generator.optional { $0.date() }
            person.pets = pets
            person.bestFriend = pets.last
            person = try await PersonManager.shared.save(person)

            var article = Article()
            article.title = generator.string()
            article.status = [.draft, .inReview, .published][Int.random(in: 0..<3, using: &generator)]
            article.publishedAt = generator.date()
            article.editedAt = generator.optional { $0.date() }
            article.cover = CoverImages.random(using: &generator)
            article.tags = generator.array { $0.string() }
            article.default = Bool.random(using: &generator)
            article.isExpanded = true
            article = try await ArticleManager.shared.save(article)

            DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
            let fetchedPerson = try await PersonManager.shared.fetch(byId: person.firebaseId)
            XCTAssertEqual(fetchedPerson.name, person.name)
            XCTAssertEqual(fetchedPerson.birthday, person.birthday)
            XCTAssertEqual(fetchedPerson.pets.map(\.firebaseId), pets.map(\.firebaseId).sorted())
            XCTAssertEqual(fetchedPerson.bestFriend?.firebaseId, pets.last?.firebaseId)
            XCTAssertTrue(fetchedPerson.pets.allSatisfy { !$0.isCompleted })
            let loadedPets = try await PetManager.shared.ifNeeded(fetchedPerson.pets)
            for pet in loadedPets {
                let original = try XCTUnwrap(pets.first { $0.firebaseId == pet.firebaseId })
                XCTAssertEqual([pet.name, pet.species, pet.class], [original.name, original.species, original.class])
                XCTAssertEqual(pet.age, original.age)
            }

            let fetchedArticle = try await ArticleManager.shared.fetch(byId: article.firebaseId)
            XCTAssertEqual(fetchedArticle.title, article.title)
            XCTAssertEqual(fetchedArticle.status, article.status)
            XCTAssertEqual(fetchedArticle.publishedAt, article.publishedAt)
            XCTAssertEqual(fetchedArticle.editedAt, article.editedAt)
            XCTAssertEqual(fetchedArticle.cover, article.cover)
            XCTAssertEqual(fetchedArticle.tags, article.tags)
            XCTAssertEqual(fetchedArticle.default, article.default)
            XCTAssertFalse(fetchedArticle.isExpanded, "an ignored property is not stored")
        }
    }

    func testStoredFormMatchesFirebaseConventions() throws {
        let pet = Pet()
        pet.firebaseId = "-Pet1"
        var person = Person()
        person.name = "Ada"
        person.pets = [pet]
        person.bestFriend = pet
        XCTAssertEqual(person.toDictionary(), [
            "name": .string("Ada"),
            "pets": .object(["-Pet1": .bool(true)]),
            "bestFriend": .string("-Pet1"),
        ])
        var article = Article()
        article.publishedAt = Date(timeIntervalSince1970: 1.5)
        article.status = .inReview
        let stored = article.toDictionary()
        XCTAssertEqual(stored["published_at"], .int(1500))
        XCTAssertEqual(stored["status"], .string("in_review"))
        XCTAssertNil(stored["editedAt"], "nil optionals are left out")
        XCTAssertNil(stored["isExpanded"])
        XCTAssertEqual(UInt64.max.databaseValue, .string("18446744073709551615"))
    }

    func testNumbersAsJSONAndFirebaseHandThemBackAreAccepted() throws {
        let stored: [String: DatabaseValue] = ["whole": .double(3), "big": .double(1e15), "date": .double(1500)]
        XCTAssertEqual(try stored.value(Int8.self, forKey: "whole"), 3)
        XCTAssertEqual(try stored.value(Int64.self, forKey: "big"), 1_000_000_000_000_000)
        XCTAssertEqual(try stored.value(Date.self, forKey: "date"), Date(timeIntervalSince1970: 1.5))
        XCTAssertEqual(try stored.value(Double.self, forKey: "whole"), 3)
        XCTAssertEqual(try DatabaseValue(anyValue: NSNumber(value: 7)), .int(7))
        XCTAssertEqual(try DatabaseValue(anyValue: NSNumber(value: 2.5)), .double(2.5))
        XCTAssertEqual(try DatabaseValue(anyValue: NSNumber(value: true)), .bool(true))
        XCTAssertEqual(try DatabaseValue(anyValue: ["a": [1, "x", NSNull()]] as [String: Any]), .object(["a": .array([.int(1), .string("x"), .null])]))
        let value = DatabaseValue.object(["n": .int(1), "s": .string("x"), "l": .array([.bool(false), .double(0.5)])])
        XCTAssertEqual(try DatabaseValue(anyValue: value.anyValue), value)
    }

    private func assertRoundTrip<T: DatabaseConvertible & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary["value"] = value.databaseValue
        let text = try JSONWriter.encode(.object(dictionary))
        guard case .object(let parsed) = try JSONReader.parse(text) else {
            return XCTFail("the JSON text is not an object", file: file, line: line)
        }
        XCTAssertEqual(try parsed.value(T.self, forKey: "value"), value, "\(value) via \(String(decoding: text, as: UTF8.self))", file: file, line: line)
    }
}
