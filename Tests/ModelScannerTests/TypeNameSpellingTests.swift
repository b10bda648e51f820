import XCTest
@testable import ModelScanner

/// Type names written across lines or with unusual spaces are spelled as Sourcery 2.3.0 spells them
/// (expected values from its whole-model dump, `Tests/SourceryDump/Conformance/expected`); the dump
/// keeps the normalized text.
final class TypeNameSpellingTests: XCTestCase {
    /// Arrays, dictionaries, tuples and generic arguments keep their text as written
    /// (swift-nio `ChannelOptions.Storage._storage`, OpenAPIKit `[String : AnyCodable]`).
    func testWrittenPartsKeepTheirLineBreaks() throws {
        let result = scan("""
        struct S {
            var storage: [(
                any Option,
                Int
            )]
            var extensions: [String : AnyCodable]?
            var producer: Producer<
                Element,
                Never
            >.AsyncIterator
            func pipes() -> (
                readFD: CInt, writeFD: CInt
            ) { fatalError() }
        }
        """)
        let type = try XCTUnwrap(result.type("S"))
        XCTAssertEqual(type.variable("storage")?.typeName.name, "[(\n        any Option,\n        Int\n    )]")
        let extensions = try XCTUnwrap(type.variable("extensions")?.typeName)
        XCTAssertEqual(extensions.name, "[String : AnyCodable]?")
        XCTAssertEqual(extensions.unwrappedTypeName, "[String : AnyCodable]")
        XCTAssertEqual(extensions.dictionary?.valueTypeName.name, "AnyCodable")
        XCTAssertEqual(type.variable("producer")?.typeName.name, "Producer<\n        Element,\n        Never\n    >.AsyncIterator")
        let pipes = try XCTUnwrap(type.method("pipes()"))
        XCTAssertEqual(pipes.returnTypeName.name, "(\n        readFD: CInt, writeFD: CInt\n    )")
        XCTAssertEqual(pipes.returnTypeName.tuple?.elements.map(\.name), ["readFD", "writeFD"])
        // `modelgen dump` prints the normalized text.
        XCTAssertEqual(pipes.returnTypeName.written, "(readFD: CInt, writeFD: CInt)")
    }

    /// Function types are rebuilt from their parts, so only their written pieces keep line breaks
    /// (swift-nio `ClientBootstrap.connect`: `-> EventLoopFuture<\n PostRegistrationTransformationResult\n >`);
    /// `some`/`any` types stay as written (GRDB `appendInterpolation(_ expressible: some SQLExpressible\n & …)`).
    func testFunctionTypesAreRebuiltAndOpaqueTypesKept() throws {
        let result = scan("""
        func connect(transform: @Sendable @escaping (Result,
                                                     EventLoop)->Future<
            Output
        >, _ key: some CodingKey
                   & Sendable, check: @autoclosure() -> Bool) {}
        """)
        let method = try XCTUnwrap(result.functions.first)
        XCTAssertEqual(method.parameters.map(\.typeName.name), [
            "(Result, EventLoop) -> Future<\n    Output\n>",
            "some CodingKey\n           & Sendable",
            "() -> Bool",
        ])
        XCTAssertEqual(method.parameters[0].asSource, "transform: @Sendable @escaping (Result, EventLoop) -> Future<\n    Output\n>")
        XCTAssertEqual(method.parameters[2].asSource, "check: @autoclosure () -> Bool")
        XCTAssertEqual(method.parameters[0].typeName.closure?.returnTypeName.generic?.name, "Future")
    }

    /// A composition is joined with ` & `; a member type's and a spelled-out `Array`'s generic
    /// arguments are rebuilt.
    func testCompositionsAndMemberTypes() {
        XCTAssertEqual(TypeName("Codable &\n  Sendable").name, "Codable & Sendable")
        XCTAssertEqual(TypeName("Outer.Inner<A,\n  B>").name, "Outer.Inner<A, B>")
        XCTAssertEqual(TypeName("Array<\n  Int\n>").name, "Array<Int>")
    }

