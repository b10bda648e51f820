@testable import ModelGen
import XCTest

/// A `.swifttemplate` becomes the program Sourcery 2.3.0's `SwiftTemplate.parse` writes, line for line,
/// and every program line maps back to the template.
final class SwiftTemplateParserTests: XCTestCase {
    private func program(_ text: String, path: String = "/t/T.swifttemplate") throws -> SwiftTemplateProgram {
        SwiftTemplateProgram(commands: try SwiftTemplateParser().commands(path: path, text: text))
    }

    private func body(of program: SwiftTemplateProgram) -> [String] {
        Array(program.mainSource.components(separatedBy: "\n").dropFirst(SwiftTemplateProgram.prelude.count))
    }

    func testTagsBecomeStatementsAndTrimmingFormsTrimAsSourceryDoes() throws {
        let template = """
            <% for type in types.classes { -%>
                <%_ %><%# a comment -%>
            extension <%= type.name %>: Equatable {}
            <% } -%>

            """
        XCTAssertEqual(body(of: try program(template)), [
            "var sourceryBuffer = \"\";",
            " for type in types.classes { ",
            "sourceryBuffer.append(\"extension \");",
            "sourceryBuffer.append(\"\\( type.name )\");",
            "sourceryBuffer.append(\": Equatable {}\\n\");",
            " } ",
            "print(\"\\(sourceryBuffer)\", terminator: \"\");",
        ])
    }

