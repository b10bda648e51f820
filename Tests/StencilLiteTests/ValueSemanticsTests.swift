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
