import XCTest
@testable import ModelScanner

final class CompositionTests: XCTestCase {
    func testExtensionsMergeAcrossFilesInOrder() throws {
        let result = SourceScanner.scan(files: [
            (path: "A.swift", source: "extension Account: Hashable { var early: Int { 1 } }"),
            (path: "B.swift", source: "struct Account: Codable { var id: Int }\nextension Account: Codable, Equatable { func f() {} }"),
        ])
        let account = try XCTUnwrap(result.type("Account"))
        XCTAssertEqual(account.kind, .struct)
        XCTAssertFalse(account.isExtension)
        XCTAssertEqual(account.file, "B.swift")
        XCTAssertEqual(account.inheritedTypes, ["Codable", "Hashable", "Codable", "Equatable"])
        XCTAssertEqual(account.variables.map(\.name), ["id", "early"])
        XCTAssertEqual(account.variable("early")?.definedInType?.isExtension, true)
        XCTAssertEqual(account.methods.map(\.selectorName), ["f"])
    }

    /// In its protocol, an associated type's name resolves to its stand-in when no other protocol
    /// declares that name (Sourcery's AutoMockable names `getValue() -> Value` of
    /// `associatedtype Value: Sequence` `getValueSequence…`); declared twice, it stays as written.
    /// An extension's typealias belongs to the type it is merged into (the last of a name in the
    /// extension; an earlier one stays the extension's), across files.
    func testATypealiasOfAMergedExtensionMovesToTheType() throws {
        let result = SourceScanner.scan(files: [
            (path: "A.swift", source: "enum Outer { struct Account {} }"),
            (path: "B.swift", source: "extension Outer.Account {\n#if A\ntypealias ID = Int\n#else\ntypealias ID = String\n#endif\n}"),
        ])
        let account = try XCTUnwrap(result.type("Outer.Account"))
        let aliases = result.typealiases.filter { $0.aliasName == "ID" }
        XCTAssertEqual(aliases.map(\.name), ["Outer.Account.ID", "Outer.Account.ID"])
        XCTAssertEqual(aliases.map { $0.parent === account }, [false, true])
        XCTAssertEqual(aliases.map { $0.parent?.isExtension }, [true, false])
        XCTAssertTrue(account.typealiases["ID"] === aliases[1])
    }

    func testAssociatedTypeNamesResolveInTheirProtocol() throws {
        let result = scan("""
        protocol TestProtocol {
            associatedtype Value: Sequence where Value.Element: Hashable
            func getValue() -> Value
            associatedtype Value2 = Int
            func getValue2() -> Value2
            associatedtype Shared: Collection
            func shared() -> Shared
        }
        protocol Other { associatedtype Shared: Hashable; func other() -> Shared }
        extension TestProtocol { func again() -> Value? { nil } }
        """)
        let test = try XCTUnwrap(result.type("TestProtocol"))
        XCTAssertEqual(test.method("getValue()")?.actualReturnTypeName.name, "Sequence")
        XCTAssertEqual(test.method("getValue2()")?.actualReturnTypeName.name, "Value2")
        XCTAssertEqual(test.method("shared()")?.actualReturnTypeName.name, "Shared")
        XCTAssertEqual(test.method("again()")?.actualReturnTypeName.name, "Sequence?")
    }

    /// A protocol inheriting an associated type declares nothing new (swift-parsing's `ParserPrinter:
    /// Parser`), and a typealias naming one (`typealias Body = _Body`) has its stand-in as the type.
    func testInheritedAssociatedTypesAndAliasesOfThemResolveToTheStandIn() throws {
        let result = scan("""
        protocol Parser {
            associatedtype _Body
            typealias Body = _Body
            var body: Body { get }
            func parse() -> _Body
        }
        protocol ParserPrinter: Parser {}
        """)
        let parser = try XCTUnwrap(result.type("Parser"))
        XCTAssertNotNil(result.type("ParserPrinter")?.associatedTypes["_Body"])
        XCTAssertEqual(parser.method("parse()")?.actualReturnTypeName.name, "Any")
        let body = try XCTUnwrap(parser.variables.first)
        XCTAssertEqual(body.typeName.actualTypeName?.name, "_Body")
        XCTAssertEqual(body.type?.name, "Any")
        XCTAssertEqual(body.type?.kind, .unknown)
    }