    /// Sourcery names `(T)` by `T`: `(any P)?` is `any P?` and `([Int])` is `[Int]`, while a function
    /// type or composition keeps its parentheses before `?` (GRDB `fetchAll(…, adapter: (any RowAdapter)? = nil)`
    /// is `adapter: any RowAdapter? = nil` in its dump; Sourcery's AutoMockable writes `(any P)?` back from it).
    func testParenthesizedTypesAreNamedByTheirInnerType() throws {
        let adapter = TypeName("(any RowAdapter)?")
        XCTAssertEqual(adapter.name, "any RowAdapter?")
        XCTAssertEqual(adapter.unwrappedTypeName, "any RowAdapter")
        XCTAssertTrue(adapter.isOptional)
        XCTAssertEqual(adapter.written, "(any RowAdapter)?")
        XCTAssertEqual(TypeName("@Sendable (Data) -> (any DatabaseValueConvertible)?").name, "(Data) -> any DatabaseValueConvertible?")
        XCTAssertEqual(TypeName("(((any P)?) -> Void)").name, "(any P?) -> Void")
        XCTAssertEqual(TypeName("([Int])").name, "[Int]")
        XCTAssertEqual(TypeName("(Int)?").name, "Int?")
        let closure = TypeName("((Int) -> Void)?")
        XCTAssertEqual(closure.name, "((Int) -> Void)?")
        XCTAssertEqual(closure.unwrappedTypeName, "((Int) -> Void)")
        XCTAssertEqual(TypeName("(@Sendable () -> Void)!").name, "(@Sendable () -> Void)!")
        XCTAssertEqual(TypeName("(Codable & Sendable)?").name, "(Codable & Sendable)?")
        // As written inside arrays, tuples and generic arguments.
        XCTAssertEqual(TypeName("[(any P)?]").name, "[(any P)?]")
        XCTAssertEqual(TypeName("(Int, (any P)?)").name, "(Int, (any P)?)")
    }

    /// A type in parentheses keeps its attributes, as Sourcery's one-element tuple takes its type's:
    /// vapor's `var shouldUpgrade: (@Sendable () -> EventLoopFuture<HTTPHeaders?>)` and fluent-kit's
    /// `let freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)` print with them (variables
    /// `type WebSocketUpgrader`, `type _FastChildIterator._CStringBox`); an optional of one has none.
    func testAParenthesizedTypeKeepsItsAttributes() throws {
        let free = TypeName("(@convention(c) (UnsafePointer<CChar>?) -> Void)")
        XCTAssertEqual(free.description, "@convention(c) (UnsafePointer<CChar>?) -> Void")
        XCTAssertEqual(free.name, "(UnsafePointer<CChar>?) -> Void")
        XCTAssertEqual(free.attributes["convention"]?.first?.asSource, "@convention(c)")
        XCTAssertTrue(free.isClosure)
        XCTAssertEqual(TypeName("((@Sendable () -> Int))").description, "@Sendable () -> Int")
        XCTAssertTrue(TypeName("(@Sendable () -> Int)?").attributes.isEmpty)
        XCTAssertTrue(TypeName("(@escaping A, B)").attributes.isEmpty)
    }

    /// Inside a function type Sourcery names a specified type by its base type (`TypeName` of an
    /// attributed type), so `sending`, `borrowing`, … go and `inout` stays, and an optional's mark
    /// is doubled after a specifier (GRDB `inout SQLiteValue??`); a method's `-> sending R` is `R`
    /// (swift-nio `executeThenClose`, GRDB `Pool.barrier`).
    func testFunctionTypesLeaveOutSpecifiers() throws {
        let result = scan("""
        struct S {
            var body: (sending T, borrowing U, inout V, __owned W) async throws -> sending R
            var labelled: @Sendable (_ inbound: sending Stream, _ value: inout V?, block: inout (() -> Void)?) -> sending R?
            func barrier<R>(execute barrier: sending () throws -> sending R) -> sending R { fatalError() }
        }
        """)
        let type = try XCTUnwrap(result.type("S"))
        XCTAssertEqual(type.variable("body")?.typeName.name, "(T, U, inout V, W) async throws -> R")
        XCTAssertEqual(type.variable("labelled")?.typeName.name,
                       "(_ inbound: Stream, _ value: inout V??, block: inout (() -> Void)??) -> R??")
        let barrier = try XCTUnwrap(type.method("barrier(execute:)"))
        XCTAssertEqual(barrier.name, "barrier<R>(execute barrier: () throws -> R)")
        XCTAssertEqual(barrier.returnTypeName.name, "R")
        XCTAssertEqual(barrier.actualReturnTypeName.name, "R")
    }
}
