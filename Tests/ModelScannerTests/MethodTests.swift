import XCTest
@testable import ModelScanner

final class MethodTests: XCTestCase {
    private let source = """
    class D {
        init() {}
        public init?(url: String) { nil }
        convenience init(_ url: URL, retries: Int = 3) { self.init() }
        init!(implicit: Int) {}
        deinit {}
        func download(from url: URL, to destination: URL? = nil) async throws -> Data { Data() }
        func log(_ items: Any..., separator: String = " ") {}
        func modify(_ value: inout Int) {}
        func run(_ block: () throws -> Void) rethrows {}
        func typed() throws(DownloadError) {}
        func never() throws(Never) {}
        func unnamed(_: Int) {}
        func closure(completion: @escaping (Result<Data, Error>) -> Void) {}
        func value<T: Decodable>(for key: String, as type: T.Type = T.self) -> T? where T: Sendable { nil }
        static func == (lhs: D, rhs: D) -> Bool { true }
        static prefix func ! (value: D) -> Bool { false }
        class func make() -> Self { fatalError() }
        static func &&<T>(lhs: T, rhs: T) -> T { lhs }
        func `default`() {}
        func spread(
            first: Int,
            second label: String
        ) async
            -> [String: Int]
        {
            [:]
        }
    }
    """

    func testSignatures() throws {
        let type = try XCTUnwrap(scan(source).type("D"))
        XCTAssertEqual(type.methods.map(\.dumpName), [
            "init()", "init(url:)", "init(_:retries:)", "init(implicit:)", "deinit", "download(from:to:)",
            "log(_:separator:)", "modify(_:)", "run(_:)", "typed()", "never()", "unnamed(_:)", "closure(completion:)",
            "value(for:as:)", "==(lhs:rhs:)", "!(value:)", "make()", "&&(lhs:rhs:)", "`default`()", "spread(first:second:)",
        ])
        let download = try XCTUnwrap(type.method("download(from:to:)"))
        XCTAssertEqual(download.parameters.map(\.argumentLabel), ["from", "to"])
        XCTAssertEqual(download.parameters.map(\.name), ["url", "destination"])
        XCTAssertEqual(download.parameters.last?.defaultValue, "nil")
        XCTAssertTrue(download.isAsync)
        XCTAssertTrue(download.throws)
        XCTAssertEqual(download.returnTypeName.name, "Data")
        XCTAssertEqual(download.name, "download(from url: URL, to destination: URL? = nil)")
        XCTAssertEqual(download.selectorName, "download(from:to:)")
    }

    func testInitializersAndEffects() throws {
        let type = try XCTUnwrap(scan(source).type("D"))
        XCTAssertEqual(type.method("init(url:)")?.returnTypeName.name, "D?")
        XCTAssertEqual(type.method("init(url:)")?.isFailableInitializer, true)
        XCTAssertEqual(type.method("init(url:)")?.accessLevel, .public)
        XCTAssertEqual(type.method("init(implicit:)")?.returnTypeName.name, "D!")
        XCTAssertEqual(type.method("init(_:retries:)")?.isConvenienceInitializer, true)
        XCTAssertEqual(type.methods.filter(\.isInitializer).count, 4)
        XCTAssertEqual(type.method("deinit")?.isDeinitializer, true)
        XCTAssertEqual(type.method("run(_:)")?.throws, false)
        XCTAssertEqual(type.method("run(_:)")?.rethrows, true)
        XCTAssertEqual(type.method("typed()")?.throwsTypeName?.name, "DownloadError")
        XCTAssertEqual(type.method("never()")?.throws, false)
        XCTAssertEqual(type.method("make()")?.isClass, true)
        XCTAssertEqual(type.method("make()")?.dumpIsStatic, true)
        XCTAssertEqual(type.method("==(lhs:rhs:)")?.isStatic, true)
    }

    func testParameterForms() throws {
        let type = try XCTUnwrap(scan(source).type("D"))
        XCTAssertEqual(type.method("log(_:separator:)")?.parameters.first?.typeName.name, "Any")
        XCTAssertEqual(type.method("log(_:separator:)")?.parameters.first?.writtenTypeName.name, "Any...")
        XCTAssertEqual(type.method("log(_:separator:)")?.parameters.first?.asSource, "_ items: Any...")
        XCTAssertEqual(type.method("log(_:separator:)")?.parameters.first?.isVariadic, true)
        XCTAssertEqual(type.method("modify(_:)")?.parameters.first?.inout, true)
        XCTAssertEqual(type.method("unnamed(_:)")?.parameters.first?.name, "")
        let closure = type.method("closure(completion:)")?.parameters.first
        XCTAssertEqual(closure?.typeAttributes["escaping"]?.count, 1)
        XCTAssertEqual(closure?.typeName.closure?.returnTypeName.name, "Void")
        XCTAssertEqual(closure?.typeName.description, "@escaping (Result<Data, Error>) -> Void")
    }

