@testable import ModelGen
import StencilLite
import ModelScanner
import XCTest

/// Rendering with includes from the template folders, Sourcery's clean-up order, and error locations.
final class StencilTemplateRendererTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("StencilTemplateRendererTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{% for v in type.variables %}\n    var {{ v.name }}Copy: {{ v.typeName }}\n{% endfor %}\n\n    // end of {{ type.name }}\n"
            .write(to: folder.appendingPathComponent("members.stencil"), atomically: true, encoding: .utf8)
        try "{{ type.nmae }}".write(to: folder.appendingPathComponent("broken.stencil"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func render(_ template: String) throws -> String {
        let scan = SourceScanner.scan(source: "struct A { var x: Int; var y: String }", path: "Models.swift")
        let renderer = StencilTemplateRenderer()
        return try renderer.render(template: template, path: "Main.stencil", context: SourceryContext.make(scan: scan), templateDirectories: [folder.path]).text
    }

    func testIncludesKeepTheirTypedBlankLinesAndLoseTagLines() throws {
        let template = "{% for type in types.structs %}\nextension {{ type.name }} {\n{% include \"members.stencil\" %}\n}\n{% endfor %}{% newline %}"
        XCTAssertEqual(try render(template), "\nextension A {\n    var xCopy: Int\n    var yCopy: String\n\n    // end of A\n}\n\n")
    }

    func testErrorsInsideIncludesPointAtTheIncludedFile() {
        XCTAssertThrowsError(try render("{% for type in types.structs %}{% include \"broken.stencil\" %}{% endfor %}")) { error in
            let location = (error as? TemplateSyntaxError)?.location
            XCTAssertEqual(location?.templateName, "broken.stencil")
            XCTAssertEqual(location?.line, 1)
        }
        let scan = SourceScanner.scan(source: "struct A {}", path: "Models.swift")
        let main = TemplateFile(path: "Main.stencil", name: "Main", text: "{% for type in types.structs %}{% include \"broken.stencil\" %}{% endfor %}",
                                searchPaths: [folder.path])
        XCTAssertThrowsError(try StencilTemplateRenderer().render(main, model: scan, arguments: [:])) { error in
            XCTAssertEqual((error as? ModelGenError)?.location?.path, folder.appendingPathComponent("broken.stencil").path)
        }
    }
}