    func testOnlyExtendedTypesStayExtensions() throws {
        let result = scan("extension Array where Element == Int { var a: Int { 1 } }\nprivate extension Array { func b() {} }")
        let array = try XCTUnwrap(result.type("Array"))
        XCTAssertEqual(array.kind, .extension)
        XCTAssertTrue(array.isExtension)
        XCTAssertEqual(array.accessLevel, .internal)
        XCTAssertEqual(array.methods.first?.accessLevel, .private)
        XCTAssertEqual(array.genericRequirements.count, 0, "an extension's where clause is not the type's")
        XCTAssertEqual(result.types.count, 1)
    }

    /// Sourcery names an extension as written, generic arguments included, and a plain name that
    /// is a global typealias (not a scanned type) by the aliased type, through alias chains.
    func testExtensionNamesFollowSourcery() throws {
        let result = scan("""
        struct Box<T> { var t: T }
        extension Box<Int> { struct Inner {} }
        typealias HTTPStatus = Status
        typealias Status = HTTPResponseStatus
        extension HTTPStatus: Equatable { struct Code {} }
        typealias Crate = Box<String>
        extension Crate { func open() {} }
        typealias Shadowed = Int
        struct Shadowed {}
        extension Shadowed { func f() {} }
        """)
        XCTAssertEqual(result.types.map(\.name), [
            "Box", "Box<Int>", "Box<Int>.Inner", "HTTPResponseStatus", "HTTPResponseStatus.Code", "Shadowed",
        ])
        XCTAssertEqual(result.type("Box<Int>")?.kind, .extension)
        XCTAssertEqual(result.type("HTTPResponseStatus")?.inheritedTypes, ["Equatable"])
        XCTAssertEqual(result.type("Box")?.methods.map(\.dumpName), ["open()"])
        XCTAssertEqual(result.type("Shadowed")?.methods.map(\.dumpName), ["f()"])
    }

    func testDuplicateMembersAreDroppedAfterMerging() {
        let type = scan("""
        struct P {
            #if os(iOS)
            var name: String = "iOS"
            func f() {}
            #else
            var name: String = "other"
            func f() {}
            static func f() {}
            #endif
            var color: Int = 0
            var color: Double = 0
        }
        """).type("P")
        XCTAssertEqual(type?.variables.map(\.defaultValue), ["\"iOS\"", "0", "0"])
        XCTAssertEqual(type?.rawVariables.count, 4)
        XCTAssertEqual(type?.methods.map(\.dumpIsStatic), [false, true])
    }

    /// Sourcery's `supertype` is the type its first inherited name is filed under, as written: a
    /// generic superclass is inherited but no supertype (swift-nio's `SocketChannel:
    /// BaseStreamSocketChannel<Socket>`, types `type SocketChannel`).
    func testGenericSuperclassIsNoSupertype() throws {
        let result = scan("""
        class Base<T> {}
        class Plain {}
        final class Channel: Base<Int> {}
        final class Other: Plain {}
        """)
        let channel = try XCTUnwrap(result.type("Channel"))
        XCTAssertNil(channel.supertype)
        XCTAssertEqual(Set(channel.inherits.keys), ["Base"])
        XCTAssertEqual(result.type("Other")?.supertype?.name, "Plain")
    }

    func testTransitiveRelationships() throws {
        let result = scan("""
        protocol Q {}
        protocol P: Q { var p: Int { get } }
        class B: P { var b = 1 }
        class A: B, Unknown {}
        struct S: P, Codable {}
        """)
        let a = try XCTUnwrap(result.type("A"))
        XCTAssertEqual(a.supertype?.name, "B")
        XCTAssertEqual(Set(a.inherits.keys), ["B"])
        XCTAssertEqual(Set(a.implements.keys), ["P", "Q"])
        XCTAssertEqual(Set(a.based.keys), ["B", "Unknown", "P", "Q"])
        XCTAssertEqual(Set(a.basedTypes.keys), ["B", "P", "Q"])
        XCTAssertEqual(Set(result.type("S")?.implements.keys ?? [:].keys), ["P", "Q"])
        XCTAssertEqual(Set(result.type("P")?.implements.keys ?? [:].keys), ["Q"])
        XCTAssertEqual(a.allVariables.map(\.name), ["b", "p"])
    }

