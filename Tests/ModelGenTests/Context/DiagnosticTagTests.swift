@testable import ModelGen
import ModelScanner
import XCTest

/// `{% error %}` and `{% warning %}`: text and location, at a declaration or at the tag.
final class DiagnosticTagTests: XCTestCase {
    private let sources = """
    struct User {
        var name: String

        func greet() {}
    }

    enum Role {
        case admin
        case guest
    }
    """

    func testDiagnosticsForDeclarationsPointAtTheirSourceLine() throws {
        let template = """
        {% for v in type.User.variables %}{% warning "no id" for v %}{% endfor %}
        {% error "missing key in {{ type.User.name|lowercase }}" for type.User %}
        {% warning "greeting" for type.User.methods.0 %}
        {% error "guest" for type.Role.cases.1 %}
        """
        let diagnostics = try renderSourcery(template, sources: sources).diagnostics.map(\.description)
        XCTAssertEqual(diagnostics, [
            "Models.swift:2:5: warning: no id",
            "Models.swift:1:1: error: missing key in user",
            "Models.swift:4:10: warning: greeting",
            "Models.swift:9:10: error: guest",
        ])
    }

    func testDiagnosticsPointAtTheDeclarationsByteColumnAfterTabsAndMultibyteText() throws {
        let sources = "\t/*é*/struct Cafe {\n\t\tvar ü = 1; subscript(i: Int) -> Int { i }\n  /* é */ init() {}\n}\nenum E { case a, /*ß*/ b }\n"
        let template = """
        {% warning "type" for type.Cafe %}{% warning "var" for type.Cafe.variables.0 %}
        {% warning "subscript" for type.Cafe.subscripts.0 %}{% warning "init" for type.Cafe.initializers.0 %}
        {% warning "case" for type.E.cases.1 %}
        """
        XCTAssertEqual(try renderSourcery(template, sources: sources).diagnostics.map(\.description), [
            "Models.swift:1:8: warning: type",
            "Models.swift:2:3: warning: var",
            "Models.swift:2:15: warning: subscript",
            "Models.swift:3:12: warning: init",
            "Models.swift:5:25: warning: case",
        ])
    }

    func testADiagnosticForAGlobalFunctionPointsAtItsFile() throws {
        let scan = SourceScanner.scan(files: [(path: "A.swift", source: "struct A {}\n"),
                                              (path: "Lib/B.swift", source: "\n  func helper() {}\n")])
        let rendering = try StencilTemplateRenderer().render(template: "{% error \"{{ functions.0.name }}\" for functions.0 %}", path: "T.stencil",
                    context: SourceryContext.make(scan: scan))
        XCTAssertEqual(rendering.diagnostics.map(\.description), ["Lib/B.swift:2:8: error: helper()"])
    }

    func testDiagnosticWithoutForPointsAtTheTag() throws {
        let template = "line one\n  {% warning message %}\n"
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        var context = SourceryContext.make(scan: scan)
        context["message"] = "from a variable"
        let rendering = try StencilTemplateRenderer().render(template: template, path: "T.stencil", context: context)
        XCTAssertEqual(rendering.diagnostics.map(\.description), ["T.stencil:2:6: warning: from a variable"])
        XCTAssertEqual(rendering.errors, [])
        XCTAssertEqual(rendering.text, "line one\n")  // the tag line collapses like any tag-only line
    }

    func testMalformedDiagnosticTagsAreErrors() {
        XCTAssertNotNil(sourceryRenderError("{% error %}", sources: sources))
        XCTAssertNotNil(sourceryRenderError("{% error \"x\" about type.User %}", sources: sources))
        let notADeclaration = sourceryRenderError("{% error \"x\" for type.Missing %}", sources: sources)
        XCTAssertEqual(notADeclaration?.contains("needs a type, variable, method, subscript or enum case"), true, notADeclaration ?? "rendered")
    }

    func testTheDriverRendererFailsOnAnErrorAndReportsWarnings() throws {
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        let warning = TemplateFile(path: "W.stencil", name: "W", text: "{% warning \"check\" for type.Role %}ok", searchPaths: [])
        let rendering = try StencilTemplateRenderer().render(warning, model: scan, arguments: [:])
        XCTAssertEqual(rendering.text, "ok")
        XCTAssertEqual(rendering.warnings.map(\.description), ["Models.swift:7:1: warning: check"])

        let failing = TemplateFile(path: "E.stencil", name: "E",
                                   text: "{% error \"stop\" for type.User %}{% error \"halt\" %}done", searchPaths: [])
        let failed = try StencilTemplateRenderer().render(failing, model: scan, arguments: [:])
        XCTAssertEqual(failed.errors.map(\.description), ["Models.swift:1:1: error: stop", "E.stencil:1:36: error: halt"])
        XCTAssertEqual(failed.text, "done")
    }

    func testTheDriverRendererLocatesTemplateErrors() {
        let scan = SourceScanner.scan(source: sources, path: "Models.swift")
        let broken = TemplateFile(path: "B.stencil", name: "B", text: "ok\n{{ type.User.nmae }}", searchPaths: [])
        XCTAssertThrowsError(try StencilTemplateRenderer().render(broken, model: scan, arguments: [:])) { error in
            let description = (error as? ModelGenError)?.description ?? ""
            XCTAssertTrue(description.hasPrefix("B.stencil:2:4: error: Unknown member 'nmae'"), description)
            XCTAssertTrue(description.contains("'name'"), description)
        }
    }
}
