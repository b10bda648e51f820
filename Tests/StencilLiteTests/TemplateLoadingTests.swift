import Foundation
import XCTest
@testable import StencilLite

final class TemplateLoadingTests: XCTestCase {
    private func environment(_ templates: [String: String], strict: Bool = false) -> Environment {
        Environment(loader: DictionaryLoader(templates: templates), extensions: [.stencilSwiftKit], strict: strict)
    }

    func testIncludeSeesTheContextAndAnOptionalDictionary() throws {
        let env = environment(["row": "<{{ item }}{{ title }}>"])
        XCTAssertEqual(try render("{% for item in xs %}{% include \"row\" %}{% endfor %}", ["xs": [1, 2]], environment: env), "<1><2>")
        XCTAssertEqual(try render("{% include 'row' d %}", ["d": ["title": "T"], "item": "i"], environment: env), "<iT>")
    }

    func testErrorsInsideIncludesKeepBothLocations() {
        let env = environment(["bad.stencil": "ok\n{{ x|nope }}"])
        let error = templateError { try render("a\n{% include \"bad.stencil\" %}", environment: env) }
        XCTAssertEqual(error?.location?.templateName, "bad.stencil")
        XCTAssertEqual(error?.location?.line, 2)
        XCTAssertEqual(error?.token?.location.line, 2)
        XCTAssertEqual(error?.report, """
            bad.stencil:2:4: error: Unknown filter 'nope'. Found similar filters: 'join'.
            {{ x|nope }}
               ^~~~~~
            2:4: error: Unknown filter 'nope'. Found similar filters: 'join'.
            {% include "bad.stencil" %}
               ^~~~~~~~~~~~~~~~~~~~~
            """)
    }

    func testRecursiveIncludesAndMacrosStopWithAnError() {
        let env = environment(["self": "x{% include \"self\" %}"])
        XCTAssertTrue(templateError { try render("{% include \"self\" %}", environment: env) }?.reason.contains("nested more than 100 deep") == true)
        let macro = "{% macro loop n %}{% call loop n %}{% endmacro %}{% call loop 1 %}"
        XCTAssertTrue(templateError { try render(macro, environment: env) }?.reason.contains("Macro calls nested") == true)
        let parents = environment(["a": "{% extends \"a\" %}"])
        XCTAssertNotNil(templateError { try render("{% extends \"a\" %}", environment: parents) })
    }

    func testExtendsAndBlockSuper() throws {
        let env = environment(["base": "<{% block a %}A{% endblock %}|{% block b %}B{% endblock %}>", "mid": "{% extends \"base\" %}{% block a %}M{{ block.super }}{% endblock %}"])
        XCTAssertEqual(try render("{% extends \"mid\" %}{% block a %}C{{ block.super }}{% endblock %}", environment: env), "<CMA|B>")
        XCTAssertEqual(try render("{% block t %}T{% endblock %}-{{ block.t }}"), "T-T")
    }

    func testFileSystemLoaderReadsFilesAndRefusesEscapes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stencillite-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hi {{ name }}".utf8).write(to: folder.appendingPathComponent("sub/a.stencil"))
        let env = Environment(loader: FileSystemLoader(paths: [folder.path]))
        XCTAssertEqual(try env.renderTemplate(name: "sub/a.stencil", context: ["name": "you"]), "hi you")
        XCTAssertTrue(templateError { try env.loadTemplate(name: "../x") }?.reason.contains("outside the template folder") == true)
        XCTAssertTrue(templateError { try env.loadTemplate(name: "nope") }?.reason.hasPrefix("Template named `nope` does not exist in loader FileSystemLoader([") == true)
        XCTAssertEqual(templateError { try Environment().loadTemplate(name: "x") }?.reason, "Template named `x` does not exist. No loaders found")
        let file = folder.appendingPathComponent("sub/a.stencil").path
        XCTAssertEqual(try Environment().renderTemplate(file: file, context: ["name": "file"]), "hi file")
        try Data("x\n{{ a|nope }}".utf8).write(to: folder.appendingPathComponent("bad.stencil"))
        let located = templateError { try Environment().renderTemplate(file: folder.appendingPathComponent("bad.stencil").path) }
        XCTAssertEqual(located?.location?.description, folder.appendingPathComponent("bad.stencil").path + ":2:4")
    }

    func testImportBringsMacrosAndSets() throws {
        let env = environment(["macros": "{% macro hello who %}Hello {{ who }}{% endmacro %}{% set greeting \"hi\" %}ignored"])
        XCTAssertEqual(try render("{% import \"macros\" %}{% call hello \"Ada\" %}, {{ greeting }}", environment: env), "Hello Ada, hi")
    }

    func testFilterTag() throws {
        XCTAssertEqual(try render("{% filter uppercase|indent:2,\" \",true %}a\nb{% endfilter %}"), "  A\n  B")
        XCTAssertEqual(templateError { try render("{% filter %}x{% endfilter %}") }?.reason, "'filter' tag takes one argument, the filter expression")
    }
}
