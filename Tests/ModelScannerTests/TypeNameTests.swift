import XCTest
@testable import ModelScanner

final class TypeNameTests: XCTestCase {
    func testOptionals() {
        XCTAssertTrue(TypeName("Int?").isOptional)
        XCTAssertEqual(TypeName("Int?").unwrappedTypeName, "Int")
        XCTAssertTrue(TypeName("Int!").isImplicitlyUnwrappedOptional)
        XCTAssertEqual(TypeName("Optional<[Int]>").unwrappedTypeName, "[Int]")
        // Sourcery gives `Optional<T>` no form of `T`'s (swift-nio's `Optional<Scheduled<Void>>`
        // is not generic there); `T?` keeps it.
        XCTAssertTrue(TypeName("Optional<[Int]>").isOptional)
        XCTAssertFalse(TypeName("Optional<[Int]>").isArray)
        XCTAssertFalse(TypeName("Optional<Scheduled<Void>>").isGeneric)
        XCTAssertTrue(TypeName("Scheduled<Void>?").isGeneric)
        XCTAssertEqual(TypeName("((Int) -> Void)?").unwrappedTypeName, "((Int) -> Void)")
        XCTAssertTrue(TypeName("((Int) -> Void)?").isClosure)
        XCTAssertFalse(TypeName("(Int) -> Int?").isOptional)
        XCTAssertEqual(TypeName("(Codable & Sendable)?").unwrappedTypeName, "(Codable & Sendable)")
        XCTAssertTrue(TypeName("(Codable & Sendable)?").isProtocolComposition)
    }

    /// Identifiers and dotted paths, optional or not, take a shortcut past the general parse.
    func testPlainPaths() {
        XCTAssertEqual(TypeName("Foundation.Date?").unwrappedTypeName, "Foundation.Date")
        XCTAssertTrue(TypeName("Foundation.Date?").isOptional)
        XCTAssertFalse(TypeName("Foundation.Date").isOptional)
        XCTAssertTrue(TypeName("Model_2!").isImplicitlyUnwrappedOptional)
        XCTAssertEqual(TypeName("Model_2!").unwrappedTypeName, "Model_2")
        XCTAssertEqual(TypeName("Int...").unwrappedTypeName, "Int")
        XCTAssertEqual(TypeName("inout Int").unwrappedTypeName, "Int")
        XCTAssertEqual(TypeName("__shared Int?").unwrappedTypeName, "Int")
        XCTAssertTrue(TypeName("__shared Int?").isOptional)
        XCTAssertEqual(TypeName("Café?").unwrappedTypeName, "Café")
    }

    func testCollections() {
        XCTAssertEqual(TypeName("[String]").array?.elementTypeName.name, "String")
        XCTAssertEqual(TypeName("[String: [Int]]").dictionary?.valueTypeName.array?.elementTypeName.name, "Int")
        XCTAssertEqual(TypeName("Dictionary<Key, Array<Value>>").dictionary?.keyTypeName.name, "Key")
        XCTAssertEqual(TypeName("Set<Int>").set?.elementTypeName.name, "Int")
        XCTAssertEqual(TypeName("[Int]").generic?.name, "Array")
        XCTAssertEqual(TypeName("Result<Value, Error>").generic?.typeParameters.map(\.typeName.name), ["Value", "Error"])
    }

    /// Sourcery names an opaque or existential type by its text alone (swift-parsing's `var body:
    /// some ParserPrinter<Substring, FooRoute>`, variables `type BookRouter`: no `isGeneric`).
    func testOpaqueAndExistentialTypesHaveNoForm() {
        XCTAssertNil(TypeName("some ParserPrinter<Substring, Route>").generic)
        XCTAssertNil(TypeName("any Collection<Int>?").generic)
        XCTAssertFalse(TypeName("any Codable & Sendable").isProtocolComposition)
        XCTAssertEqual(TypeName("[any P<Int>]").array?.elementTypeName.generic?.name, nil)
        XCTAssertEqual(TypeName("Box<any P>").generic?.name, "Box")
    }

    /// Attributes inside parentheses belong to the function type: GRDB's `(@Sendable
    /// (SQLiteConnection) -> Void)?` is a closure of one parameter (variables `type Configuration`).
    func testAttributesInsideParenthesesLeaveTheClosureForm() throws {
        let closure = try XCTUnwrap(TypeName("(@Sendable (SQLiteConnection) -> Void)?").closure)
        XCTAssertEqual(closure.asSource, "(SQLiteConnection) -> Void")
        XCTAssertEqual(closure.parameters.map(\.typeName.name), ["SQLiteConnection"])
        XCTAssertEqual(TypeName("(@Sendable (SQLiteConnection) -> Void)?").name, "(@Sendable (SQLiteConnection) -> Void)?")
    }

    func testClosuresAndTuples() throws {
        let closure = TypeName("@escaping @Sendable (_ value: Int, String) async throws(E) -> [Int]")
        XCTAssertEqual(closure.name, "(_ value: Int, String) async throws(E) -> [Int]")
        XCTAssertEqual(Set(closure.attributes.keys), ["escaping", "Sendable"])
        XCTAssertEqual(closure.description, "@Sendable @escaping (_ value: Int, String) async throws(E) -> [Int]")
        XCTAssertEqual(closure.closure?.parameters.map(\.name), ["value", nil])
        XCTAssertEqual(closure.closure?.isAsync, true)
        XCTAssertEqual(closure.closure?.throws, true)
        XCTAssertEqual(closure.closure?.throwsTypeName?.name, "E")
        XCTAssertEqual(closure.closure?.returnTypeName.isArray, true)
        // A specified parameter's type is its base type, `inout` a flag (Sourcery's attributed type):
        // swift-parsing's `(inout Input) throws -> Output`.
        let parameters = try XCTUnwrap(TypeName("(inout Input, _ b: sending B, borrowing C) -> Void").closure?.parameters)
        XCTAssertEqual(parameters.map(\.typeName.name), ["Input", "B", "C"])
        XCTAssertEqual(parameters.map(\.inout), [true, false, false])
        XCTAssertEqual(parameters.map(\.asSource), ["inout Input", "b: B", "C"])
        let tuple = TypeName("(code: Int, String)")
        XCTAssertEqual(tuple.tuple?.elements.map(\.name), ["code", "1"])
        XCTAssertFalse(TypeName("(Int)").isTuple)
        XCTAssertTrue(TypeName("()").isVoid)
    }

    func testSpecifiersAndWhitespace() {
        let parameter = TypeName("inout [Int]")
        XCTAssertEqual(parameter.modifiers.map(\.name), ["inout"])
        XCTAssertTrue(parameter.isArray)
        XCTAssertEqual(TypeName("Dictionary<\n  String,\n  [Int]\n>").name, "Dictionary<String, [Int]>")
        XCTAssertTrue(TypeName("Any...").unwrappedTypeName == "Any")
    }
}
