import XCTest
@testable import ModelScanner

/// Sourcery 2.3.0's guesses at a variable's type from its initializer; each expected name is what
/// real Sourcery printed for that initializer in `Tests/SourceryDump` (GRDB, OpenAPIKit, swift-nio,
/// vapor) or follows from its `String+TypeInference.swift`.
final class SourceryTypeGuessTests: XCTestCase {
    private func guess(_ initializer: String) -> String? {
        var text = initializer
        return text.withUTF8 { SourceryTypeGuess.typeName(ofInitializer: $0)?.name }
    }

    func testLiteralsFollowSwiftsOwnNumberParsing() {
        XCTAssertEqual(guess("\"text\""), "String")
        XCTAssertEqual(guess("\"\"\"\n  a\n  \"\"\""), "String")
        XCTAssertEqual(guess("true"), "Bool")
        XCTAssertEqual(guess("-1"), "Int")
        XCTAssertEqual(guess("1.5"), "Double")
        XCTAssertEqual(guess("0x10"), "Double")
        XCTAssertEqual(guess("+.5e3"), "Double")
        XCTAssertEqual(guess("Infinity"), "Double")
        XCTAssertEqual(guess("nan"), "Double")
        XCTAssertNil(guess("1_000"))
        XCTAssertNil(guess("#\"raw\"#"))
        XCTAssertNil(guess("someValue"))
        XCTAssertEqual(guess("nil"), "Optional")
    }

    func testCallsAreNamedByTheirCallee() {
        // GRDB's associations and OpenAPIKit's builders.
        XCTAssertEqual(guess("belongsTo(B.self)"), "belongsTo")
        XCTAssertEqual(guess("hasMany(Book.self, using: ForeignKey([\"authorId\"]))"), "hasMany")
        XCTAssertEqual(guess("makeShared()"), "makeShared")
        XCTAssertEqual(guess("A.including(optional: A.b).including(optional: A.d)"), "A")
        XCTAssertEqual(guess("Self.builtin(.get)"), "Self")
        XCTAssertEqual(guess("JSONSchema.object(\n    properties: [:]\n)"), "JSONSchema")
        XCTAssertEqual(guess("try! NSRegularExpression(pattern: \"x\", options: [])"), "try! NSRegularExpression")
        XCTAssertEqual(guess("CodingUserInfoKey(rawValue: \"test\")!"), "CodingUserInfoKey!")
        XCTAssertEqual(guess("MultiThreadedEventLoopGroup.singleton.next()"), "MultiThreadedEventLoopGroup")
        XCTAssertEqual(guess("Wrapper(1) { $0 }"), "Wrapper")
        XCTAssertNil(guess("Wrapper { 1 }"))
        XCTAssertEqual(guess("Foo.Bar<Int>.init(x: 1)"), "Foo.Bar<Int>")
        XCTAssertEqual(guess("[String: Int]()"), "[String: Int]")
        XCTAssertEqual(guess("{ Formatter(style: .short) }()"), "Formatter")
        XCTAssertNil(guess("{ return Formatter() }()"))
    }

    func testMembersDropALastLowerCaseName() {
        XCTAssertEqual(guess("Formatter.shared"), "Formatter")
        XCTAssertEqual(guess("Database.AutocommitState.off"), "Database.AutocommitState")
        XCTAssertEqual(guess("Foo.Bar"), nil)
        XCTAssertEqual(guess(".none"), "")
    }

    func testCollectionAndTupleLiterals() {
        XCTAssertEqual(guess("[1, nil]"), "[Int?]")
        XCTAssertEqual(guess("[nil]"), "[Optional?]")
        XCTAssertEqual(guess("[\"a\": 1, \"b\": true]"), "[String: Any]")
        XCTAssertEqual(guess("[a, b]"), "[Any]")
        XCTAssertEqual(guess("[Route(a), Route(b)]"), "[Route]")
        XCTAssertEqual(guess("[\n    // the first\n    1,\n    2,\n]"), "[Any]")
        XCTAssertEqual(guess("[[1.5]]"), "[[Double]]")
        XCTAssertEqual(guess("(kevent(), kevent(), kevent())"), "(kevent, kevent, kevent)")
        XCTAssertEqual(guess("(1, b: \"x\", _: nil)"), "(Int, b: String, Optional?)")
        XCTAssertNil(guess("(1, b)"))
        XCTAssertNil(guess("[a b]"))
    }

