import Foundation
import XCTest
@testable import ModelScanner

final class ProtocolCompositionTests: XCTestCase {
    func testConformingThroughACompositionImplementsEachProtocolAndTheAlias() throws {
        let result = scan("protocol R {}\nprotocol W {}\ntypealias RW = R & W\nstruct F: RW {}")
        let type = try XCTUnwrap(result.type("F"))
        XCTAssertEqual(type.implements.keys.sorted(), ["R", "RW", "W"])
        XCTAssertTrue(Set(["R", "W", "RW"]).isSubset(of: type.based.keys))
        XCTAssertEqual(type.inheritedTypes, ["RW"])
        let composition = try XCTUnwrap(result.type("RW"))
        XCTAssertEqual(composition.kind, .protocolComposition)
        XCTAssertEqual(composition.inheritedTypes, ["R", "W"])
        XCTAssertEqual(composition.implements.keys.sorted(), ["R", "W"])
        XCTAssertEqual(composition.line, 3)
        XCTAssertEqual(result.types.filter { $0.implements["R"] != nil }.map(\.name), ["F", "RW"])
    }

    /// Sourcery expands a composition written in an inheritance clause into its parts that are
    /// types, then the composition (swift-nio's `class NIOFileHandle: FileDescriptor & Sendable`:
    /// `inheritedTypes` `FileDescriptor`, `FileDescriptor & Sendable`), and bases the type on a
    /// composition of the known parts, stand-ins included; one with a class part is based on but
    /// not implemented.
    func testACompositionInAnInheritanceClauseIsExpanded() throws {
        let result = scan("""
        protocol FileDescriptor { func close() }
        protocol Pool { associatedtype Element: Sendable }
        final class Handle: FileDescriptor & Sendable {}
        extension Handle: CustomStringConvertible {}
        class Base {}
        final class Sub: Base & FileDescriptor {}
        """)
        let handle = try XCTUnwrap(result.type("Handle"))
        XCTAssertEqual(handle.inheritedTypes, ["FileDescriptor", "FileDescriptor & Sendable", "CustomStringConvertible"])
        XCTAssertEqual(handle.based.keys.sorted(),
                       ["CustomStringConvertible", "FileDescriptor", "FileDescriptor & Sendable", "Sendable"])
        XCTAssertEqual(handle.implements.keys.sorted(), ["FileDescriptor", "FileDescriptor & Sendable", "Sendable"])
        XCTAssertEqual(handle.implements["FileDescriptor & Sendable"]?.kind, .protocolComposition)
        XCTAssertEqual(handle.allMethods.map(\.name), ["close()"])
        XCTAssertFalse(result.types.contains { $0.name.contains("&") })
        let sub = try XCTUnwrap(result.type("Sub"))
        XCTAssertEqual(sub.inheritedTypes, ["Base", "FileDescriptor", "Base & FileDescriptor"])
        XCTAssertEqual(sub.supertype?.name, "Base")
        XCTAssertEqual(sub.implements.keys.sorted(), ["FileDescriptor"])
        XCTAssertEqual(sub.inherits.keys.sorted(), ["Base"])
    }

    func testCompositionChainsAreTransitive() throws {
        let result = scan("""
        protocol R {}
        protocol W {}
        protocol X {}
        typealias RW = R & W
        typealias RWX = RW & X
        class Base: RWX {}
        final class Leaf: Base {}
        """)
        let leaf = try XCTUnwrap(result.type("Leaf"))
        XCTAssertEqual(leaf.implements.keys.sorted(), ["R", "RW", "RWX", "W", "X"])
        XCTAssertTrue(Set(["Base", "R", "W", "X", "RW", "RWX"]).isSubset(of: leaf.based.keys))
        XCTAssertEqual(leaf.inherits.keys.sorted(), ["Base"])
    }

    func testNestedAndGenericCompositionsSplitAtTheTopLevelOnly() throws {
        let result = scan("""
        protocol P {}
        protocol Q {}
        struct Outer {
            typealias PQ = P & Q
            struct Inner: PQ {}
        }
        typealias Boxed = Box<P & Q>
        typealias Maybe = (P & Q)?
        """)
        let composition = try XCTUnwrap(result.type("Outer.PQ"))
        XCTAssertEqual(composition.inheritedTypes, ["P", "Q"])
        XCTAssertNil(result.type("Boxed"))
        XCTAssertNil(result.type("Maybe"))
        XCTAssertEqual(result.typealiases.map(\.name), ["Boxed", "Maybe", "Outer.PQ"])
    }

    func testAScannedTypeKeepsItsNameAndEnumsDoNotTakeACompositionAsRawType() throws {
        let result = scan("""
        protocol R {}
        protocol W {}
        typealias RW = R & W
        typealias Taken = R & W
        struct Taken {}
        enum E: RW { case a }
        """)
        XCTAssertEqual(result.type("Taken")?.kind, .struct)
        XCTAssertEqual(result.types.filter { $0.name == "Taken" }.count, 1)
        let enumType = try XCTUnwrap(result.type("E"))
        XCTAssertNil(enumType.rawTypeName)
        XCTAssertEqual(enumType.implements.keys.sorted(), ["R", "RW", "W"])
    }

    func testTheDumpLeavesCompositionsOut() {
        let json = scan("protocol R {}\nprotocol W {}\ntypealias RW = R & W\nstruct F: RW {}").dumpJSON()
        let dumped = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
        let types = dumped?["types"] as? [[String: Any]] ?? []
        XCTAssertEqual(types.compactMap { $0["name"] as? String }, ["F", "R", "W"])
        XCTAssertEqual(types.first?["inheritedTypes"] as? [String], ["RW"])
    }
}
