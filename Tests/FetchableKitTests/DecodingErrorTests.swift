@testable import FetchableKit
import Foundation
import XCTest

/// Bad stored data is reported as the right `ManagerError`, naming the record and key.
final class DecodingErrorTests: XCTestCase {
    override func setUp() {
        useFreshDatabase()
    }

    func testMissingKeyNamesTheRecordAndKey() async throws {
        try await storeRaw(["species": .string("cat")], at: "pets/p1")
        let error = await managerError { _ = try await PetManager.shared.fetch(byId: "p1") }
        XCTAssertEqual(error, .missingKey("pets/p1/name"))
        XCTAssertEqual(error?.description, "missing key 'pets/p1/name'")
    }

    func testWrongTypeNamesKeyExpectedAndFoundTypes() async throws {
        try await storeRaw(["name": .int(3), "species": .string("cat"), "age": .int(1), "class": .string("mammal")], at: "pets/p1")
        let error = await managerError { _ = try await PetManager.shared.fetch(byId: "p1") }
        XCTAssertEqual(error, .wrongType(key: "pets/p1/name", expected: "String", found: "Int"))
        XCTAssertEqual(error?.description, "wrong type at 'pets/p1/name': expected String, found Int")
    }

    func testFractionalNumberIsNotAnInt() {
        XCTAssertThrowsError(try ["age": DatabaseValue.double(2.5)].value(Int.self, forKey: "age")) { error in
            XCTAssertEqual(error as? ManagerError, .wrongType(key: "age", expected: "Int", found: "Double"))
        }
    }

    func testUnknownRawValue() async throws {
        var article = Article()
        article.title = "Hello"
        let saved = try await ArticleManager.shared.save(article)
        try await DatabaseConfiguration.shared.backend.setValue(.string("archived"), at: "articles/\(saved.firebaseId)/status")
        let error = await managerError { _ = try await ArticleManager.shared.fetch(byId: saved.firebaseId) }
        XCTAssertEqual(error, .unknownRawValue(key: "articles/\(saved.firebaseId)/status", type: "ArticleStatus", value: "\"archived\""))
        XCTAssertEqual(error?.description, "unknown raw value \"archived\" for ArticleStatus at 'articles/\(saved.firebaseId)/status'")
        XCTAssertThrowsError(try ["p": DatabaseValue.int(2)].value(Priority.self, forKey: "p")) { error in
            XCTAssertEqual(error as? ManagerError, .unknownRawValue(key: "p", type: "Priority", value: "2"))
        }
    }

    func testOutOfRangeSizedIntegers() throws {
        let stored: [String: DatabaseValue] = ["small": .int(300), "negative": .int(-1), "huge": .double(1e30), "float": .double(1e300)]
        XCTAssertThrowsError(try stored.value(Int8.self, forKey: "small")) { error in
            XCTAssertEqual(error as? ManagerError, .outOfRange(key: "small", type: "Int8", value: "300"))
            XCTAssertEqual((error as? ManagerError)?.description, "value 300 at 'small' is out of range for Int8")
        }
        XCTAssertThrowsError(try stored.value(UInt.self, forKey: "negative")) { error in
            XCTAssertEqual(error as? ManagerError, .outOfRange(key: "negative", type: "UInt", value: "-1"))
        }
        XCTAssertThrowsError(try stored.value(Int.self, forKey: "huge")) { error in
            XCTAssertEqual(error as? ManagerError, .outOfRange(key: "huge", type: "Int", value: "1e+30"))
        }
        XCTAssertThrowsError(try stored.value(Float.self, forKey: "float")) { error in
            XCTAssertEqual(error as? ManagerError, .outOfRange(key: "float", type: "Float", value: "1e+300"))
        }
    }

    func testOutOfRangeInt8InAStoredModel() async throws {
        var model = AllTypes.random(using: &generator)
        model = try await AllTypesManager.shared.save(model)
        try await DatabaseConfiguration.shared.backend.setValue(.int(128), at: "allTypes/\(model.firebaseId)/int8")
        let error = await managerError { _ = try await AllTypesManager.shared.fetch(byId: model.firebaseId) }
        XCTAssertEqual(error, .outOfRange(key: "allTypes/\(model.firebaseId)/int8", type: "Int8", value: "128"))
    }

    func testErrorsInsideNestedValuesAndArraysNameTheFullKey() async throws {
        var article = Article()
        article.tags = ["a", "b"]
        let saved = try await ArticleManager.shared.save(article)
        let backend = DatabaseConfiguration.shared.backend
        try await backend.setValue(.string("wide"), at: "articles/\(saved.firebaseId)/cover/width")
        var error = await managerError { _ = try await ArticleManager.shared.fetch(byId: saved.firebaseId) }
        XCTAssertEqual(error, .wrongType(key: "articles/\(saved.firebaseId)/cover/width", expected: "Int", found: "String"))
        try await backend.setValue(.int(1), at: "articles/\(saved.firebaseId)/cover/width")
        try await backend.setValue(.bool(true), at: "articles/\(saved.firebaseId)/tags/1")
        error = await managerError { _ = try await ArticleManager.shared.fetch(byId: saved.firebaseId) }
        XCTAssertEqual(error, .wrongType(key: "articles/\(saved.firebaseId)/tags/1", expected: "String", found: "Bool"))
    }

