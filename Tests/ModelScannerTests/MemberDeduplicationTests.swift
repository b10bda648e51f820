@testable import ModelScanner
import XCTest

/// How Sourcery 2.3.0's composer de-duplicates members and merges repeated declarations; each case
/// names the sourcery-dump evidence (`Tests/SourceryDump/Conformance/expected/<corpus>/<template>.swift`).
final class MemberDeduplicationTests: XCTestCase {
    private func names(_ methods: [Method]) -> [String] {
        methods.map { "\($0.name) -> \($0.actualReturnTypeName.name) @\($0.definedInType?.name ?? "")" }
    }

    /// A method's name includes its parameter names: GRDB's `DatabaseValueConvertible` declares
    /// `fromDatabaseValue(_ dbValue:)` and `fromDatabaseValue(_ databaseValue:)` in two extensions,
    /// and every conforming type lists both (members `type CGFloat`); a name the type declares
    /// itself is not listed again.
    /// OpenAPIKit declares `extension DereferencedDocument { var routes: [Route] }` in two modules.
    /// Sourcery resolves only the first `routes`; resolving rebuilds its array form
    /// (`[DereferencedDocument.Route]`), so the two no longer compare equal and the second is listed
    /// too, unresolved (variables `type DereferencedDocument`). A plain or `some` type is only named,
    /// not rebuilt, so its repeat stays out.
    func testARepeatedVariableComesBackUnresolvedWhenItsTwinsTypeIsRebuilt() throws {
        let result = scan("""
        struct Document { struct Route {} }
        extension Document { var routes: [Route] { [] }; var count: Int { 0 }; var body: some P<Route> { x } }
        extension Document { var routes: [Route] { [] }; var count: Int { 0 }; var body: some P<Route> { x } }
        extension Document { var routes: [Route] { [] } }
        """)
        let variables = try XCTUnwrap(result.type("Document")?.variables)
        XCTAssertEqual(variables.map(\.name), ["routes", "count", "body", "routes"])
        XCTAssertEqual(variables[0].typeName.actualTypeName?.name, "[Document.Route]")
        XCTAssertNil(variables[3].typeName.actualTypeName)
        XCTAssertNil(variables[3].typeName.array?.elementTypeName.resolvedType)
    }

    /// `allVariables` lists both twins too: Sourcery's `flattenAll` leaves out a member only when
    /// it repeats one of an *earlier* group (own, each base, extensions), comparing type names with
    /// their rebuilt forms. A protocol's twins reach each conforming type (swift-parsing's
    /// `Conversion.data`, members `type Conversions.Map`); a protocol's variable that a conforming
    /// type declares with an equal type is listed once, with a differently rebuilt one (`Box<Self>`
    /// is `Box<Row>` in `Row`) again.
    func testAllVariablesKeepTwinsWhoseTypeResolutionRebuilt() throws {
        let result = scan("""
        struct Document { struct Route {} }
        extension Document { var routes: [Route] { [] } }
        extension Document { var routes: [Route] { [] } }
        protocol Convertible {}
        extension Convertible { var data: Box<Self> { x }; var count: Int { 0 } }
        extension Convertible { var data: Box<Self> { x } }
        struct Box<T> {}
        struct Row: Convertible { var data: Box<Self>; var count: Int }
        struct Column: Convertible {}
        """)
        func list(_ name: String) -> [String] {
            result.type(name)?.allVariables.map { "\($0.name): \($0.typeName.actualTypeName?.name ?? "-") @\($0.definedInType?.name ?? "")" } ?? []
        }
        XCTAssertEqual(list("Document"), ["routes: [Document.Route] @Document", "routes: - @Document"])
        XCTAssertEqual(list("Column"), ["data: Box<Convertible> @Convertible", "count: - @Convertible", "data: - @Convertible"])
        XCTAssertEqual(list("Row"), ["data: Box<Row> @Row", "count: - @Row", "data: Box<Convertible> @Convertible", "data: - @Convertible"])
    }