    func testGenericsAndWhereClauses() throws {
        let method = try XCTUnwrap(scan(source).type("D")?.method("value(for:as:)"))
        XCTAssertEqual(method.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(method.genericParameters.first?.inheritedTypeName?.name, "Decodable")
        XCTAssertEqual(method.genericRequirements.map(\.rightType.typeName.name), ["Sendable"])
        XCTAssertEqual(method.shortName, "value<T: Decodable>")
        XCTAssertEqual(method.callName, "value")
        XCTAssertEqual(method.returnTypeName.name, "T? where T: Sendable")
        XCTAssertTrue(method.isGeneric)
    }

    /// Sourcery appends a function's `where` clause, as written, to its result type (AutoMockable
    /// relies on it); the name's shape stays that of the result type.
    func testWhereClauseIsPartOfTheResultType() throws {
        let type = try XCTUnwrap(scan("""
        struct W {
            func value<T: Decodable>(for key: String) -> T? where T: Sendable { nil }
            func store<E>(_ value: E) where E: Encodable,
                E : Sendable {}
            init<T>(_ value: T) where T: Sendable {}
        }
        """).type("W"))
        let value = try XCTUnwrap(type.method("value(for:)"))
        XCTAssertEqual(value.returnTypeName.name, "T? where T: Sendable")
        XCTAssertEqual(value.returnTypeName.unwrappedTypeName, "T")
        XCTAssertTrue(value.returnTypeName.isOptional)
        XCTAssertEqual(value.actualReturnTypeName.name, "T? where T: Sendable")
        let store = try XCTUnwrap(type.method("store(_:)"))
        XCTAssertEqual(store.returnTypeName.name, "Void where E: Encodable,\n        E : Sendable")
        XCTAssertTrue(store.returnTypeName.isVoid)
        XCTAssertEqual(type.method("init(_:)")?.returnTypeName.name, "W")
    }

    /// Sourcery's `callName` is `shortName` up to its first `<` (so `<=` has none), a generic
    /// parameter list is kept as written, and a generic failable initializer loses its `?`; an
    /// operator's selector loses its last `?` (GRDB `??(lhs:rhs:)` is `?(lhs:rhs:)` in Sourcery's dump).
    func testShortAndCallNamesFollowSourcery() throws {
        let type = try XCTUnwrap(scan("""
        struct N {
            static func ?? (lhs: N, rhs: Int) -> N { lhs }
            static func <= (lhs: N, rhs: N) -> Bool { true }
            func pair<Key,
                      Value>(_ key: Key, _ value: Value) {}
            init?<S: StringProtocol>(_ text: S) { nil }
        }
        """).type("N"))
        let lessOrEqual = try XCTUnwrap(type.method("<=(lhs:rhs:)"))
        XCTAssertEqual(lessOrEqual.shortName, "<=")
        XCTAssertEqual(lessOrEqual.callName, "")
        XCTAssertEqual(lessOrEqual.selectorName, "<=(lhs:rhs:)")
        let coalescing = try XCTUnwrap(type.method("??(lhs:rhs:)"))
        XCTAssertEqual(coalescing.selectorName, "?(lhs:rhs:)")
        XCTAssertEqual(coalescing.shortName, "??")
        XCTAssertEqual(coalescing.callName, "??")
        let pair = try XCTUnwrap(type.method("pair(_:_:)"))
        XCTAssertEqual(pair.shortName, "pair<Key,\n              Value>")
        XCTAssertEqual(pair.callName, "pair")
        let initializer = try XCTUnwrap(type.method("init(_:)"))
        XCTAssertEqual(initializer.shortName, "init<S: StringProtocol>")
        XCTAssertEqual(initializer.callName, "init")
        XCTAssertEqual(initializer.selectorName, "init(_:)")
    }

    /// Ownership specifiers are not part of a parameter's type in Sourcery; `inout` is.
    func testOwnershipSpecifiersLeaveTheParameterType() throws {
        let method = try XCTUnwrap(scan("""
        struct O { func take(_ job: consuming Job, _ view: borrowing View, _ value: __owned sending T, _ n: inout Int) {} }
        """).type("O")?.method("take(_:_:_:_:)"))
        XCTAssertEqual(method.parameters.map(\.typeName.name), ["Job", "View", "T", "inout Int"])
        XCTAssertEqual(method.parameters[0].writtenTypeName.name, "consuming Job")
        XCTAssertEqual(method.parameters[0].asSource, "_ job: Job")
    }

    /// Sourcery names a pack expansion parameter by its pattern (OpenAPIKit's `validating`).
    func testAPackExpansionParameterIsNamedByItsPattern() throws {
        let method = try XCTUnwrap(scan("""
        struct V { func validating<each T>(_ validations: repeat KeyPath<V, each T>) {} }
        """).type("V")?.method("validating(_:)"))
        XCTAssertEqual(method.parameters[0].typeName.name, "KeyPath<V, each T>")
        XCTAssertEqual(method.name, "validating<each T>(_ validations: KeyPath<V, each T>)")
    }

    /// After a specifier, an optional type's mark is doubled in Sourcery's name (its syntax front
    /// end names the specified type by the optional's name, then marks that optional again):
    /// swift-nio's `isolation: isolated (any Actor)? = #isolation`, `handle: inout ThreadHandle?`.
    func testASpecifiedOptionalTypeRepeatsItsMark() throws {
        let method = try XCTUnwrap(scan("""
        struct O { func run(handle: inout Handle?, isolation: isolated (any Actor)? = #isolation, to stream: sending Stream!,
                            plain: Int?, _ closure: inout () -> Int?, _ n: inout Int) {} }
        """).type("O")?.method("run(handle:isolation:to:plain:_:_:)"))
        XCTAssertEqual(method.parameters.map(\.typeName.name),
                       ["inout Handle??", "any Actor??", "Stream!!", "Int?", "inout () -> Int?", "inout Int"])
        XCTAssertEqual(method.name, "run(handle: inout Handle??, isolation: any Actor?? = #isolation, to stream: Stream!!, "
                       + "plain: Int?, _ closure: inout () -> Int?, _ n: inout Int)")
    }

    /// A parameter without label or name prints `_: Int`, as in Sourcery.
    func testUnnamedParameterSource() throws {
        let method = try XCTUnwrap(scan(source).type("D")?.method("unnamed(_:)"))
        XCTAssertEqual(method.parameters.first?.asSource, "_: Int")
        XCTAssertEqual(method.name, "unnamed(_: Int)")
    }

    /// `allMethods` keeps every method whose full name, `static`/`class` or actual result type
    /// differs (Sourcery's key), so operators sharing a selector are all kept.
    func testAllMethodsKeepsOverloadsSharingASelector() throws {
        let result = scan("""
        protocol Expression {
            static func && (lhs: Self, rhs: Int) -> Bool
            static func && (lhs: Int, rhs: Self) -> Bool
        }
        struct Column: Expression {}
        """)
        let type = try XCTUnwrap(result.type("Column"))
        XCTAssertEqual(type.allMethods.map(\.name), ["&&(lhs: Self, rhs: Int)", "&&(lhs: Int, rhs: Self)"])
    }

    func testMultiLineSignature() throws {
        let method = try XCTUnwrap(scan(source).type("D")?.method("spread(first:second:)"))
        XCTAssertEqual(method.returnTypeName.name, "[String: Int]")
        XCTAssertTrue(method.isAsync)
    }

    func testSubscripts() throws {
        let type = try XCTUnwrap(scan("""
        struct S {
            subscript(index: Int) -> String { "" }
            subscript<T>(key key: T, default value: @autoclosure () -> Int) -> Int { get { 1 } set { } }
        }
        protocol P { subscript(i: Int) -> Int { get } }
        """).type("S"))
        XCTAssertEqual(type.subscripts.count, 2)
        XCTAssertEqual(type.subscripts[0].writeAccess, AccessLevel.none)
        XCTAssertEqual(type.subscripts[1].isMutable, true)
        XCTAssertEqual(type.subscripts[1].parameters.map(\.argumentLabel), ["key", "default"])
        XCTAssertEqual(type.subscripts[1].parameters[1].typeName.name, "() -> Int")
        XCTAssertEqual(type.subscripts[1].genericParameters.map(\.name), ["T"])
    }

    func testGlobalFunctionsAreSortedAndReported() {
        let result = scan("func b() {}\nfunc a(x: Int) -> Int { x }\nstruct S {}")
        XCTAssertEqual(result.functions.map(\.selectorName), ["a(x:)", "b"])
        XCTAssertNil(result.functions.first?.definedInType)
    }
}