    func testInvalidStringsForURLUUIDAndReferences() {
        let stored: [String: DatabaseValue] = ["url": .string(""), "uuid": .string("not-a-uuid"), "friend": .string("a/b"), "pets": .array([.string("a")])]
        XCTAssertThrowsError(try stored.value(URL.self, forKey: "url")) { error in
            XCTAssertEqual(error as? ManagerError, .invalidValue(key: "url", type: "URL", value: "\"\""))
        }
        XCTAssertThrowsError(try stored.value(UUID.self, forKey: "uuid")) { error in
            XCTAssertEqual(error as? ManagerError, .invalidValue(key: "uuid", type: "UUID", value: "\"not-a-uuid\""))
        }
        XCTAssertThrowsError(try stored.value(Pet?.self, forKey: "friend")) { error in
            XCTAssertEqual(error as? ManagerError, .invalidValue(key: "friend", type: "reference to Pet", value: "\"a/b\""))
        }
        XCTAssertThrowsError(try stored.value([Pet].self, forKey: "pets")) { error in
            XCTAssertEqual(error as? ManagerError, .wrongType(key: "pets", expected: "references to Pet ([id: true])", found: "Array"))
        }
    }

    func testARecordThatIsNotAnObject() async throws {
        try await DatabaseConfiguration.shared.backend.setValue(.string("oops"), at: "pets/p1")
        let error = await managerError { _ = try await PetManager.shared.fetch(byId: "p1") }
        XCTAssertEqual(error, .wrongType(key: "pets/p1", expected: "Pet", found: "String"))
    }

    func testCorruptDatabaseFileReportsPathLineAndColumn() throws {
        let file = try makeTemporaryDirectory(for: self).appendingPathComponent("db.json")
        let text = "{\n  \"pets\": {\n    \"p1\": {\"name\": \"Rex\",}\n  }\n}\n"
        try Data(text.utf8).write(to: file)
        XCTAssertThrowsError(try LocalDatabase(fileURL: file)) { error in
            XCTAssertEqual(error as? ManagerError, .corruptDatabase(path: file.path, line: 3, column: 26, reason: "expected a string key"))
            XCTAssertEqual((error as? ManagerError)?.description, "\(file.path):3:26: error: corrupt database: expected a string key")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text, "a corrupt file is never replaced")
    }

    func testOtherCorruptFiles() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let cases: [(bytes: [UInt8], line: Int, column: Int, reason: String)] = [
            (Array("[1, 2]".utf8), 1, 1, "the top level must be an object, found Array"),
            (Array("{\"a\": tru}".utf8), 1, 10, "invalid literal (expected 'true')"),
            (Array("{\"a\": 1".utf8), 1, 8, "expected ',' or '}' in an object"),
            (Array("{\"a\": \"x".utf8), 1, 9, "unterminated string"),
            (Array("{\"a\": 1e999}".utf8), 1, 7, "number out of range"),
            ([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], 1, 5, "string is not valid UTF-8"),
            (Array(String(repeating: "{\"a\":", count: 600).utf8), 1, 2561, "nesting deeper than 512 levels"),
            (Array("{} {}".utf8), 1, 4, "unexpected text after the JSON value"),
        ]
        for (index, item) in cases.enumerated() {
            let file = directory.appendingPathComponent("db\(index).json")
            try Data(item.bytes).write(to: file)
            XCTAssertThrowsError(try LocalDatabase(fileURL: file)) { error in
                XCTAssertEqual(error as? ManagerError, .corruptDatabase(path: file.path, line: item.line, column: item.column, reason: item.reason), "case \(index)")
            }
        }
    }

    func testUnreadableDatabaseFileIsAnIOError() throws {
        let directory = try makeTemporaryDirectory(for: self)
        XCTAssertThrowsError(try LocalDatabase(fileURL: directory)) { error in
            guard case .io(let path, let reason)? = error as? ManagerError else { return XCTFail("expected .io, got \(error)") }
            XCTAssertEqual(path, directory.path)
            XCTAssertTrue(reason.contains("errno"), reason)
        }
    }

    private var generator = SeededGenerator(seed: 9)

    private func storeRaw(_ members: [String: DatabaseValue], at path: String) async throws {
        try await DatabaseConfiguration.shared.backend.setValue(.object(members), at: path)
    }
}
