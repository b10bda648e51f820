import XCTest

/// How `generate` prints template errors: the `path:line:col: error: message` line Xcode and SwiftPM
/// parse, then the template line and a caret line (as `render` prints them); errors a template raises
/// about a declaration keep their single line.
final class TemplateErrorReportTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Models.swift", "struct Alpha {}\n")
    }

    override func tearDown() { folder.remove() }

    private func generate(_ template: String, _ extra: [String] = []) throws -> ToolRun {
        try ModelGenTool.run(["--sources", folder.url("Sources"), "--templates", folder.url("Templates/\(template)"),
                              "--output", folder.url("Out")] + extra)
    }

    func testASyntaxErrorShowsItsLineAndACaret() throws {
        let path = try folder.write("Templates/Bad.stencil", "line\n{% for x in %}\n")
        let run = try generate("Bad.stencil")
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.errors, """
            \(path):2:4: error: 'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.
            {% for x in %}
               ^~~~~~~~

            """)
    }

    func testTheCaretKeepsTabsSoItLinesUp() throws {
        let path = try folder.write("Templates/Tabs.stencil", "\t\t{{ nmae }}\n")
        let run = try generate("Tabs.stencil", ["--strict"])
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.errors, "\(path):1:6: error: Undefined variable 'nmae'\n\t\t{{ nmae }}\n\t\t   ^~~~\n")
    }

    func testAnErrorInAnIncludedTemplateIsReportedThereWithANoteAtTheIncludeTag() throws {
        try folder.write("Templates/Partials/row.stencil", "ok\n  {{ type.name|nofilter }}\n")
        let main = try folder.write("Templates/Main.stencil", "{% for type in types.all %}\n{% include \"Partials/row.stencil\" %}\n{% endfor %}\n")
        let run = try generate("Main.stencil")
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.errors, """
            \(folder.url("Templates/Partials/row.stencil")):2:6: error: Unknown filter 'nofilter'. Found similar filters: 'filter'.
              {{ type.name|nofilter }}
                 ^~~~~~~~~~~~~~~~~~
            \(main):2:4: note: while rendering this tag
            {% include "Partials/row.stencil" %}
               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
    }

    func testATemplateIncludingItselfListsAFewIncludeTagsNotAHundred() throws {
        let path = try folder.write("Templates/Self.stencil", "{% include \"Self.stencil\" %}\n")
        let run = try generate("Self.stencil")
        XCTAssertEqual(run.status, 3)
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.first?.hasPrefix("\(path):1:4: error: ") ?? false, run.errors)
        XCTAssertEqual(lines.filter { $0 == "\(path):1:4: note: while rendering this tag" }.count, 5, run.errors)
        XCTAssertEqual(lines.count, 3 + 5 * 3 + 1 + 1, run.errors)
        XCTAssertTrue(run.errors.hasSuffix(" more include or extends tags not shown)\n"), run.errors)
    }

    func testErrorsRaisedAboutADeclarationKeepTheirSingleLine() throws {
        try folder.write("Templates/Raise.stencil", "{% for type in types.all %}{% error \"{{ type.name }} is not allowed\" for type %}{% endfor %}\n")
        let run = try generate("Raise.stencil")
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.errors, "\(folder.url("Sources/Models.swift")):1:1: error: Alpha is not allowed\n")
    }
}
