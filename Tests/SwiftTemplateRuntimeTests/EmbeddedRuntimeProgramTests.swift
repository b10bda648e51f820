import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// A Swift template compiled against the embedded runtime (as `modelgen` compiles it) and run on a
/// model ModelGen wrote: the runtime's sources build outside the package, and a template reads
/// Sourcery's API as Sourcery's own templates do (casts to `Enum`, `implements`, `SourceryMethod(…)`).
final class EmbeddedRuntimeProgramTests: XCTestCase {
    private let sources = """
    protocol AutoDescribe {}
    protocol Named: AutoDescribe { var name: String { get } }
    class Animal: Named {
        // sourcery: label = "the name"
        let name: String
        var nickname: String?
        var tags: [String: Int] = [:]
        static func decodeName(from decoder: Decoder) throws -> String { "" }
        enum CodingKeys: String, CodingKey { case name, nickname }
    }
    final class Dog: Animal {
        var breed = "mixed"
    }
    enum Sound: AutoDescribe {
        case bark(volume: Int, repeats: Int)
        case purr(Double)
        case silence
    }
    """

    private let template = """
    <%_ func describe(_ method: SourceryMethod?) -> String {
        guard let method else { return "none" }
        return "\\(method.callName)\\(method.throws ? " throws" : "")"
    } -%>
    mode: <%= argument["mode"] as? String ?? "?" %>
    <%_ for type in types.implementing["AutoDescribe"] { -%>
    <%= type.kind %> <%= type.name %><% if let parent = type.supertype { %>: <%= parent.name %><% } %>
      <%_ if let enumType = type as? Enum { -%>
        <%_ for enumCase in enumType.cases { -%>
      case <%= enumCase.name %>(<%= enumCase.associatedValues.map { "\\($0.localName ?? "_"): \\($0.typeName)" }.joined(separator: ", ") %>)
        <%_ } -%>
      associated values: <%= enumType.hasAssociatedValues %>
      <%_ } else { -%>
        <%_ for variable in type.storedVariables { -%>
      <%= variable.name %>: <%= variable.unwrappedTypeName %><%= variable.isOptional ? " (optional)" : "" %><%= variable.typeName.dictionary.map { " of \\($0.valueTypeName)" } ?? "" %><%= (variable.annotations["label"] as? String).map { " \\"\\($0)\\"" } ?? "" %>
        <%_ } -%>
      all: <%= type.allVariables.map(\\.name).joined(separator: ", ") %>
      implements: <%= type.implements.keys.sorted().joined(separator: ", ") %>
      coding keys: <%= (type.containedType["CodingKeys"] as? Enum)?.cases.map(\\.name).joined(separator: ", ") ?? "none" %>
      decoder: <%= describe(type.staticMethods.first { $0.selectorName == "decodeName(from:)" }) %>
      <%_ } -%>
    <%_ } -%>
    made: <%= describe(SourceryMethod(name: "singleValueContainer", throws: true)) %>
    """

    func testATemplateReadsTheModelThroughSourcerysAPI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftrt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Describe.swifttemplate").path
        try template.write(toFile: path, atomically: true, encoding: .utf8)
        let renderer = SwiftTemplateRenderer(cacheFolder: folder.appendingPathComponent("cache").path, version: "test",
                                             runtime: .embedded)
        let scan = SourceScanner.scan(source: sources, path: "Animals.swift")
        if case .failure(let error) = Result(catching: { try SwiftCompiler.find() }) {
            throw XCTSkip("no Swift compiler: \(error)")
        }
        let file = TemplateFile(path: path, name: "Describe", text: template, searchPaths: [folder.path])
        let rendered = try renderer.render(file, model: scan, arguments: ["mode": .string("strict")])
        XCTAssertEqual(rendered.errors.map(\.message), [])
        XCTAssertEqual(rendered.text, """
        mode: strict
        class Animal
          name: String "the name"
          nickname: String (optional)
          tags: [String: Int] of Int
          all: name, nickname, tags
          implements: AutoDescribe, Named
          coding keys: name, nickname
          decoder: decodeName throws
        class Dog: Animal
          breed: String
          all: breed, name, nickname, tags
          implements: AutoDescribe, Named
          coding keys: none
          decoder: none
        protocol Named
          name: String
          all: name
          implements: AutoDescribe
          coding keys: none
          decoder: none
        enum Sound
          case bark(volume: Int, repeats: Int)
          case purr(_: Double)
          case silence()
          associated values: true
        made: singleValueContainer throws
        """)
    }
}
