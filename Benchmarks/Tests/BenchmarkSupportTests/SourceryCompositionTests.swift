import SwiftSyntaxDump
import XCTest

/// The extractor composes declarations as Sourcery 2.3.0 does (the rules ModelScanner follows too),
/// so that the differential compares like with like.
final class SourceryCompositionTests: XCTestCase {
    private func dump(_ files: [(String, String)]) -> [String: DumpType] {
        let types = SyntaxDumper.dump(sources: files.map { (path: $0.0, utf8: Array($0.1.utf8)) }).types
        return Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testTheLastDeclarationIsTheTypeAndOnlyItsCasesCount() throws {
        let types = dump([
            ("A/Kind.swift", "enum Kind { case a\n var x: Int { 1 } }"),
            ("B/Kind.swift", "enum Kind: P { case b\n func f() {} }"),
        ])
        let kind = try XCTUnwrap(types["Kind"])
        XCTAssertEqual(kind.file, "B/Kind.swift")
        XCTAssertEqual(kind.cases.map(\.name), ["b"])
        XCTAssertEqual(kind.inheritedTypes, ["P"])
        XCTAssertEqual(kind.variables.map(\.name), ["x"])
    }

    func testACopiedDeclarationIsNotMergedAgainButAChangedOneIs() throws {
        // `-> Values` resolves to `[Int]`, so a merged twin of `values()` comes back as a repeat.
        let body = "typealias Values = [Int]\n func values() -> Values { [] }"
        let copied = dump([("M1/S.swift", "struct S { \(body) }"), ("M2/S.swift", "struct S { \(body.replacingOccurrences(of: "[]", with: "[1]")) }")])
        XCTAssertEqual(copied["S"]?.methods.map(\.name), ["values()"], "function bodies do not make declarations differ")
        let changed = dump([("M1/S.swift", "struct S: P { \(body) }"), ("M2/S.swift", "struct S { \(body) }")])
        XCTAssertEqual(changed["S"]?.methods.map(\.name), ["values()", "values()"])
        let renamed = dump([("M1/S.swift", "struct S { \(body) }"), ("M2/T.swift", "struct S { \(body) }")])
        XCTAssertEqual(renamed["S"]?.methods.count, 2, "the file name is part of a declaration")
    }

    func testExtensionAndInheritedNamesResolveThroughTypealiases() throws {
        let types = dump([("A.swift", """
            struct HTTPResponseStatus {}
            typealias HTTPStatus = HTTPResponseStatus
            typealias Meta = Any
            extension HTTPStatus { func describe() {} }
            protocol Record: Meta {}
            struct Box<T> {}
            extension Box<Int> {}
            extension UnsafePointer<C.Entry> {}
            extension Rope<Chunk>.Builder {}
            extension Outer.Inner {}
            """)])
        XCTAssertNil(types["HTTPStatus"])
        XCTAssertEqual(types["HTTPResponseStatus"]?.methods.map(\.name), ["describe()"])
        XCTAssertEqual(types["Record"]?.inheritedTypes, ["Any"])
        XCTAssertEqual(types["Box<Int>"]?.kind, "extension")
        XCTAssertEqual(types["UnsafePointer<C.Entry>"]?.localName, "UnsafePointer<C.Entry>")
        XCTAssertEqual(types["Rope<Chunk>.Builder"]?.localName, "Rope<Chunk>.Builder")
        XCTAssertEqual(types["Outer.Inner"]?.localName, "Inner")
    }

    func testAResultTypeNamingAnEarlierNestedTypeIsQualified() throws {
        let types = dump([("M.swift", """
            struct Message { enum Kind {}; func kind() -> Kind; func later() -> Later; func optional() -> Kind?; enum Later {} }
            protocol P { associatedtype Kind; func kind() -> Kind }
            """)])
        XCTAssertEqual(types["Message"]?.methods.map(\.returnTypeName), ["Message.Kind", "Later", "Kind?"])
        XCTAssertEqual(types["P"]?.methods.map(\.returnTypeName), ["Kind"])
    }

    func testMethodsRepeatBySourcerysNameWithoutOwnershipSpecifiers() throws {
        let types = dump([("F.swift", """
            struct F { func f(_ a: Int) {}; func f(_ b: Int) {}; static func f(_ a: Int) {} }
            extension F { func f(_ a: sending Int) {}; func g() -> Int { 1 }; func g() -> String { "" } }
            """)])
        XCTAssertEqual(types["F"]?.methods.map(\.name), ["f(_:)", "f(_:)", "f(_:)", "g()", "g()"])
        XCTAssertEqual(types["F"]?.methods.map(\.isStatic), [false, false, true, false, false])
    }

    func testANameConstrainedByAWhereClauseResolvesToItsConstraint() throws {
        // `-> D where D: Decodable` resolves to `(Decodable)`, so the extension's implementation (public)
        // comes back next to the requirement; `-> Int` does not resolve, so `plain()` is listed once.
        let types = dump([("C.swift", """
            protocol ContentDecoder {
                func decode<D>(_ decodable: D.Type) throws -> D where D: Decodable
                func plain() -> Int
            }
            extension ContentDecoder {
                public func decode<D>(_ decodable: D.Type) throws -> D where D: Decodable { fatalError() }
                public func plain() -> Int { 1 }
            }
            """)])
        XCTAssertEqual(types["ContentDecoder"]?.methods.map(\.name), ["decode(_:)", "plain()", "decode(_:)"])
        XCTAssertEqual(types["ContentDecoder"]?.methods.map(\.accessLevel), ["internal", "internal", "public"])
    }

    func testARepeatedVariableComesBackWhenItsTwinsTypeWasRebuilt() throws {
        // `[Route]` resolves to `[D.Route]` (rebuilt), so the merged twin of `routes` comes back; `Int` does not.
        let types = dump([
            ("A/D.swift", "struct D { struct Route {}\n var routes: [Route]\n var count: Int }"),
            ("B/D.swift", "struct D { struct Route {}\n var routes: [Route]\n var count: Int\n var x: Int }"),
        ])
        XCTAssertEqual(types["D"]?.variables.map(\.name), ["routes", "count", "x", "routes"])
    }

    func testACopyHoldingAnAliasThatResolutionRebuildsIsMerged() throws {
        // `Map` resolves to `Box<Int>` (rebuilt) before declarations are compared, so the copy is
        // merged, and `headers` (the alias's form once resolved) comes back; `Plain`'s alias does not.
        func copy(_ name: String, _ target: String) -> String {
            "struct \(name) {\n typealias Map = Box<\(target)>\n var underlying: Int\n var headers: Header.Map? }\n"
        }
        let shared = "struct Box<T> {}\nstruct Header { typealias Map = Box<Int> }\nenum API { typealias Code = Int }\n"
        let types = dump([
            ("Sources/A/R.swift", copy("Response", "API.Code") + copy("Plain", "Int")),
            ("Sources/B/R.swift", copy("Response", "API.Code") + copy("Plain", "Int") + shared),
        ])
        XCTAssertEqual(types["Response"]?.variables.map(\.name), ["underlying", "headers", "headers"])
        XCTAssertEqual(types["Plain"]?.variables.map(\.name), ["underlying", "headers"])
    }

    func testTypesInATopLevelMacrosClosureAreFound() {
        let types = dump([("Preview.swift", "#Preview { struct Preview: View { var body: Text } }")])
        XCTAssertEqual(types["Preview"]?.variables.map(\.name), ["body"])
    }
}