    /// The callee's text, when Sourcery reads no literal in it, becomes a name without form:
    /// GRDB's `CodingUserInfoKey(rawValue: "test")!` and OpenAPIKit's `URL(string: …)!` are neither
    /// optional nor resolved (variables `type CodingUserInfoKey`: `unwrappedTypeName=CodingUserInfoKey!`,
    /// `type=`), vapor's `[(Date, Int64)]()` is no array (its tuple element has a blank Sourcery's
    /// literal reading gives up on: variables `type TestCounter`), `[Int]()` is.
    func testACalleeReadAsNoLiteralIsANameWithoutForm() throws {
        let result = scan("""
        struct URL {}
        struct Tests {
            static let url = URL(string: "https://example.com")!
            var values = [(Date, Int64)]()
            var numbers = [Int]()
            var pairs = [(Int,Int)]()
        }
        """)
        let variables = try XCTUnwrap(result.type("Tests")?.variables)
        XCTAssertEqual(variables.map(\.typeName.name), ["URL!", "[(Date, Int64)]", "[Int]", "[(Int,Int)]"])
        XCTAssertEqual(variables.map(\.typeName.unwrappedTypeName), ["URL!", "[(Date, Int64)]", "[Int]", "[(Int,Int)]"])
        XCTAssertEqual(variables.map(\.typeName.isOptional), [false, false, false, false])
        XCTAssertEqual(variables.map(\.typeName.isArray), [false, false, true, true])
        XCTAssertNil(variables[0].type)
    }

    /// GRDB's `let testedRequest = A\n        .including(…)`: the text before the member keeps its line
    /// break and indentation, so the name is no type's (Sourcery's `TypeName(name:)` keeps the text).
    func testAGuessedCalleeKeepsTheTextsLineBreak() throws {
        let result = scan("""
        struct A {}
        final class Tests {
            let request = A
                .including(required: A.b)
        }
        """)
        let request = try XCTUnwrap(result.type("Tests")?.variable("request"))
        XCTAssertEqual(request.typeName.name, "A\n        ")
        XCTAssertEqual(request.typeName.unwrappedTypeName, "A\n        ")
        XCTAssertNil(request.type)
    }

    /// swift-nio's `var deregisteredFDs = Set<Int>()`: a generic call is guessed as a generic only,
    /// no set (Sourcery's `TypeName(name:generic:)`); the same name written is a set.
    func testAGenericCallIsAGenericOnly() throws {
        let result = scan("""
        final class Selector {
            var guessed = Set<Int>()
            var list = Array<String>.init()
            var written: Set<Int> = []
        }
        """)
        let selector = try XCTUnwrap(result.type("Selector"))
        let guessed = try XCTUnwrap(selector.variable("guessed")?.typeName)
        XCTAssertEqual(guessed.name, "Set<Int>")
        XCTAssertFalse(guessed.isSet)
        XCTAssertEqual(guessed.generic?.typeParameters.map(\.typeName.name), ["Int"])
        XCTAssertFalse(try XCTUnwrap(selector.variable("list")?.typeName).isArray)
        XCTAssertTrue(try XCTUnwrap(selector.variable("written")?.typeName).isSet)
    }

    func testCommentsInsideTheValue() {
        XCTAssertEqual(guess("Foo(/* note */)"), "Foo")
        XCTAssertEqual(guess("Foo(\n// note\n)"), "Foo")
        XCTAssertNil(guess("a */ b /* c"))
    }

    func testDeepNestingGivesNoGuessInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        XCTAssertTrue(guess(deep) == nil, "a guess for 5,000 nested brackets")
    }
}