    /// Sourcery keeps the last declaration of a name and merges the earlier ones like extensions:
    /// their conformances appended as written, their members after the type's own, their cases dropped.
    func testLastOfSeveralDeclarationsIsTheType() throws {
        let result = SourceScanner.scan(files: [
            (path: "A.swift", source: "private enum Mode: Decodable, Hashable { case early\n var a: Int { 1 } }"),
            (path: "B.swift", source: """
            #if os(Linux)
            public enum Mode: Hashable { case linux }
            #else
            private enum Mode: Hashable { case other; var b: Int { 2 } }
            #endif
            """),
        ])
        let mode = try XCTUnwrap(result.type("Mode"))
        XCTAssertEqual(mode.accessLevel, .private)
        XCTAssertEqual(mode.line, 4)
        // The first `Hashable` became the raw type (an unscanned name on an enum with plain cases).
        XCTAssertEqual(mode.inheritedTypes, ["Decodable", "Hashable", "Hashable"])
        XCTAssertEqual(mode.cases.map(\.name), ["other"])
        XCTAssertEqual(mode.variables.map(\.name), ["b", "a"])
        XCTAssertEqual(mode.variables.map { $0.definedInType?.isExtension }, [false, false])
    }

    /// Sourcery's parser gives each associated type a stand-in type for its constraint, and those
    /// become types: `Hashable` is a protocol that every `Hashable` type implements.
    func testAssociatedTypeConstraintsBecomeStandInTypes() throws {
        let result = scan("""
        protocol Store {
            associatedtype Key: Hashable
            associatedtype Value: Codable & Sendable
            associatedtype Raw
            associatedtype Empty = Never
        }
        struct Name: Hashable {}
        """)
        let hashable = try XCTUnwrap(result.type("Hashable"))
        XCTAssertEqual(hashable.kind, .protocol)
        XCTAssertTrue(result.type("Name")?.implements["Hashable"] === hashable)
        XCTAssertEqual(result.type("Store.")?.kind, .protocolComposition)
        XCTAssertEqual(result.type("Store.")?.inheritedTypes, ["Codable", "Sendable"])
        XCTAssertEqual(result.type("Any")?.kind, .unknown)
        let store = try XCTUnwrap(result.type("Store"))
        XCTAssertEqual(store.associatedTypes["Raw"]?.typeName?.name, "Any")
        XCTAssertTrue(store.associatedTypes["Key"]?.type === hashable)
        XCTAssertEqual(store.associatedTypes["Empty"]?.typeName?.name, "Never")
        XCTAssertNil(store.associatedTypes["Empty"]?.type)
        XCTAssertEqual(result.types.map(\.name), ["Any", "Hashable", "Name", "Store", "Store."])
        XCTAssertFalse(result.dumpJSON().contains("\"Hashable\","))
        // A scanned type of the constraint's name is used instead of a stand-in.
        let declared = scan("protocol Hashable {}\nprotocol Store { associatedtype Key: Hashable }")
        XCTAssertEqual(declared.types.map(\.name), ["Hashable", "Store"])
        XCTAssertTrue(declared.type("Store")?.associatedTypes["Key"]?.type === declared.type("Hashable"))
    }

