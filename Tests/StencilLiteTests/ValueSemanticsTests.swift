import XCTest
@testable import StencilLite

/// `TemplateValue`'s typed cases answer truthiness, `==` and printing without casting; `object` goes
/// through the casts Stencil makes. Both must agree on every value a typed case can hold.
final class ValueSemanticsTests: XCTestCase {
    private let values: [Any] = [
        "", "a", "nil", "1", "true", 0, 1, -2, 3, 1.0, 2.5, -0.5, 0.0, true, false,
        [Any](), [1, "a"] as [Any], [String: Any](), ["k": 1] as [String: Any],
        Int8(3), UInt(1), Float(2.5), [1, 2], ["a"], Substring("a"),
    ]

    func testTypedCasesAndTheCastsAgreeOnTruthinessAndPrinting() {
        for value in values {
            XCTAssertEqual(ValueSemantics.isTruthy(TemplateValue(value)), ValueSemantics.objectIsTruthy(value), "\(value)")
            XCTAssertEqual(ValueSemantics.stringify(TemplateValue(value)), ValueSemantics.describeObject(value), "\(value)")
        }
    }

    func testTypedCasesAndTheCastsAgreeOnEquality() {
        for left in values {
            for right in values {
                XCTAssertEqual(ValueSemantics.areEqual(TemplateValue(left), TemplateValue(right)),
                               ValueSemantics.objectIsEqual(left, right), "\(left) == \(right)")
            }
        }
    }

    func testExactTypesAreCopiedOutOfTheAnyWithTheirReferences() {
        // `exactValue` copies a value out of the `Any`'s buffer: each copy must hold its own
        // references (a heap String, an array's and a dictionary's storage, a class inside them).
        final class Marker {}
        weak var released: Marker?
        do {
            let marker = Marker()
            released = marker
            let long = String(repeating: "a heap-allocated string ", count: 4)
            let values: [Any] = [long, "short", 42, true, 2.5, [marker, long] as [Any], ["k": marker] as [String: Any]]
            do {
                let converted = values.map(TemplateValue.init(some:))
                XCTAssertEqual(converted.prefix(5).map(ValueSemantics.stringify), [long, "short", "42", "true", "2.5"])
                guard case .array(let array) = converted[5], case .dictionary(let dictionary) = converted[6] else {
                    return XCTFail("not the typed cases: \(converted)")
                }
                XCTAssertTrue(array[0] as? Marker === marker && dictionary["k"] as? Marker === marker)
                XCTAssertEqual(array[1] as? String, long)
                XCTAssertEqual(ValueSemantics.number(from: values[2]), 42)
                XCTAssertEqual(ValueSemantics.number(from: values[4]), 2.5)
            }
            XCTAssertEqual(values[0] as? String, long, "the Any still holds its own copy")
            XCTAssertTrue((values[5] as? [Any])?.first as? Marker === marker)
        }
        XCTAssertNil(released, "every copy was released")
    }

    func testStencilsRulesOnTypicalValues() {
        XCTAssertTrue(ValueSemantics.areEqual(1, 1.0), "numbers compare as Float")
        XCTAssertTrue(ValueSemantics.areEqual(Int8(3), 3))
        XCTAssertFalse(ValueSemantics.areEqual("1", 1))
        XCTAssertFalse(ValueSemantics.areEqual(true, 1))
        XCTAssertTrue(ValueSemantics.areEqual(nil, nil))
        XCTAssertFalse(ValueSemantics.areEqual(nil, ""))
        XCTAssertFalse(ValueSemantics.isTruthy(-2))
        XCTAssertFalse(ValueSemantics.isTruthy([Any]()))
        XCTAssertTrue(ValueSemantics.isTruthy(Substring("")), "a value of no known type is truthy")
        XCTAssertEqual(ValueSemantics.stringify(["k": 1, "a": "b"] as [String: Any]), "[\"a\": \"b\", \"k\": 1]")
        XCTAssertEqual(ValueSemantics.stringify(2.5), "2.5")
    }
}