    func testMethodsDifferingInParameterNamesAreBothKept() throws {
        let result = scan("""
        protocol Convertible {}
        extension Convertible { static func from(_ dbValue: Int) -> Int? { nil } }
        extension Convertible { static func from(_ value: Int) -> Int? { nil } }
        struct Row: Convertible { static func from(_ dbValue: Int) -> Int? { nil } }
        """)
        let row = try XCTUnwrap(result.type("Row"))
        XCTAssertEqual(row.allMethods.map { "\($0.name) @\($0.definedInType?.name ?? "")" },
                       ["from(_ dbValue: Int) @Row", "from(_ value: Int) @Convertible"])
        XCTAssertEqual(result.type("Convertible")?.allMethods.map(\.name), ["from(_ dbValue: Int)", "from(_ value: Int)"])
    }

    /// GRDB's `MutablePersistableRecord+Insert.swift` declares `insertAndFetch(_:onConflict:)` in both
    /// `#if` branches of one extension, the second with `@available`. Sourcery resolves only the first,
    /// whose actual result type then differs from the second's written one, so both are `methods`,
    /// the second without `definedInType` (methods `type MutablePersistableRecord`: `definedInType=`).
    func testARepeatInOneDeclarationComesBackUnresolvedWithoutDeclaringType() throws {
        let result = scan("""
        protocol Record {}
        extension Record {
        #if CUSTOM
            func fetch() -> Self { self }
        #else
            @available(iOS 15, *)
            func fetch() -> Self { self }
        #endif
        }
        """)
        let record = try XCTUnwrap(result.type("Record"))
        XCTAssertEqual(names(record.methods), ["fetch() -> Record @Record", "fetch() -> Self @"])
        XCTAssertEqual(record.methods.map { $0.definedInType?.isExtension }, [true, nil])
        // The repeat is rebuilt without its declaring type, in every list holding it.
        XCTAssertTrue(record.rawMethods.allSatisfy { method in record.methods.contains { $0 === method } })
        withExtendedLifetime(result) {}
    }

    /// Sourcery keeps `methods` in an ordered set of values: a twin equal in every respect is
    /// dropped although its result type was never resolved (OpenAPIKit's `Either.boolean(_:)`,
    /// declared in the same extension of both modules: methods `type Either` lists it once), and
    /// so is a protocol's default implementation written like the requirement (`SummaryOverridable`).
    func testAnEqualTwinIsDroppedThoughUnresolved() throws {
        let result = SourceScanner.scan(files: [
            (path: "Sources/A/E.swift", source: "enum Either<A> {}\nextension Either where A == Bool { static func boolean() -> Self { .a } }"),
            (path: "Sources/B/E.swift", source: "extension Either where A == Bool { static func boolean() -> Self { .a } }"),
            (path: "Sources/B/S.swift", source: """
            protocol Overridable { func overridden() -> Self }
            extension Overridable { func overridden() -> Self { self } }
            """),
        ])
        XCTAssertEqual(try names(XCTUnwrap(result.type("Either")).methods), ["boolean() -> Either @Either"])
        XCTAssertEqual(try names(XCTUnwrap(result.type("Overridable")).methods), ["overridden() -> Overridable @Overridable"])
        withExtendedLifetime(result) {}
    }

    /// …but not when it differs otherwise (swift-nio's `_applyChannelConvenienceOptions` is `public`
    /// in the extension: methods `type NIOClientTCPBootstrapProtocol` has both), nor when resolution
    /// rebuilt a generic result type (swift-parsing's `CaseIterable.parser(of:)` returning
    /// `Parser<Substring, Self>` in two extensions: both listed, the second with `Self`).
    func testATwinDifferingOtherwiseOrWithARebuiltResultStays() throws {
        let result = scan("""
        protocol Bootstrap { func apply() -> Self }
        extension Bootstrap { public func apply() -> Self { self } }
        struct Parser<Input, Output> {}
        protocol Cases {}
        extension Cases where Self: RawRepresentable { static func parser() -> Parser<Int, Self> { .init() } }
        extension Cases where Self: Hashable { static func parser() -> Parser<Int, Self> { .init() } }
        """)
        XCTAssertEqual(try names(XCTUnwrap(result.type("Bootstrap")).methods),
                       ["apply() -> Bootstrap @Bootstrap", "apply() -> Self @Bootstrap"])
        XCTAssertEqual(try names(XCTUnwrap(result.type("Cases")).methods),
                       ["parser() -> Parser<Int, Cases> @Cases", "parser() -> Parser<Int, Self> @Cases"])
        withExtendedLifetime(result) {}
    }

