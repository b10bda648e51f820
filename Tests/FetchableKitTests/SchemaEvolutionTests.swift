@testable import FetchableKit
import Foundation
import XCTest

/// Records saved by an older version of a model still decode: a missing key is the property's
/// declared default (or its empty value), unless the property is required.
final class SchemaEvolutionTests: XCTestCase {
    override func setUp() {
        useFreshDatabase()
    }

    func testAPropertyAddedAfterTheRecordWasSavedReadsItsDefault() async throws {
        // An article saved before `status`, `published_at`, `editedAt`, `cover`, `tags` and `default` existed.
        try await DatabaseConfiguration.shared.backend.setValue(.object(["title": .string("Old")]), at: "articles/a1")
        let article = try await ArticleManager.shared.fetch(byId: "a1")
        XCTAssertEqual(article.title, "Old")
        XCTAssertEqual(article.status, .draft)
        XCTAssertEqual(article.publishedAt, Date(timeIntervalSince1970: 0))
        XCTAssertNil(article.editedAt)
        XCTAssertEqual(article.cover, CoverImages())
        XCTAssertEqual(article.tags, [])
        XCTAssertFalse(article.default)
    }

    func testTheDefaultIsTheDeclaredOneNotAZero() throws {
        let decoded = try ["title": DatabaseValue.string("t")].value(Int.self, forKey: "missing", default: 42)
        XCTAssertEqual(decoded, 42)
        XCTAssertEqual(try ["n": DatabaseValue.int(7)].value(Int.self, forKey: "n", default: 42), 7)
        XCTAssertEqual(try ["n": DatabaseValue.null].value(Int.self, forKey: "n", default: 42), 42, "null is nothing stored")
    }

    func testValuesStoredAsNothingReadTheirEmptyValueNotTheDeclaredDefault() throws {
        // A saved `nil` or `[]` is stored as nothing and must read back as itself.
        XCTAssertEqual(try [String: DatabaseValue]().value(String?.self, forKey: "k", default: "fallback"), nil)
        XCTAssertEqual(try [String: DatabaseValue]().value([Int].self, forKey: "k", default: [1]), [])
        XCTAssertEqual(try [String: DatabaseValue]().value([String: Int].self, forKey: "k", default: ["a": 1]), [:])
    }

    func testARequiredPropertyIsStillAnErrorWhenMissing() async throws {
        try await DatabaseConfiguration.shared.backend.setValue(.object(["species": .string("cat")]), at: "pets/p1")
        let error = await managerError { _ = try await PetManager.shared.fetch(byId: "p1") }
        XCTAssertEqual(error, .missingKey("pets/p1/name"))
        try await DatabaseConfiguration.shared.backend.setValue(.string("Tom"), at: "pets/p1/name")
        let pet = try await PetManager.shared.fetch(byId: "p1")
        XCTAssertEqual([pet.name, pet.species, pet.class], ["Tom", "cat", ""])
        XCTAssertEqual(pet.age, 0)
    }

    func testAnAllEmptyNestedValueIsStoredAsNothingAndReadsBackEmpty() async throws {
        struct Sizes: FetchableValue, Equatable {
            var small: URL?
            var names: [String] = []
            func toDictionary() -> [String: DatabaseValue] {
                var dictionary: [String: DatabaseValue] = [:]
                dictionary["small"] = small.databaseValue
                dictionary["names"] = names.databaseValue
                return dictionary
            }
            static func make(from dictionary: [String: DatabaseValue]) throws -> Sizes {
                var model = Sizes()
                model.small = try dictionary.value(forKey: "small")
                model.names = try dictionary.value(forKey: "names")
                return model
            }
            mutating func update(other: Sizes) { self = other }
        }
        XCTAssertNil(Sizes().databaseValue, "an all-empty value is stored as nothing")
        XCTAssertEqual(Sizes(small: nil, names: ["a"]).databaseValue, .object(["names": .array([.string("a")])]))
        XCTAssertEqual(try [String: DatabaseValue]().value(Sizes.self, forKey: "sizes"), Sizes())
        // In an array, an empty element is a hole that reads back as the empty value.
        let stored = DatabaseTree.normalized([Sizes(names: ["x"]), Sizes(), Sizes(names: ["y"])].databaseValue!)
        XCTAssertEqual(try ["list": XCTUnwrap(stored)].value([Sizes].self, forKey: "list"), [Sizes(names: ["x"]), Sizes(), Sizes(names: ["y"])])
    }

    func testANestedValueWithARequiredFieldIsMissingWhenAbsent() {
        struct Span: FetchableValue {
            var length = 0
            func toDictionary() -> [String: DatabaseValue] { ["length": .int(length)] }
            static func make(from dictionary: [String: DatabaseValue]) throws -> Span {
                var model = Span()
                model.length = try dictionary.value(forKey: "length")
                return model
            }
            mutating func update(other: Span) { self = other }
        }
        XCTAssertThrowsError(try [String: DatabaseValue]().value(Span.self, forKey: "span")) { error in
            XCTAssertEqual(error as? ManagerError, .missingKey("span"))
        }
    }
}
