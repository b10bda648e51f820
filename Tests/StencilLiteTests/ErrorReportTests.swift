import XCTest
@testable import StencilLite

final class ErrorReportTests: XCTestCase {
    func testReportOfANamedTemplate() {
        let error = templateError { try Environment().renderTemplate(string: "a\n  b {% wat %}\n", name: "Templates/x.stencil") }
        XCTAssertEqual(error?.report, "Templates/x.stencil:2:8: error: Unknown template tag 'wat'\n  b {% wat %}\n       ^~~")
        XCTAssertEqual(error?.location?.description, "Templates/x.stencil:2:8")
    }

    func testReportWithoutAName() {
        XCTAssertEqual(templateError { try render("{{ s|nope }}") }?.report,
                       "1:4: error: Unknown filter 'nope'. Found similar filters: 'join'.\n{{ s|nope }}\n   ^~~~~~")
    }

    func testFirstErrorWinsAndRenderErrorsDiscardOutput() {
        XCTAssertEqual(templateError { try render("{% bad1 %}{{ x|bad2 }}") }?.reason, "Unknown template tag 'bad1'")
        XCTAssertEqual(templateError { try render("ok {{ m[k] }}", ["m": [String: Any]()]) }?.location?.column, 6)
    }

    func testErrorsThrownByFiltersGetTheTagsLocation() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        var failing = Extension()
        failing.registerFilter("fail") { (_: Any?) in throw Boom() }
        let error = templateError { try render("x {{ 1|fail }}", environment: Environment(extensions: [failing])) }
        XCTAssertEqual(error?.reason, "boom")
        XCTAssertEqual(error?.location?.column, 5)
    }

    func testUnclosedTagReport() {
        XCTAssertEqual(templateError { try render("ab {{ name") }?.report,
                       "1:4: error: Unclosed '{{': add '}}' to close it (to print '{{' literally, use {{ \"{{\" }})\nab {{ name\n   ^~")
    }
}