    /// …nor when resolution rebuilt a parameter's generic type (OpenAPIKit's `JSONSchema` declared in
    /// two modules: its `static func boolean(_ core: CoreContext<JSONTypeFormat.BooleanFormat>)`,
    /// the format an alias, is listed twice, the second unresolved).
    func testATwinWithARebuiltParameterTypeStays() throws {
        let boolean = "    static func boolean(_ core: Context<Format.Boolean>) -> Self { .init() }\n"
        let result = SourceScanner.scan(files: [
            (path: "Sources/A/Schema.swift", source: "struct Schema {\n" + boolean + "}"),
            (path: "Sources/B/Schema.swift", source: "struct Schema {\n    var extra: Int\n" + boolean + "}"),
            (path: "Sources/B/Format.swift", source: "struct Context<F> {}\nenum Format { typealias Boolean = Shared.Boolean }\nenum Shared { enum Boolean {} }"),
        ])
        XCTAssertEqual(try names(XCTUnwrap(result.type("Schema")).methods),
                       ["boolean(_ core: Context<Format.Boolean>) -> Schema @Schema",
                        "boolean(_ core: Context<Format.Boolean>) -> Self @Schema"])
        withExtendedLifetime(result) {}
    }

    /// Sourcery does not merge a declaration equal to the type as merged so far, so a file copied
    /// into two modules gives one type (OpenAPIKit's `DereferencedDocument` in OpenAPIKit and
    /// OpenAPIKit30: types `inheritedTypes[0]=Equatable` only, one subscript), without a warning;
    /// a declaration that differs is still merged.
    func testAnEqualDeclarationIsNotMerged() throws {
        let copy = "public struct Document: Equatable {\n    public var title: String\n    subscript(i: Int) -> Int { i }\n}"
        let result = SourceScanner.scan(files: [
            (path: "Sources/OpenAPIKit/Document.swift", source: copy),
            (path: "Sources/OpenAPIKit30/Document.swift", source: copy),
            (path: "Sources/OpenAPIKit30/Other.swift", source: "struct Other {}"),
            (path: "Sources/OpenAPIKit31/Other.swift", source: "struct Other { var more: Int }"),
        ])
        let document = try XCTUnwrap(result.type("Document"))
        XCTAssertEqual(document.inheritedTypes, ["Equatable"])
        XCTAssertEqual(document.variables.map(\.name), ["title"])
        XCTAssertEqual(document.rawSubscripts.count, 1)
        XCTAssertEqual(result.type("Other")?.variables.map(\.name), ["more"])
        XCTAssertEqual(result.diagnostics.count, 1)
    }

    /// Before comparing declarations, Sourcery resolves the last typealias of each name in place,
    /// so a copy holding an alias whose target resolution rebuilds differs from the type and is
    /// merged; its variable of the alias's type comes back then, as resolving the type's twin gives
    /// it the alias target's form (OpenAPIKit's `DereferencedResponse` in two modules, with
    /// `typealias Map = OrderedDictionary<OpenAPI.Response.StatusCode, …>` and `var headers:
    /// DereferencedHeader.Map?`: variables `type DereferencedResponse`, six variables). An alias
    /// whose target resolves to itself keeps the copies equal.
    func testACopyHoldingAnAliasThatResolutionRebuildsIsMerged() throws {
        func copy(_ name: String, _ target: String) -> String {
            "struct \(name) {\n    typealias Map = Box<\(target)>\n    var underlying: Int\n    var headers: Header.Map?\n}\n"
        }
        let shared = "struct Box<T> {}\nstruct Header { typealias Map = Box<Int> }\nenum API { typealias Code = Int }\n"
        let result = SourceScanner.scan(files: [
            (path: "Sources/A/Response.swift", source: copy("Response", "API.Code") + copy("Plain", "Int")),
            (path: "Sources/B/Response.swift", source: copy("Response", "API.Code") + copy("Plain", "Int") + shared),
        ])
        let response = try XCTUnwrap(result.type("Response"))
        XCTAssertEqual(response.rawVariables.count, 4)
        XCTAssertEqual(response.variables.map(\.name), ["underlying", "headers", "headers"])
        XCTAssertEqual(response.variables.map(\.typeName.actualTypeName?.name), [nil, "Box<Int>?", nil])
        XCTAssertEqual(result.type("Plain")?.rawVariables.count, 2)
    }

