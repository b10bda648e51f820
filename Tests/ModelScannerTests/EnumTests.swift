import XCTest
@testable import ModelScanner

final class EnumTests: XCTestCase {
    func testCasesRawValuesAndAssociatedValues() throws {
        let result = scan("""
        enum Direction: String { case north = "N", south = "S"; case empty = "", raw = #"r"#, west }
        indirect enum Expr {
            case number(Double)
            case labeled(lhs: Expr, rhs: Expr)
            case named(_ value: Int, unit: String = "m")
            case closure(handler: (Int) -> Void)
            indirect case nested(Expr)
        }
        enum Priority: Int { case low = -1, high = 0x10 }
        """)
        let direction = try XCTUnwrap(result.type("Direction"))
        XCTAssertEqual(direction.cases.map(\.name), ["north", "south", "empty", "raw", "west"])
        XCTAssertEqual(direction.cases.map(\.rawValue), ["N", "S", "", "#\"r\"#", nil])
        XCTAssertEqual(direction.rawTypeName?.name, "String")
        let expr = try XCTUnwrap(result.type("Expr"))
        XCTAssertTrue(expr.hasAssociatedValues)
        // `indirect enum` does not make its cases `indirect` (Sourcery reads each case's modifiers).
        XCTAssertEqual(expr.cases.map(\.indirect), [false, false, false, false, true])
        XCTAssertNil(expr.rawTypeName)
        let named = expr.cases[2].associatedValues
        XCTAssertEqual(named.map(\.localName), [nil, "unit"])
        XCTAssertEqual(named.map(\.externalName), ["value", "unit"])
        XCTAssertEqual(named.last?.defaultValue, "\"m\"")
        XCTAssertEqual(expr.cases[0].associatedValues.first?.externalName, nil)
        XCTAssertEqual(expr.cases[1].associatedValues.map(\.externalName), ["lhs", "rhs"])
        XCTAssertEqual(expr.cases[3].associatedValues.first?.typeName.isClosure, true)
        XCTAssertEqual(result.type("Priority")?.cases.map(\.rawValue), ["-1", "0x10"])
    }

    func testRawTypeIsNotAKnownProtocol() {
        let result = scan("""
        protocol Known {}
        enum A: Known { case a }
        enum B: Codable { case b }
        enum C: Int { case c(Int) }
        enum D { case d; var rawValue: String { "" } }
        """)
        XCTAssertNil(result.type("A")?.rawTypeName)
        XCTAssertEqual(result.type("B")?.rawTypeName?.name, "Codable")
        XCTAssertNil(result.type("C")?.rawTypeName)
        XCTAssertEqual(result.type("D")?.rawTypeName?.name, "String")
    }

    /// `associatedtype Value: Sendable` makes `Sendable` a protocol that types implement, but
    /// Sourcery looks an enum's raw type candidate up in a map that files the stand-in under the
    /// associated type's name only: `enum Action: Sendable` has the raw type `Sendable`, which
    /// leaves `inheritedTypes` and `based`. Under its own name the stand-in is still no raw type.
    func testAssociatedTypeStandInIsARawTypeUnderItsOwnName() throws {
        let result = scan("""
        protocol Box { associatedtype Value: Sendable }
        enum Action: Sendable, CustomStringConvertible { case create; var description: String { "" } }
        enum Wrapped: Value { case a }
        struct Model: Sendable {}
        """)
        let action = try XCTUnwrap(result.type("Action"))
        XCTAssertEqual(action.rawTypeName?.name, "Sendable")
        XCTAssertEqual(action.inheritedTypes, ["CustomStringConvertible"])
        XCTAssertEqual(action.based.keys.sorted(), ["CustomStringConvertible"])
        XCTAssertNil(action.implements["Sendable"])
        XCTAssertEqual(result.type("Model")?.implements["Sendable"]?.kind, .protocol)
        XCTAssertNil(result.type("Wrapped")?.rawTypeName)
    }

    /// Two same-named enums (private ones in two test files) merge: the raw type is dropped from
    /// `inheritedTypes` once, and, as Sourcery's enum never lists its raw type in `based`, the
    /// `String` the second declaration brings is no base (no protocols of `extension String`).
    func testMergedRawTypeIsNoBase() throws {
        let result = SourceScanner.scan(files: [
            (path: "A.swift", source: "private struct Player { enum CodingKeys: String, CodingKey { case id } }"),
            (path: "B.swift", source: """
            private struct Player { enum CodingKeys: String, CodingKey { case id, name } }
            protocol Convertible {}
            extension String: Convertible { var text: String { self } }
            """),
        ])
        let keys = try XCTUnwrap(result.type("Player.CodingKeys"))
        XCTAssertEqual(keys.rawTypeName?.name, "String")
        XCTAssertEqual(keys.inheritedTypes, ["CodingKey", "String", "CodingKey"])
        XCTAssertEqual(keys.based.keys.sorted(), ["CodingKey"])
        XCTAssertTrue(keys.implements.isEmpty)
        XCTAssertTrue(keys.allVariables.isEmpty)
    }
}
