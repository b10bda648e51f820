import XCTest

/// The Sourcery 2.3.0 bugs ModelGen does not copy (docs/Compatibility.md; `Tests/SourceryDump/classify.py`
/// excuses exactly these differences in the dump check, so each must stay what the source says).
final class SourceryBugDeviationTests: XCTestCase {
    func testAnAsyncInitializerIsAsync() {
        let output = sourceryOutput(
            "{% for m in type.A.methods %}{{ m.name }}={{ m.isAsync }};{% endfor %}",
            sources: "struct A {\n    init() async {}\n    init(x: Int) async throws {}\n    init(y: Int) {}\n}\n")
        XCTAssertEqual(output, "init()=true;init(x: Int)=true;init(y: Int)=false;")
    }

    func testAnAttributeNameLeavesOutItsTrailingComment() {
        let output = sourceryOutput(
            "{% for m in type.A.methods %}{% for k in m.attributes %}[{{ k }}]{% endfor %}{% endfor %}",
            sources: "struct A {\n    @inlinable // allow specialization\n    func f() {}\n}\n")
        XCTAssertEqual(output, "[inlinable]")
    }

    func testATrailingCommentIsNotPartOfAnInitializer() {
        let output = sourceryOutput(
            "{% for v in type.A.variables %}{{ v.name }}: {{ v.typeName }};{% endfor %}",
            sources: "struct Code { let rawValue: Int }\nstruct A {\n    var code = Code(rawValue: 1) // note\n    var pending = false // note\n}\n")
        XCTAssertEqual(output, "code: Code;pending: Bool;")
    }
}