    /// Sourcery compares a declaration, its inherited names resolved, with the type (a later
    /// declaration) whose names are still as written: swift-nio copies `AnyAsyncSequence` into two
    /// modules, inheriting `NIOFileSystemSendableMetatype` in one and `_NIOFileSystemSendableMetatype`
    /// in the other, both aliases of `Any`. The declarations differ, so they are merged (types `type
    /// AnyAsyncSequence.AsyncIterator`: `inheritedTypes` four names). Any alias does it, one both
    /// copies name alike included; names that resolve to themselves keep the copies equal.
    func testADeclarationInheritingAnAliasDiffersFromTheTypeAsWritten() throws {
        func copy(_ alias: String) -> String {
            "typealias \(alias) = Any\nstruct Sequence { struct Iterator: IteratorProtocol, \(alias) { var x: Int } }\n"
                + "struct Alike: Meta { var y: Int }\nstruct Same: Equatable { var z: Int }"
        }
        let result = SourceScanner.scan(files: [
            (path: "Sources/NIOFS/Stream.swift", source: "typealias Meta = Any\n" + copy("Metatype")),
            (path: "Sources/_NIOFileSystem/Stream.swift", source: copy("_Metatype")),
        ])
        let iterator = try XCTUnwrap(result.type("Sequence.Iterator"))
        XCTAssertEqual(iterator.inheritedTypes, ["IteratorProtocol", "Any", "IteratorProtocol", "Any"])
        XCTAssertEqual(iterator.rawVariables.count, 2)
        XCTAssertEqual(result.type("Alike")?.inheritedTypes, ["Any", "Any"])
        XCTAssertEqual(result.type("Same")?.rawVariables.count, 1)
    }

    /// An initializer's result, as Sourcery parses it, ends with its `where` clause; resolution
    /// names the type alone. So of two `init()` differing only in their clause's place, the
    /// repeat is kept, unresolved, with the clause (swift-parsing's `Digits`, methods `type Digits`).
    func testAnInitializersRepeatKeepsItsWhereClause() throws {
        let result = scan("""
        struct Digits<Length> {}
        extension Digits { init() where Length == Int {} }
        extension Digits { init() where Length == Int {} }
        extension Digits { init(x: Int) where Length == Int {} }
        """)
        let methods = try XCTUnwrap(result.type("Digits")?.methods)
        XCTAssertEqual(methods.map(\.name), ["init()", "init()", "init(x: Int)"])
        XCTAssertEqual(methods.map(\.returnTypeName.name), ["Digits", "Digits where Length == Int", "Digits"])
        XCTAssertEqual(methods.map(\.actualReturnTypeName.name), ["Digits", "Digits where Length == Int", "Digits"])
        // The resolved ones are rebuilt with their new result, in every list holding them.
        XCTAssertTrue(try XCTUnwrap(result.type("Digits")?.rawMethods).elementsEqual(methods, by: ===))
        XCTAssertTrue(methods.allSatisfy { method in method.definedInType?.rawMethods.contains { $0 === method } == true })
    }

    /// Sourcery's `Enum ==` also compares the cases: OpenAPIKit's `OpenAPI.Server.CodingKeys` has
    /// one case more than OpenAPIKit30's, so the two are merged and `allBuiltinKeys: [CodingKeys]`
    /// is listed twice (its repeat unresolved, as the kept one's array was rebuilt).
    func testEnumsDifferingInCasesAreMerged() throws {
        func keys(_ cases: String) -> String {
            "extension Server {\n    enum CodingKeys: Key {\n        case \(cases)\n        static var allBuiltinKeys: [CodingKeys] { [] }\n    }\n}"
        }
        let result = SourceScanner.scan(files: [
            (path: "Sources/A/Server.swift", source: keys("name, url")),
            (path: "Sources/B/Server.swift", source: "struct Server {}\nprotocol Key {}\n" + keys("url")),
        ])
        let codingKeys = try XCTUnwrap(result.type("Server.CodingKeys"))
        XCTAssertEqual(codingKeys.cases.map(\.name), ["url"])
        XCTAssertEqual(codingKeys.variables.map { $0.typeName.actualTypeName?.name }, ["[Server.CodingKeys]", nil])
    }

