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
}
