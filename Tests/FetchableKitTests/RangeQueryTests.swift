@testable import FetchableKit
import Foundation
import XCTest

/// Range queries, `limited(toLast:)` and pagination behave as the Realtime Database's
/// `queryStarting…`/`queryEnding…`/`queryLimited…` do, and a bad record never fails a query.
final class RangeQueryTests: XCTestCase {
    private var database: LocalDatabase!

    override func setUp() async throws {
        database = useFreshDatabase()
        // Ages: p4 none, p6 true, p2 2.0, p3 2, p7 2, p1 7, p5 "old" (Firebase's order: null, booleans, numbers, strings).
        try await database.setValue(.object([
            "p1": .object(["name": .string("A"), "age": .int(7)]),
            "p2": .object(["name": .string("B"), "age": .double(2)]),
            "p3": .object(["name": .string("C"), "age": .int(2)]),
            "p4": .object(["name": .string("D")]),
            "p5": .object(["name": .string("E"), "age": .string("old")]),
            "p6": .object(["name": .string("F"), "age": .bool(true)]),
            "p7": .object(["name": .string("G"), "age": .int(2)]),
        ]), at: "pets")
    }

    private func keys(_ query: ChildQuery) async throws -> [String] {
        try await database.children(at: "pets", matching: query).map(\.key)
    }

    func testRangesOfAChildOrder() async throws {
        let byAge = ChildQuery.all.ordered(by: "age")
        let all = try await keys(byAge)
        XCTAssertEqual(all, ["p4", "p6", "p2", "p3", "p7", "p1", "p5"])
        let fromTwo = try await keys(byAge.starting(at: 2))
        XCTAssertEqual(fromTwo, ["p2", "p3", "p7", "p1", "p5"])
        let afterTwo = try await keys(byAge.starting(after: 2))
        XCTAssertEqual(afterTwo, ["p1", "p5"])
        let upToTwo = try await keys(byAge.ending(at: 2))
        XCTAssertEqual(upToTwo, ["p4", "p6", "p2", "p3", "p7"])
        let beforeTwo = try await keys(byAge.ending(before: 2))
        XCTAssertEqual(beforeTwo, ["p4", "p6"])
        let twoOnly = try await keys(byAge.starting(at: 2).ending(at: 2.0))
        XCTAssertEqual(twoOnly, ["p2", "p3", "p7"], "numbers compare by value")
        let strings = try await keys(byAge.starting(at: "a"))
        XCTAssertEqual(strings, ["p5"], "strings sort after every number")
        let nulls = try await keys(byAge.ending(at: String?.none))
        XCTAssertEqual(nulls, ["p4"], "a missing child orders first, as null")
    }

    func testABoundWithAKeyStartsOrEndsAtThatChildAmongEqualValues() async throws {
        let byAge = ChildQuery.all.ordered(by: "age")
        let fromP3 = try await keys(byAge.starting(at: 2, key: "p3"))
        XCTAssertEqual(fromP3, ["p3", "p7", "p1", "p5"])
        let afterP3 = try await keys(byAge.starting(after: 2, key: "p3"))
        XCTAssertEqual(afterP3, ["p7", "p1", "p5"])
        let upToP3 = try await keys(byAge.ending(at: 2, key: "p3"))
        XCTAssertEqual(upToP3, ["p4", "p6", "p2", "p3"])
        let beforeP3 = try await keys(byAge.ending(before: 2, key: "p3"))
        XCTAssertEqual(beforeP3, ["p4", "p6", "p2"])
    }

    func testRangesOfTheKeyOrder() async throws {
        let fromP3 = try await keys(.all.starting(at: "p3"))
        XCTAssertEqual(fromP3, ["p3", "p4", "p5", "p6", "p7"])
        let afterP3BeforeP6 = try await keys(.all.starting(after: "p3").ending(before: "p6"))
        XCTAssertEqual(afterP3BeforeP6, ["p4", "p5"])
        let upToP2 = try await keys(.all.ending(at: "p2"))
        XCTAssertEqual(upToP2, ["p1", "p2"])
    }

    func testLimitedToLastKeepsTheEndOfTheOrderInAscendingOrder() async throws {
        let oldest = try await keys(.all.ordered(by: "age").limited(toLast: 3))
        XCTAssertEqual(oldest, ["p7", "p1", "p5"])
        let lastKeys = try await keys(.all.ending(before: "p7").limited(toLast: 2))
        XCTAssertEqual(lastKeys, ["p5", "p6"])
        let first = try await keys(.all.limited(toLast: 2).limited(to: 1))
        XCTAssertEqual(first, ["p1"], "the last limit set wins")
    }

    func testPagesCoverEveryRecordOnceInEitherDirection() async throws {
        // p5 and p6 (ages "old" and true) do not decode as Pets: pages still step over them.
        for base in [ChildQuery.all, ChildQuery.all.ordered(by: "age"), ChildQuery.all.where("age", equals: 2).ordered(by: "name")] {
            let expected = try await keys(base)
            for size in 1...4 {
                for edge in [ChildQuery.LimitEdge.first, .last] {
                    var pages: [[String]] = []
                    var failed: [String] = []
                    var page: ChildQuery? = edge == .first ? base.limited(to: size) : base.limited(toLast: size)
                    while let query = page {
                        let result = try await PetManager.shared.query(query)
                        XCTAssertLessThanOrEqual(result.count + result.failures.count, size)
                        pages.append(result.map(\.firebaseId))
                        failed += result.failures.map(\.id)
                        page = result.nextPage
                    }
                    let read = (edge == .first ? pages : pages.reversed()).flatMap { $0 }
                    XCTAssertEqual(read, expected.filter { $0 != "p5" && $0 != "p6" }, "pages of \(size) from the \(edge) of \(base)")
                    XCTAssertEqual(failed.sorted(), expected.filter { $0 == "p5" || $0 == "p6" }.sorted(), "pages of \(size) from the \(edge) of \(base)")
                }
            }
        }
    }

    func testABadRecordIsReportedWithoutHidingTheOthers() async throws {
        try await database.setValue(.string("seven"), at: "pets/p1/age")
        try await database.setValue(.object(["age": .int(1)]), at: "pets/p0")
        let result = try await PetManager.shared.fetchAll()
        XCTAssertEqual(result.map(\.firebaseId), ["p2", "p3", "p4", "p7"], "p0 lacks its required name, p1, p5 and p6 have ages that are not Ints")
        XCTAssertEqual(result.failures.map(\.id), ["p0", "p1", "p5", "p6"])
        XCTAssertEqual(result.failures.first?.error, .missingKey("pets/p0/name"))
        XCTAssertEqual(result.failures[1].description, "wrong type at 'pets/p1/age': expected Int, found String")
        XCTAssertThrowsError(try result.allDecoded()) { error in
            XCTAssertEqual(error as? ManagerError, .missingKey("pets/p0/name"))
        }
        // A page ending on an undecodable record still leads to the next page.
        let firstPage = try await PetManager.shared.query(.all.limited(to: 2))
        XCTAssertEqual(firstPage.map(\.firebaseId), [])
        XCTAssertEqual(firstPage.failures.map(\.id), ["p0", "p1"])
        let secondPage = try await PetManager.shared.query(try XCTUnwrap(firstPage.nextPage))
        XCTAssertEqual(secondPage.map(\.firebaseId), ["p2", "p3"])
        try await database.setValue(nil, at: "pets")
        let empty = try await PetManager.shared.fetchAll()
        XCTAssertEqual(try empty.allDecoded().count, 0)
        XCTAssertNil(empty.nextPage)
    }
}
