import XCTest
@testable import StencilLite

/// The scope stack: the innermost definition of a name wins, and closing a scope uncovers the
/// definition it hid (each name's innermost slot is kept by id, so closing must restore it).
final class ContextScopeTests: XCTestCase {
    func testClosingAScopeUncoversTheDefinitionItHid() throws {
        let template = """
            {% set x "a" %}{% for i in xs %}{% set x i %}{{ x }}\
            {% for j in xs %}{{ x }}{% set x j %}{{ x }}{% set x "z" %}{{ x }}{% endfor %}{{ x }}{% endfor %}{{ x }}
            """
        XCTAssertEqual(try render(template, ["xs": [1, 2]], environment: Environment(extensions: [.stencilSwiftKit])),
                       "1" + "11z" + "12z" + "1" + "2" + "21z" + "22z" + "2" + "a")
    }

    func testPushedDictionariesNestAndFlattenInnermostFirst() throws {
        let context = Context(dictionary: ["a": "root", "b": "root"])
        try context.push(dictionary: ["a": "outer", "c": "outer"]) {
            try context.push(dictionary: ["a": "inner"]) {
                XCTAssertEqual(context["a"] as? String, "inner")
                XCTAssertEqual(context["c"] as? String, "outer")
                context["c"] = "set inside"
                XCTAssertEqual(context["c"] as? String, "set inside")
                let flat = context.flatten()
                XCTAssertEqual(flat["a"] as? String, "inner")
                XCTAssertEqual(flat["b"] as? String, "root")
                XCTAssertEqual(flat["c"] as? String, "set inside")
            }
            XCTAssertEqual(context["a"] as? String, "outer")
            XCTAssertEqual(context["c"] as? String, "outer")
        }
        XCTAssertEqual(context["a"] as? String, "root")
        XCTAssertNil(context["c"])
        XCTAssertNil(context["never interned by anything \(UUID())"])
    }
}