    /// Variables repeat by their type as Sourcery names it, a guessed one included: GRDB's private
    /// `A` declares `static let b = belongsTo(B.self)` in one test file and `hasOne(B.self)` in another.
    func testVariablesWithDifferentGuessedTypesAreNoRepeats() throws {
        let result = SourceScanner.scan(files: [
            (path: "A.swift", source: "private struct A { static let b = belongsTo(B.self); static let c = make() }"),
            (path: "B.swift", source: "private struct A { static let b = hasOne(B.self); static let c = make() }"),
        ])
        let a = try XCTUnwrap(result.type("A"))
        XCTAssertEqual(a.variables.map { "\($0.name): \($0.typeName.name)" }, ["b: hasOne", "c: make", "b: belongsTo"])
    }

    /// Variables repeat by their type as Sourcery parses it, a nested type's name qualified: fluent-kit
    /// declares `final class User` in two files with `var pet: Pet`, one nesting `struct Pet` (so
    /// `User.Pet`), the other naming the top-level `Pet`; both are listed (variables `type User`).
    func testVariablesNamingDifferentlyQualifiedTypesAreNoRepeats() throws {
        let result = SourceScanner.scan(files: [
            (path: "Tests/User.swift", source: "final class User { var pet: Pet; var name: String }\nfinal class Pet {}"),
            (path: "Benchmark/User.swift", source: "final class User { struct Pet {}; var pet: Pet; var name: String }"),
        ])
        let user = try XCTUnwrap(result.type("User"))
        XCTAssertEqual(user.variables.map { "\($0.name): \($0.typeName.name)" }, ["pet: User.Pet", "name: String", "pet: Pet"])
    }

    /// Subscripts repeat as Sourcery's `uniqueSubscriptFilter` sees them: equal parameters, result
    /// type and access levels, and, as with variables, only the first is resolved, so a repeat comes
    /// back unresolved when resolution rebuilt its twin's parameter or result type. fluent-kit's
    /// `ModelAlias` declares `subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value`
    /// as a requirement and again in a public extension; Sourcery resolves `Value` in the first, so
    /// both are listed, the second unresolved (members `type ModelAlias`: `subscript 3`, `returnType=`).
    /// A requirement of an internal protocol is internal, so its public implementation is another subscript.
    func testSubscriptsRepeatByParametersResultAndAccessUnlessResolutionRebuilt() throws {
        let result = scan("""
        struct Document { struct Route {} }
        extension Document { subscript(routes: [Route]) -> Int { 0 }; subscript(index: Int) -> Int { 0 } }
        extension Document { subscript(routes: [Route]) -> Int { 0 }; subscript(index: Int) -> Int { 0 } }
        protocol Indexed { subscript(i: Int) -> Int { get } }
        extension Indexed { public subscript(i: Int) -> Int { 0 } }
        public protocol Public { subscript(i: Int) -> Int { get } }
        extension Public { public subscript(i: Int) -> Int { 0 } }
        struct Row: Indexed {}
        """)
        func list(_ subscripts: [Subscript]?) -> [String] {
            (subscripts ?? []).map { "\($0.parameters[0].name) \($0.readAccess): \($0.parameters[0].typeName.actualTypeName?.name ?? "-")" }
        }
        XCTAssertEqual(list(result.type("Document")?.subscripts),
                       ["routes internal: [Document.Route]", "index internal: -", "routes internal: -"])
        XCTAssertEqual(list(result.type("Indexed")?.subscripts), ["i internal: -", "i public: -"])
        XCTAssertEqual(list(result.type("Row")?.allSubscripts), ["i internal: -", "i public: -"])
        XCTAssertEqual(list(result.type("Public")?.subscripts), ["i public: -"])
    }
}
