import Foundation
import XCTest
@testable import StencilLite

/// Two of ModelGen's Sourcery conformance cases, with the model replaced by dictionaries: they pin
/// StencilSwiftKit's blank-line rule and the order of Sourcery's `{% newline %}` replacement.
final class SourceryWhitespaceTests: XCTestCase {
    private static let newlineMarker = "__sourcery__newline__"

    private var environment: Environment {
        var sourcery = Extension()
        sourcery.registerSimpleTag("newline") { _ in Self.newlineMarker }
        sourcery.registerFilter("upperFirstLetter") { (value: Any?) in "unused: the SwiftKit one is found first \(String(describing: value))" }
        return Environment(extensions: [.stencilSwiftKit, .builtins, sourcery], cleansBlankLines: true)
    }

    private func sourceryRender(_ template: String, _ context: [String: Any]) throws -> String {
        try environment.renderTemplate(string: template, context: context)
            .replacingOccurrences(of: Self.newlineMarker, with: "\n")
    }

    /// Copies of ModelGen's conformance cases (template, and Sourcery 2.3.0's output after its two header lines).
    private func conformanceCase(_ name: String) -> (template: String, expected: String) {
        switch name {
        case "whitespace-tag-lines":
            return ("// Lines holding only tags vanish; blank lines typed in the template stay.\n{% for type in types.structs %}\n    {% if type.variables.count > 0 %}\nextension {{ type.name }} {\n        {% for v in type.variables %}\n    var scaled{{ v.name|upperFirstLetter }}: Double { {{ v.name }} * 2 }\n        {% endfor %}\n\n    var isZero: Bool {\n        {% for v in type.variables %}{{ v.name }} == 0{% if not forloop.last %} && {% endif %}{% endfor %}\n    }\n}\n    {% else %}\n// {{ type.name }} has no variables\n    {% endif %}\n\n{% endfor %}\n   \n// a whitespace-only line above collapsed; two typed blank lines follow\n\n\n// {{ \"\" }}an empty value line follows\n{{ \"\" }}\n// end\n",
                    "// Lines holding only tags vanish; blank lines typed in the template stay.\n// Marker has no variables\n\nextension Point {\n    var scaledX: Double { x * 2 }\n    var scaledY: Double { y * 2 }\n\n    var isZero: Bool {\n        x == 0 && y == 0\n    }\n}\n\nextension Size {\n    var scaledWidth: Double { width * 2 }\n    var scaledHeight: Double { height * 2 }\n\n    var isZero: Bool {\n        width == 0 && height == 0\n    }\n}\n\n// a whitespace-only line above collapsed; two typed blank lines follow\n\n\n// an empty value line follows\n// end\n")
        case "whitespace-newline-tag":
            return ("enum RoutePath {\n{% for c in type.Route.cases %}\n    static let {{ c.name }} = \"/{{ c.name }}\"{% if not forloop.last %}{% newline %}{% endif %}\n{% endfor %}\n}\n{% newline %}\n{% newline %}\n// three lines with an empty value each:\n{{ \"\" }}\n{{ \"\" }}\n{{ \"\" }}\n// a forced blank line between two lines:{% newline %}{% newline %}// next\n{% for c in type.Route.cases %}{{ c.name }}{% if not forloop.last %}{% newline %}{% endif %}{% endfor %}\n",
                    "enum RoutePath {\n    static let home = \"/home\"\n\n    static let profile = \"/profile\"\n\n    static let settings = \"/settings\"\n}\n\n\n\n\n// three lines with an empty value each:\n// a forced blank line between two lines:\n\n// next\nhome\nprofile\nsettings\n")
        default:
            return ("", "")
        }
    }

    func testTagLinesVanishAndTypedBlankLinesStay() throws {
        let (template, expected) = conformanceCase("whitespace-tag-lines")
        func variables(_ names: [String]) -> [[String: Any]] { names.map { ["name": $0] } }
        let structs: [[String: Any]] = [
            ["name": "Marker", "variables": [Any]()],
            ["name": "Point", "variables": variables(["x", "y"])],
            ["name": "Size", "variables": variables(["width", "height"])],
        ]
        XCTAssertEqual(try sourceryRender(template, ["types": ["structs": structs]]), expected)
    }

    func testNewlineTagIsAppliedAfterTheCleanup() throws {
        let (template, expected) = conformanceCase("whitespace-newline-tag")
        let cases: [[String: Any]] = ["home", "profile", "settings"].map { ["name": $0] }
        XCTAssertEqual(try sourceryRender(template, ["type": ["Route": ["cases": cases]]]), expected)
    }
}