    func testTheProgramStartsWithSourcerysContextLines() throws {
        let lines = try program("x").mainSource.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines.prefix(9)), [
            "import Foundation", "import SourceryRuntime", "",
            "let context = ProcessInfo.processInfo.context!", "let types = context.types",
            "let functions = context.functions", "let type = context.types.typesByName",
            "let argument = context.argument", "",
        ])
        XCTAssertEqual(Array(lines.dropFirst(9)), ["var sourceryBuffer = \"\";", "sourceryBuffer.append(\"x\");",
                                                   "print(\"\\(sourceryBuffer)\", terminator: \"\");"])
    }

    func testAnEmptyTemplateHasNoBuffer() throws {
        XCTAssertEqual(body(of: try program("<%# nothing %>")), ["print(\"\\(sourceryBuffer)\", terminator: \"\");"])
    }

    func testTextIsEscapedAsASCII() throws {
        XCTAssertEqual(body(of: try program("é \"q\"\t\\\n"))[1], #"sourceryBuffer.append("\u{00E9} \"q\"\t\\\n");"#)
    }

    func testUnderscoreFormsTrimSpacesAndTabsOnTheirSide() throws {
        XCTAssertEqual(body(of: try program("a \t<%_ x _%> \tb"))[1...3], ["sourceryBuffer.append(\"a\");", " x ", "sourceryBuffer.append(\"b\");"])
        // Sourcery's `[\h\t]*$` also matches before one line break ending the text.
        XCTAssertEqual(body(of: try program("a  \n<%_ x %>"))[1], "sourceryBuffer.append(\"a\\n\");")
        XCTAssertEqual(body(of: try program("a\n  <%_ x %>"))[1], "sourceryBuffer.append(\"a\\n\");")
    }

    func testDashFormDropsOneLineBreakOnly() throws {
        XCTAssertEqual(body(of: try program("<% x -%>\n\n  y"))[2], "sourceryBuffer.append(\"\\n  y\");")
        XCTAssertEqual(body(of: try program("<% x -%>\r\ny"))[2], "sourceryBuffer.append(\"y\");")
    }

    func testProgramLinesMapBackToTheTemplate() throws {
        let program = try program("line 1\n<% let a = 1\nlet b = 2 %>\n  <%= a + b %>")
        // 10: var sourceryBuffer, 11: text, 12-13: code, 14: text, 15: output
        XCTAssertNil(program.lineMap.location(line: 10, column: 1))
        XCTAssertEqual(program.lineMap.location(line: 11, column: 5), FileLocation(path: "/t/T.swifttemplate", line: 1, column: 1))
        XCTAssertEqual(program.lineMap.location(line: 12, column: 6), FileLocation(path: "/t/T.swifttemplate", line: 2, column: 8))
        XCTAssertEqual(program.lineMap.location(line: 13, column: 5), FileLocation(path: "/t/T.swifttemplate", line: 3, column: 5))
        XCTAssertEqual(program.lineMap.location(line: 15, column: 27), FileLocation(path: "/t/T.swifttemplate", line: 4, column: 7))
        XCTAssertEqual(body(of: program)[5], "sourceryBuffer.append(\"\\( a + b )\");")
    }

    func testUnmatchedOpeningIsAnErrorAtItsTag() throws {
        // Sourcery's InvalidTag stub: "<% for type in types.all {%>\nextension <%= type.name > {\n}\n<%}%>\n" fails at line 2.
        XCTAssertThrowsError(try program("<% for type in types.all {%>\nextension <%= type.name > {\n}\n<%}%>\n")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: "/t/T.swifttemplate", line: 2, column: 11))
            XCTAssertTrue("\(error)".contains("unmatched <%"), "\(error)")
        }
    }

    func testIncludesAreReadRelativeToTheIncludingTemplateWithOptionalExtensions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("lib/One.swifttemplate", "<%- include(\"Two\") -%>one ")
        try folder.write("lib/Two.swifttemplate", "<%- include(\"../Leaf.swifttemplate\") -%>two ")
        try folder.write("Leaf.swifttemplate", "leaf ")
        try folder.write("Helpers.swift", "let helper = 1")
        let root = folder.url("Root.swifttemplate")
        let program = try program("<%- includeFile(\"Helpers\") -%><%- include(\"lib/One.swifttemplate\") -%>root", path: root)
        XCTAssertEqual(program.includedFiles, [folder.url("Helpers.swift")])
        XCTAssertEqual(body(of: program)[1...4], ["sourceryBuffer.append(\"leaf \");", "sourceryBuffer.append(\"two \");",
                                                  "sourceryBuffer.append(\"one \");", "sourceryBuffer.append(\"root\");"])
        XCTAssertEqual(program.lineMap.location(line: 11, column: 1), FileLocation(path: folder.url("Leaf.swifttemplate"), line: 1, column: 1))
    }

    func testIncludeCyclesAreErrorsAtTheTagClosingTheCycle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("cycle/One.swifttemplate", "<%- include(\"Two.swifttemplate\") -%>")
        try folder.write("cycle/Two.swifttemplate", "\n <%- include(\"One.swifttemplate\") -%>")
        let root = try folder.write("Root.swifttemplate", "<%- include(\"cycle/One.swifttemplate\") -%>")
        XCTAssertThrowsError(try program("<%- include(\"cycle/One.swifttemplate\") -%>", path: root)) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: folder.url("cycle/Two.swifttemplate"), line: 2, column: 2))
            XCTAssertTrue("\(error)".contains("include cycle detected for \(folder.url("cycle/One.swifttemplate"))"), "\(error)")
        }
        let selfIncluding = try folder.write("Self.swifttemplate", "<%- include(\"Self.swifttemplate\") -%>")
        XCTAssertThrowsError(try program("<%- include(\"Self.swifttemplate\") -%>", path: selfIncluding)) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: selfIncluding, line: 1, column: 1))
        }
    }

    func testBadIncludesAreErrorsAtTheirTag() throws {
        XCTAssertThrowsError(try program("ab\n<%- \"x\" %>")) { error in
            XCTAssertEqual((error as? ModelGenError)?.location, FileLocation(path: "/t/T.swifttemplate", line: 2, column: 1))
            XCTAssertTrue("\(error)".contains("invalid include tag"), "\(error)")
        }
        XCTAssertThrowsError(try program("<%- include(\"Missing\") %>")) { error in
            XCTAssertTrue("\(error)".contains("cannot read the included template /t/Missing.swifttemplate"), "\(error)")
        }
    }
}