    /// swift-nio's example targets each declare an `EchoHandler`: merged as in Sourcery, with a
    /// warning that names both declarations. Same-named private types of one module stay quiet.
    func testSameNamedTypesOfTwoModulesMergeWithAWarningNamingBoth() throws {
        let result = SourceScanner.scan(files: [
            (path: "Sources/EchoClient/main.swift", source: "final class EchoHandler { var a = 1 }"),
            (path: "Sources/EchoServer/main.swift", source: "\nfinal class EchoHandler { var b = 2 }"),
            (path: "Sources/EchoServer/More.swift", source: "extension EchoHandler {}"),
            (path: "Tests/AppTests/A.swift", source: "private struct Row {}"),
            (path: "Tests/AppTests/B.swift", source: "private struct Row {}"),
        ])
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "Sources/EchoClient/main.swift:1:7: warning: class 'EchoHandler' of module EchoClient is merged into "
                + "the same-named class of module EchoServer at Sources/EchoServer/main.swift:2:7, as Sourcery does; "
                + "rename one of them to keep them apart",
        ])
        XCTAssertEqual(result.type("EchoHandler")?.variables.map(\.name), ["b", "a"])
        XCTAssertNil(ModuleCollisions.module(ofPath: "Sources/main.swift"))
        XCTAssertEqual(ModuleCollisions.module(ofPath: "/p/Sources/Lib/Sources/Gen/a.swift"), "Gen")
    }

    /// Sourcery resolves inherited names through typealiases and enclosing types before linking.
    func testInheritedNamesResolveThroughTypealiasesAndEnclosingTypes() throws {
        let result = scan("""
        typealias Meta = Base
        typealias Base = Any
        protocol TableRecord: Meta {}
        class Outer {
            class Inner {}
            class Sub: Inner {}
        }
        """)
        XCTAssertEqual(result.type("TableRecord")?.inheritedTypes, ["Any"])
        XCTAssertEqual(result.type("TableRecord")?.based, ["Any": "Any"])
        let sub = try XCTUnwrap(result.type("Outer.Sub"))
        XCTAssertEqual(sub.inheritedTypes, ["Outer.Inner"])
        XCTAssertEqual(sub.supertype?.name, "Outer.Inner")
    }

    /// GRDB's shape: a record names `TableRecord` before `MutablePersistableRecord`, which itself
    /// refines `TableRecord`; the shared base must be resolved before either links it.
    func testBaseSharedByTwoInheritedNamesKeepsItsTransitiveRelationships() throws {
        let result = SourceScanner.scan(files: [
            (path: "A.swift", source: "struct A: TableRecord {}"),
            (path: "B.swift", source: "extension A: MutablePersistableRecord {}"),
            (path: "P.swift", source: """
            protocol Base {}
            protocol TableRecord: Base {}
            protocol EncodableRecord {}
            protocol MutablePersistableRecord: EncodableRecord, TableRecord {}
            """),
        ])
        let record = try XCTUnwrap(result.type("MutablePersistableRecord"))
        XCTAssertEqual(Set(record.implements.keys), ["EncodableRecord", "TableRecord", "Base"])
        XCTAssertEqual(Set(result.type("A")?.implements.keys ?? [:].keys),
                       ["TableRecord", "MutablePersistableRecord", "EncodableRecord", "Base"])
    }

    func testLongInheritanceChainsResolveWithoutRecursion() {
        let count = 1_000
        var source = "class C0 {}\n"
        for index in 1..<count { source += "class C\(index): C\(index - 1) {}\n" }
        let result = scan(source)
        XCTAssertEqual(result.type("C\(count - 1)")?.inherits.count, count - 1)
    }

    func testCyclicInheritanceTerminates() {
        let result = scan("class A: B {}\nclass B: A {}\nprotocol P: P {}")
        XCTAssertEqual(result.types.count, 3)
        XCTAssertNil(result.type("P")?.implements["P"])
    }

    func testVariableTypesResolveThroughOptionalsAndCollections() throws {
        let result = scan("""
        struct Item {}
        struct Chat {
            struct Message {}
            var latest: Message
            var pinned: Message?
            var items: [Item]
            var lookup: [String: Item]!
            var maybe: Item?
            var unknown: Other
            func send(_ m: Message) {}
        }
        """)
        let chat = try XCTUnwrap(result.type("Chat"))
        XCTAssertEqual(chat.variable("latest")?.typeName.name, "Chat.Message")
        XCTAssertEqual(chat.variable("latest")?.type?.name, "Chat.Message")
        XCTAssertEqual(chat.variable("pinned")?.typeName.name, "Message?")
        XCTAssertEqual(chat.variable("pinned")?.type?.name, "Chat.Message")
        XCTAssertNil(chat.variable("items")?.type)
        XCTAssertEqual(chat.variable("items")?.typeName.array?.elementType?.name, "Item")
        XCTAssertEqual(chat.variable("lookup")?.typeName.dictionary?.valueType?.name, "Item")
        XCTAssertEqual(chat.variable("maybe")?.type?.name, "Item")
        XCTAssertNil(chat.variable("unknown")?.type)
        XCTAssertEqual(chat.method("send(_:)")?.parameters.first?.type?.name, "Chat.Message")
        XCTAssertTrue(chat.method("send(_:)")?.definedInType === chat)
        XCTAssertEqual(chat.containedTypes.first { $0.localName == "Message" }?.name, "Chat.Message")
    }

    /// Of several typealiases of one name (`#if` branches) the last counts, as in Sourcery's map of
    /// resolved aliases (swift-nio's `NIOBSDSocket.Handle` is `CInt`, not Windows' `SOCKET`).
    func testTheLastTypealiasOfANameCounts() {
        let result = scan("""
        enum Socket {
            #if os(Windows)
            typealias Handle = SOCKET
            #else
            typealias Handle = CInt
            #endif
        }
        #if canImport(Darwin)
        typealias Stat = Darwin.stat
        #else
        typealias Stat = Glibc.stat
        #endif
        struct S { func handle() -> Socket.Handle { fatalError() }; var stat: Stat }
        """)
        let type = result.type("S")
        XCTAssertEqual(type?.method("handle()")?.actualReturnTypeName.name, "CInt")
        XCTAssertEqual(type?.variable("stat")?.actualTypeName.name, "Glibc.stat")
    }

    /// An initializer in an extension of a typealias returns the aliased type, as in Sourcery
    /// (swift-nio `extension IOVector { init(…) }` returns `iovec`).
    func testAnInitializerInAnAliasedExtensionReturnsTheAliasedType() {
        let result = scan("""
        struct iovec {}
        typealias IOVector = iovec
        extension IOVector { init(base: Int) {}; init?(length: Int) {} }
        enum HTTPPart<Head, Body> {}
        typealias HTTPServerResponsePart = HTTPPart<HTTPResponseHead, IOData>
        extension HTTPServerResponsePart { init(_ target: Int) {} }
        """)
        let type = result.type("iovec")
        XCTAssertEqual(type?.method("init(base:)")?.returnTypeName.name, "iovec")
        XCTAssertEqual(type?.method("init(length:)")?.returnTypeName.name, "iovec?")
        XCTAssertEqual(result.type("HTTPPart")?.method("init(_:)")?.returnTypeName.name, "HTTPPart<HTTPResponseHead, IOData>")
    }

    /// A generic typealias's target is resolved where the alias is declared, so its base is the
    /// nested type's full name in the rebuilt name (GRDB's `PublisherExpectations.Completion`).
    func testAGenericAliasTargetKeepsItsBaseQualified() throws {
        let result = scan("""
        enum Expectations {
            struct Map<Base, Output> {}
            struct Recording<Input> {}
        }
        extension Expectations {
            typealias Elements<Input> = Map<Recording<Input>, [Input]>
        }
        final class Recorder<Input> {
            var elements: Expectations.Elements<Input> { fatalError() }
        }
        """)
        let elements = try XCTUnwrap(result.type("Recorder")?.variable("elements"))
        XCTAssertEqual(elements.typeName.actualTypeName?.name, "Expectations.Map<Expectations.Recording<Input>, [Input]>")
        XCTAssertEqual(elements.type?.name, "Expectations.Map")
    }

    func testTypealiasesAreFollowed() {
        let result = scan("struct Item {}\ntypealias Alias = Item\nstruct S { var a: Alias }")
        let variable = result.type("S")?.variable("a")
        XCTAssertEqual(variable?.type?.name, "Item")
        XCTAssertEqual(variable?.actualTypeName.name, "Item")
    }

    /// Sourcery sets `actualTypeName` whenever resolution changes a name, not only through
    /// typealiases: nested names are qualified, `Self` is the enclosing type, and collections and
    /// generics rebuild their arguments (an array also when its element is a scanned type).
    func testActualTypeNamesFollowSourcerysResolution() throws {
        let result = scan("""
        struct Box<T> {}
        protocol Record {
            func copy() -> Self?
            func boxed() -> Box<Self>
        }
        struct Person {
            var details: Details?
            var dogs: [Dog]
            var byName: [String: Dog]
            var plain: Int
            var box: Box<Int>
            struct Details {}
            struct Dog {}
        }
        """)
        let person = try XCTUnwrap(result.type("Person"))
        XCTAssertEqual(person.variable("details")?.typeName.actualTypeName?.name, "Person.Details?")
        XCTAssertEqual(person.variable("details")?.type?.name, "Person.Details")
        XCTAssertEqual(person.variable("dogs")?.typeName.actualTypeName?.name, "[Person.Dog]")
        XCTAssertEqual(person.variable("byName")?.typeName.actualTypeName?.name, "[String: Person.Dog]")
        XCTAssertNil(person.variable("plain")?.typeName.actualTypeName)
        XCTAssertEqual(person.variable("box")?.typeName.actualTypeName?.name, "Box<Int>")
        let record = try XCTUnwrap(result.type("Record"))
        XCTAssertEqual(record.method("copy()")?.actualReturnTypeName.name, "Record?")
        XCTAssertEqual(record.method("boxed()")?.actualReturnTypeName.name, "Box<Record>")
        XCTAssertNil(result.functions.first?.returnTypeName.actualTypeName)
    }

    /// A member's type names a nested type by its full name only when that type was declared
    /// before the member (Sourcery qualifies while parsing); later ones are qualified by resolution.
    func testNestedTypeQualificationDependsOnDeclarationOrder() throws {
        let result = scan("""
        struct Message {
            enum Kind {}
            var early: Kind
            func send(_ kind: inout Kind) -> Kind { kind }
            var late: Flag
            func flag(_ flag: Flag) -> Flag { flag }
            enum Flag {}
        }
        protocol Box { associatedtype Kind; var kind: Kind { get } }
        """)
        let message = try XCTUnwrap(result.type("Message"))
        XCTAssertEqual(message.variable("early")?.typeName.name, "Message.Kind")
        XCTAssertNil(message.variable("early")?.typeName.actualTypeName)
        XCTAssertEqual(message.method("send(_:)")?.parameters.first?.typeName.name, "inout Message.Kind")
        XCTAssertEqual(message.method("send(_:)")?.returnTypeName.name, "Message.Kind")
        XCTAssertEqual(message.variable("late")?.typeName.name, "Flag")
        XCTAssertEqual(message.variable("late")?.typeName.actualTypeName?.name, "Message.Flag")
        XCTAssertEqual(message.method("flag(_:)")?.parameters.first?.typeName.name, "Flag")
        XCTAssertEqual(message.method("flag(_:)")?.actualReturnTypeName.name, "Message.Flag")
        XCTAssertEqual(result.type("Box")?.variable("kind")?.typeName.name, "Kind")
    }

    func testAliasCyclesAndChainsEnd() {
        var source = "typealias A = B\ntypealias B = A\nstruct Target {}\ntypealias L0 = Target\n"
        for index in 1..<200 { source += "typealias L\(index) = L\(index - 1)\n" }
        source += "struct S { var cyclic: A; var chained: L199; var near: L5 }"
        let result = scan(source)
        let type = result.type("S")
        XCTAssertNil(type?.variable("cyclic")?.type)
        XCTAssertEqual(type?.variable("near")?.type?.name, "Target")
        XCTAssertEqual(type?.variable("near")?.actualTypeName.name, "Target")
        _ = type?.variable("chained")?.type
        withExtendedLifetime(result) {}
    }

    func testAllMembersOrder() {
        let result = scan("""
        protocol Identified { var id: String { get } }
        struct Tag { var label: String }
        extension Tag: Identified { var id: String { label } }
        """)
        XCTAssertEqual(result.type("Tag")?.allVariables.map { "\($0.name)@\($0.definedInType?.name ?? "")" },
                       ["label@Tag", "id@Identified"])
    }

    func testRepeatedMethodsAreDroppedIgnoringWhiteSpaceButOverloadsStay() throws {
        let type = try XCTUnwrap(scan("""
        struct S {
            #if os(iOS)
            func f(a: [String: Int]) -> Int? { 1 }
            init(x: Int) {}
            func f(a: Int) {}
            #else
            func f(a: [String:Int]) -> Int?  { 2 }
            init?(x: Int) {}
            func f(b: Int) {}
            static func f(a: Int) {}
            func f(a: Int) -> Int { 0 }
            #endif
            deinit {}
        }
        """).type("S"))
        XCTAssertEqual(type.methods.map(\.dumpName), ["f(a:)", "init(x:)", "f(a:)", "init(x:)", "f(b:)", "f(a:)", "f(a:)", "deinit"])
        XCTAssertEqual(type.methods.map(\.returnTypeName.name), ["Int?", "S", "Void", "S?", "Void", "Void", "Int", "Void"])
        XCTAssertEqual(type.methods.filter(\.dumpIsStatic).map(\.dumpName), ["f(a:)"])
    }

    func testTypesAreSortedByName() {
        XCTAssertEqual(scan("struct b {}\nstruct B {}\nstruct A {}\nstruct a {}").types.map(\.name), ["A", "B", "a", "b"])
    }
}
