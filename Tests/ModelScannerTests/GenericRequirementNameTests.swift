import XCTest
@testable import ModelScanner

/// Names constrained by a `where` clause resolve as in Sourcery 2.3.0 (`resolveType`): cases from
/// the sourcery-dump corpora (GRDB's `Chained2SchemaSource`, `MutablePersistableRecord`, vapor's
/// `RangeResult`).
final class GenericRequirementNameTests: XCTestCase {
    func testATypesRequirementsNameItsMembersTypes() throws {
        let result = scan("""
        protocol Source {}
        protocol Named {}
        struct Chained<Source1, Source2, Both> where Source1: Source, Source2: Source & Named, Both: Source, Both: Named {
            var first: Source1
            var second: Source2
            var both: Both
            var optional: Source1?
            func make<U>() -> U where U: Named
        }
        """)
        let chained = try XCTUnwrap(result.type("Chained"))
        let first = try XCTUnwrap(chained.variable("first"))
        XCTAssertEqual(first.typeName.actualTypeName?.name, "(Source)")
        XCTAssertEqual(first.type?.name, "Source")
        XCTAssertEqual(first.type?.kind, .protocol)
        XCTAssertEqual(chained.variable("second")?.typeName.actualTypeName?.name, "(Source & Named)")
        XCTAssertEqual(chained.variable("second")?.type?.name, "Source & Named")
        let both = try XCTUnwrap(chained.variable("both"))
        XCTAssertEqual(both.typeName.actualTypeName?.name, "(Source & Named)")
        XCTAssertEqual(both.type?.kind, .protocolComposition)
        XCTAssertEqual(both.type?.name, "")
        // Only the first word counts: `Source1?` is not `Source1`.
        XCTAssertNil(chained.variable("optional")?.typeName.actualTypeName)
        // The type's requirements are the ones read, not the method's.
        XCTAssertEqual(chained.method("make()")?.actualReturnTypeName.name, "U where U: Named")
    }

    func testAMethodsRequirementsNameItsResultInATypeWithout() throws {
        let result = scan("""
        protocol Fetchable {}
        protocol Record {
            func insertAndFetch() -> Self where Self: Fetchable
            func decode<T>(_ type: T.Type) -> T where T: Decodable
        }
        func load<T>() -> T where T: Decodable, T: Sendable {}
        """)
        let record = try XCTUnwrap(result.type("Record"))
        XCTAssertEqual(record.method("insertAndFetch()")?.actualReturnTypeName.name, "(Fetchable)")
        XCTAssertEqual(record.method("decode(_:)")?.actualReturnTypeName.name, "(Decodable)")
        XCTAssertEqual(result.functions.first?.actualReturnTypeName.name, "(Decodable & Sendable)")
    }

    func testEnumsAndActorsKeepNoRequirements() throws {
        let result = scan("""
        enum RangeResult<T>: Equatable where T: Comparable {
            case between(min: T, max: T)
        }
        actor Cache<Key> where Key: Hashable {}
        """)
        let range = try XCTUnwrap(result.type("RangeResult"))
        XCTAssertTrue(range.genericRequirements.isEmpty)
        XCTAssertNil(range.cases.first?.associatedValues.first?.type)
        XCTAssertEqual(result.type("Cache")?.genericRequirements.isEmpty, true)
    }

    func testAResolvedTupleDropsItsLabels() throws {
        let result = scan("""
        struct Pool {
            struct Element {}
            func get() -> (element: Element, count: Int)
        }
        """)
        XCTAssertEqual(result.type("Pool")?.method("get()")?.actualReturnTypeName.name, "(Pool.Element, Int)")
    }

    /// An actual name is made from its parts' text, never spelled again: fluent-kit's
    /// `ChildrenEagerLoader<From, To> where From: Model, To: Model` has `relationKey: KeyPath<From,
    /// From.Children<To>>`, whose actual name is `KeyPath<(Model), From.Children<(Model)>>` (variables
    /// `type ChildrenEagerLoader`), though a member type's arguments *written* in parentheses read without.
    func testAConstrainedArgumentOfAMemberTypeKeepsItsParentheses() throws {
        let result = scan("""
        protocol Model { associatedtype Children }
        struct Loader<From, To> where From: Model, To: Model {
            let relationKey: KeyPath<From, From.Children<To>>
            let items: [From.Children<To>]
            let written: From.Children<(Int)>
        }
        """)
        let loader = try XCTUnwrap(result.type("Loader"))
        XCTAssertEqual(loader.variable("relationKey")?.typeName.actualTypeName?.name, "KeyPath<(Model), From.Children<(Model)>>")
        XCTAssertEqual(loader.variable("items")?.typeName.actualTypeName?.name, "[From.Children<(Model)>]")
        XCTAssertEqual(loader.variable("written")?.typeName.name, "From.Children<Int>")
    }
}
