import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// A Swift template compiled against the embedded runtime (as `modelgen` compiles it) and run on a
/// model ModelGen wrote: the runtime's sources build outside the package, and a template reads
/// Sourcery's API as Sourcery's own templates do (casts to `Enum`, `implements`, `SourceryMethod(…)`).
final class EmbeddedRuntimeProgramTests: XCTestCase {
    /// One folder for the whole class, so that the runtime compiles once.
    private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftrt-\(UUID().uuidString)")

    override class func setUp() {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    override func setUpWithError() throws {
        if case .failure(let error) = Result(catching: { try SwiftCompiler.find() }) {
            throw XCTSkip("no Swift compiler: \(error)")
        }
    }

    private func render(_ template: String, named name: String, sources: String, runtime: ProgramRuntime = .embedded,
                        arguments: Annotations = [:]) throws -> RenderedTemplate {
        let path = Self.folder.appendingPathComponent("\(name).swifttemplate").path
        try template.write(toFile: path, atomically: true, encoding: .utf8)
        let renderer = SwiftTemplateRenderer(cacheFolder: Self.folder.appendingPathComponent("cache").path, version: "test", runtime: runtime)
        let scan = SourceScanner.scan(source: sources, path: "\(name).swift")
        let file = TemplateFile(path: path, name: name, text: template, searchPaths: [Self.folder.path])
        return try renderer.render(file, model: scan, arguments: arguments)
    }

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
        let expected = """
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
        """
        // The second run reads a model file holding only the members the first one read.
        for _ in 1...2 {
            let rendered = try render(template, named: "Describe", sources: sources, arguments: ["mode": .string("strict")])
            XCTAssertEqual(rendered.errors.map(\.message), [])
            XCTAssertEqual(rendered.text, expected)
        }
    }

    /// A cached program runs on a model holding only the members it read before; when it reads
    /// another one, it runs again on the whole model, and that member is written from then on.
    func testACachedProgramReadsTheMembersItReadBeforeAndRunsAgainForAnother() throws {
        let requests = MemberRequests()
        let runtime = requests.runtime()
        let template = "<% for type in types.all { %><%= type.name %><% if type.name.hasPrefix(\"Late\") { %> (<%= type.localName %>)<% } %>\n<% } %>"
        let early = "struct Apple {}\nclass Pear {}"
        XCTAssertEqual(try render(template, named: "Late", sources: early, runtime: runtime).text, "Apple\nPear\n")
        XCTAssertEqual(try render(template, named: "Late", sources: early, runtime: runtime).text, "Apple\nPear\n")
        let late = early + "\nenum Late { struct Box {} }"
        XCTAssertEqual(try render(template, named: "Late", sources: late, runtime: runtime).text, "Apple\nLate (Late)\nLate.Box (Box)\nPear\n")
        XCTAssertEqual(try render(template, named: "Late", sources: late, runtime: runtime).text, "Apple\nLate (Late)\nLate.Box (Box)\nPear\n")

        let members = requests.all
        XCTAssertEqual(members.map { $0 == nil }, [true, false, false, true, false], "every member, then those read, …")
        XCTAssertEqual(members[1], ["all", "argument", "functions", "globalName", "kind", "name", "types"])
        XCTAssertEqual(members[4], members[1].map { $0.union(["localName"]) })
    }

    /// Reflection reads the stored values without noting them: such a program always gets every member.
    func testAProgramThatReflectsReadsTheWholeModelEveryTime() throws {
        let requests = MemberRequests()
        let runtime = requests.runtime()
        let template = "<% var text = \"\"; dump(types.all.map(\\.name), to: &text) %><%= text %>"
        for _ in 1...2 {
            XCTAssertEqual(try render(template, named: "Dump", sources: "struct Apple {}", runtime: runtime).text, "▿ 1 element\n  - \"Apple\"\n")
        }
        XCTAssertEqual(requests.all, [nil, nil])
    }

    /// Reflection in an included Swift file counts too: the build decides it from every file it compiles.
    func testAProgramWhoseIncludedFileReflectsReadsTheWholeModelEveryTime() throws {
        let requests = MemberRequests()
        let runtime = requests.runtime()
        let helper = "func dumped(_ names: [String]) -> String { var text = \"\"; dump(names, to: &text); return text }\n"
        try helper.write(to: Self.folder.appendingPathComponent("Reflecting.swift"), atomically: true, encoding: .utf8)
        let template = "<%- includeFile(\"Reflecting\") -%><%= dumped(types.all.map(\\.name)) %>"
        for _ in 1...2 {
            XCTAssertEqual(try render(template, named: "IncludedDump", sources: "struct Apple {}", runtime: runtime).text, "▿ 1 element\n  - \"Apple\"\n")
        }
        XCTAssertEqual(requests.all, [nil, nil])
    }
}

/// The members each model file of a test was asked to hold.
private final class MemberRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [Set<String>?] = []

    var all: [Set<String>?] {
        lock.withLock { requests }
    }

    /// The embedded runtime, with each model file's members noted here.
    func runtime() -> ProgramRuntime {
        ProgramRuntime(files: ProgramRuntime.embedded.files) { scan, arguments, members in
            self.lock.withLock { self.requests.append(members) }
            return SwiftTemplateModel.encode(scan: scan, arguments: arguments, members: members)
        }
    }
}
