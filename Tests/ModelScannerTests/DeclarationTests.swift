import XCTest
@testable import ModelScanner

final class DeclarationTests: XCTestCase {
    func testEveryTypeKind() {
        let result = scan("""
        struct S {}
        final class C: S {}
        enum E {}
        protocol P {}
        actor A {}
        distributed actor D {}
        extension Unknown {}
        """)
        XCTAssertEqual(result.types.map(\.name), ["A", "C", "D", "E", "P", "S", "Unknown"])
        XCTAssertEqual(result.types.map(\.kind), [.actor, .class, .actor, .enum, .protocol, .struct, .extension])
        XCTAssertEqual(result.type("C")?.isFinal, true)
        XCTAssertEqual(result.type("D")?.isDistributed, true)
        XCTAssertEqual(result.type("Unknown")?.isExtension, true)
    }

    func testNestedTypesAtAnyDepthAndInsideExtensions() {
        let result = scan("""
        struct Outer { struct Middle { enum Inner { struct Deepest {} } } }
        extension Outer.Middle { class Added {} }
        """)
        XCTAssertNotNil(result.type("Outer.Middle.Inner.Deepest"))
        let added = result.type("Outer.Middle.Added")
        XCTAssertEqual(added?.localName, "Added")
        XCTAssertTrue(added?.parent === result.type("Outer.Middle"))
        XCTAssertEqual(result.type("Outer.Middle")?.containedTypes.map(\.localName), ["Inner", "Added"])
    }

    func testAccessLevelsDefaultFromExtensionAndProtocol() {
        let result = scan("""
        public extension Outer { struct FromExtension { var member: Int } }
        public protocol P { var requirement: Int { get } }
        public struct Outer { struct Nested {} }
        private struct Hidden {}
        """)
        XCTAssertEqual(result.type("Outer.FromExtension")?.accessLevel, .public)
        XCTAssertEqual(result.type("Outer.FromExtension")?.variable("member")?.readAccess, .internal)
        XCTAssertEqual(result.type("P")?.variable("requirement")?.readAccess, .public)
        XCTAssertEqual(result.type("Outer.Nested")?.accessLevel, .internal)
        XCTAssertEqual(result.type("Hidden")?.accessLevel, .private)
    }

    func testGenericsInheritanceAndWhereClauses() {
        let result = scan("""
        struct Cache<Key: Hashable, each Value>: Sequence, @unchecked Sendable where Key: Codable, Key == Int {}
        """)
        let cache = result.type("Cache")
        XCTAssertEqual(cache?.genericParameters, ["Key", "Value"])
        XCTAssertEqual(cache?.inheritedTypes, ["Sequence", "@unchecked Sendable"])
        XCTAssertEqual(cache?.genericRequirements.map(\.relationshipSyntax), [":", "=="])
        XCTAssertEqual(cache?.genericRequirements.map(\.leftType.name), ["Key", "Key"])
        XCTAssertEqual(cache?.genericRequirements.map(\.rightType.typeName.name), ["Codable", "Int"])
        XCTAssertEqual(cache?.isGeneric, true)
    }

    /// A requirement's constraint is named by its text, as Sourcery names it from the syntax's
    /// description: swift-parsing's `P0.Output == (repeat each O1)` keeps its parentheses.
    func testARequirementsConstraintIsItsText() throws {
        let result = scan("""
        enum Builder {
            static func build<P0, each O1>(_ p: P0) -> P0 where P0.Output == (repeat each O1), P0.Input == (Int) {}
        }
        """)
        let build = try XCTUnwrap(result.type("Builder")?.methods.first)
        XCTAssertEqual(build.genericRequirements.map(\.rightType.typeName.name), ["(repeat each O1)", "(Int)"])
    }

    func testTypeLineIsTheKeywordLine() {
        let result = scan("""
        @MainActor
        public
        final class Late {}
        """)
        XCTAssertEqual(result.type("Late")?.line, 3)
        XCTAssertEqual(result.type("Late")?.attributes["MainActor"]?.count, 1)
    }

