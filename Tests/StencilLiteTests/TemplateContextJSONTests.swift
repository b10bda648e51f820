import Foundation
import XCTest
@testable import StencilLite

final class TemplateContextJSONTests: XCTestCase {
    func testNumbersNullsAndStrings() throws {
        let context = try TemplateContextJSON.decode(Data(#"{"i": 2, "d": 2.0, "e": 1e3, "n": null, "xs": [1, null], "s": "a\"\u00e9\ud83d\ude00\n", "b": true}"#.utf8))
        XCTAssertEqual(context["i"] as? Int, 2)
        XCTAssertEqual(context["d"] as? Double, 2.0)
        XCTAssertEqual(context["e"] as? Double, 1000)
        XCTAssertNil(context["n"])
        XCTAssertTrue((context["xs"] as? [Any])?[1] is NSNull)
        XCTAssertEqual(context["s"] as? String, "a\"é😀\n")
        XCTAssertEqual(try render("{{ i }} {{ d }} {{ xs }} [{{ n }}] {{ b }}", context), "2 2.0 [1, <null>] [] true")
    }

    func testErrorsHaveLineAndColumn() {
        XCTAssertThrowsError(try TemplateContextJSON.decode(Data("{\n  \"a\": tru\n}".utf8))) { error in
            XCTAssertEqual("\(error)", "2:8: error: unexpected character")
        }
        XCTAssertThrowsError(try TemplateContextJSON.decode(Data("[1]".utf8)))
        XCTAssertThrowsError(try TemplateContextJSON.decode(Data(String(repeating: "[", count: 100_000).utf8)))
    }
}