    func testEveryIfConfigBranchIsRead() {
        let result = scan("""
        #if os(iOS)
        struct A { var x: Int }
        #elseif os(macOS) || (os(Linux) &&
                              DEBUG)
        struct B { var y: Int }
        #else
        struct C {
            #if DEBUG
            var debug = 1
            #endif
        }
        #endif
        """)
        XCTAssertEqual(result.types.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(result.type("C")?.variables.map(\.name), ["debug"])
    }

    /// swift-syntax parses an `#if` holding attributes only into the attribute list, and Sourcery's
    /// reading of attributes passes over it (swift-nio's `System.enumerateDevices()`); an `#if`
    /// holding declarations is read as ever.
    func testAttributesInAnAttributeOnlyIfConfigAreDropped() throws {
        let result = scan("""
        enum System {
            @available(*, deprecated)
            #if compiler(>=6.3)
            @available(Android 24, *)
            #elseif os(Linux) || (os(Windows) &&
                                  DEBUG)
            @inline(never)
            #else
            @objc(other)
            #endif
            public static func old() {}
            #if compiler(>=6.3)
            @available(Android 24, *)
            #endif
            @usableFromInline static func new() {}
            #if DEBUG
            @inlinable
            static func debug() {}
            #endif
        }
        """)
        let system = try XCTUnwrap(result.type("System"))
        XCTAssertEqual(system.methods.map(\.name), ["old()", "new()", "debug()"])
        XCTAssertEqual(system.methods.map { $0.attributes.keys.sorted() }, [["available"], ["usableFromInline"], ["inlinable"]])
        XCTAssertEqual(system.methods[0].attributes["available"]?.first?.description, "@available(*, deprecated)")
        XCTAssertEqual(system.methods[0].modifiers.map(\.name), ["public", "static"])
        // The declaration starts at such an `#if`: the comments above it are its annotations
        // (Sourcery's `TemplateContext`, `// sourcery: skipCoding` above `#if canImport(ObjectiveC)`).
        let context = try XCTUnwrap(scan("""
        // sourcery: skipCoding
        #if canImport(ObjectiveC)
        @objcMembers
        #endif
        public final class TemplateContext {}
        """).type("TemplateContext"))
        XCTAssertEqual(context.annotations.keys.sorted(), ["skipCoding"])
        XCTAssertTrue(context.attributes.isEmpty)
    }

    func testBodiesAreSkippedWithoutParsing() {
        let result = scan("""
        struct S {
            func f() {
                struct Local { var hidden: Int }
                let s = "}"
                let r = /}/
            }
            var closure: () -> Void = { struct InClosure {} }
            var after: Int
        }
        func global() { class Inside {} }
        """)
        XCTAssertEqual(result.types.map(\.name), ["S"])
        XCTAssertEqual(result.type("S")?.variables.map(\.name), ["closure", "after"])
        XCTAssertEqual(result.functions.map(\.selectorName), ["global"])
    }

    func testTypealiasesAndAssociatedTypes() {
        let result = scan("""
        typealias ID = String
        protocol Store { associatedtype Item: Identifiable, Codable; associatedtype Key = Int }
        struct S { typealias Element = Int }
        """)
        XCTAssertEqual(result.typealiases.map(\.name), ["ID", "S.Element"])
        XCTAssertEqual(result.type("Store")?.associatedTypes["Item"]?.typeName?.name, "Identifiable, Codable")
        XCTAssertNotNil(result.type("Store")?.associatedTypes["Key"])
        XCTAssertEqual(result.type("S")?.typealiases["Element"]?.typeName.name, "Int")
    }

    func testImportsAreRecordedPerFile() {
        let result = scan("import Foundation\nimport struct Darwin.timeval\n@testable import App\nstruct S {}")
        XCTAssertEqual(result.type("S")?.imports, ["Foundation", "Darwin", "App"])
    }

    /// Sourcery visits top-level statements (all but variable initializers and function bodies):
    /// swift-nio's `NIOPerformanceTester/main.swift` declares `final class MeasuringHandler` and
    /// `func doWrites(…)` in closures passed to `measureAndPrint`, a type and a global function of
    /// its dump. Types there have no parent; the statements themselves are skipped quietly.
    func testTopLevelStatementsAreReadForDeclarations() {
        let result = scan("""
        print("hello")
        if x { struct InIf {} } else { }
        for i in 0..<3 { }
        try measure(desc: "a", { $0 + 1 }) {
            final class Handler: Base { func handle() {} }
            @inline(never)
            func helper(buffer: inout Int) { struct InFunction {} }
            let local = { struct InInitializer {} }()
            switch local { case .a: break; default: break }
            return Handler()
        }
        let global = { struct InGlobalInitializer {} }()
        struct Reported {}
        """)
        XCTAssertEqual(result.types.map(\.name), ["Handler", "InIf", "Reported"])
        XCTAssertNil(result.type("Handler")?.parent)
        XCTAssertEqual(result.type("Handler")?.methods.map(\.name), ["handle()"])
        XCTAssertEqual(result.functions.map(\.name), ["helper(buffer: inout Int)"])
        XCTAssertEqual(result.diagnostics, [])
    }

    /// Sourcery finds the types declared in a top-level macro's closure (GRDB's demo app declares
    /// `struct Preview: View` in `#Preview { … }`, a type of its dump); other statements stay skipped.
    func testTypesInTopLevelMacroClosuresAreFound() {
        let result = scan("""
        #Preview("List") {
            struct Preview: View {
                var body: some View { Text("x") }
            }
            let model = Model()
            return Preview()
        }
        #warning("later")
        struct After {}
        """)
        XCTAssertEqual(result.types.map(\.name), ["After", "Preview"])
        XCTAssertEqual(result.type("Preview")?.inheritedTypes, ["View"])
        XCTAssertEqual(result.diagnostics, [])
    }
}
