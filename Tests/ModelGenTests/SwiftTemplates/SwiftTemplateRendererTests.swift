import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// The compile-cache-run pipeline over a small runtime of the tests' own (type names, one a line), so
/// that what is tested here is the pipeline: caching, error locations, includes, a missing compiler.
final class SwiftTemplateRendererTests: XCTestCase {
    static let runtime = ProgramRuntime(files: [(name: "Runtime.swift", text: """
        import Foundation

        public final class Types {
            public let all: [String]
            init(all: [String]) { self.all = all }
            public var typesByName: [String: String] { Dictionary(uniqueKeysWithValues: all.map { ($0, $0) }) }
        }

        public final class TemplateContext {
            public let types: Types
            public let functions: [String] = []
            public let argument: [String: NSObject] = [:]
            init(types: Types) { self.types = types }
        }

        extension ProcessInfo {
            public var context: TemplateContext? {
                guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else { return nil }
                return TemplateContext(types: Types(all: text.split(separator: "\\n").map(String.init)))
            }
        }
        """)]) { scan, _, _ in Data(scan.types.map(\.name).joined(separator: "\n").utf8) }

    /// One cache for the whole class, so the runtime compiles once; each test's templates have paths
    /// of their own, and so programs of their own.
    nonisolated(unsafe) private static var sharedCache: TemporaryFolder?
    private var folder: TemporaryFolder!
    private var cache: String { Self.sharedCache?.url("cache") ?? folder.url("cache") }
    private let model = SourceScanner.scan(source: "struct Apple {}\nclass Pear {}")

    override class func setUp() {
        sharedCache = try? TemporaryFolder()
    }

    override class func tearDown() {
        sharedCache?.remove()
    }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func renderer(cached: Bool = true) -> SwiftTemplateRenderer {
        SwiftTemplateRenderer(cacheFolder: cached ? cache : nil, version: "test", runtime: Self.runtime)
    }

    private func render(_ text: String, name: String = "Names", renderer: SwiftTemplateRenderer? = nil) throws -> RenderedTemplate {
        let path = try folder.write("\(name).swifttemplate", text)
        let template = TemplateFile(path: path, name: name, text: text, searchPaths: [folder.path])
        return try (renderer ?? self.renderer()).render(template, model: model, arguments: [:])
    }

    private func programs() throws -> [String] {
        let prefix = "program-" + SHA256.hex(folder.url("Names.swifttemplate").utf8).prefix(16)
        return try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix(prefix) }
    }

    func testRendersTheTemplateAndReusesTheCompiledProgram() throws {
        let template = "<% for name in types.all { -%>\n// <%= name %>\n<% } -%>"
        XCTAssertEqual(try render(template).text, "// Apple\n// Pear\n")
        let executable = "\(cache)/\(try XCTUnwrap(programs().first))/SwiftTemplate"
        let compiled = try FileManager.default.attributesOfItem(atPath: executable)[.modificationDate] as? Date
        XCTAssertEqual(try render(template).text, "// Apple\n// Pear\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: executable)[.modificationDate] as? Date, compiled,
                       "an unchanged template must not be compiled again")
        XCTAssertEqual(try render(template + "done").text, "// Apple\n// Pear\ndone")
        XCTAssertEqual(try programs().count, 1, "an edited template's program replaces the earlier one")
        XCTAssertFalse(FileManager.default.fileExists(atPath: executable))
    }

    func testWithoutACacheNothingIsLeftBehind() throws {
        // A temporary folder of the test's own: other processes may use the shared one meanwhile.
        let temporary = folder.url("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let previous = ProcessInfo.processInfo.environment["TMPDIR"]
        setenv("TMPDIR", temporary, 1)
        defer { if let previous { setenv("TMPDIR", previous, 1) } else { unsetenv("TMPDIR") } }
        XCTAssertTrue(NSTemporaryDirectory().hasPrefix(temporary), NSTemporaryDirectory())
        XCTAssertEqual(try render("<%= types.all.count %>", renderer: renderer(cached: false)).text, "2")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
    }

    func testTheBuildFolderHoldsCompilationsAndTheCacheTheirPrograms() throws {
        let build = folder.url("build")
        let renderer = SwiftTemplateRenderer(cacheFolder: cache, buildFolder: build, version: "test", runtime: Self.runtime)
        XCTAssertEqual(try render("<%= types.all.count %>", renderer: renderer).text, "2")
        XCTAssertEqual(try programs().count, 1, "the compiled program is moved into the cache")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: build), [],
                       "the build folder was used for the compilation and the model file, and is left empty")

        let uncached = SwiftTemplateRenderer(cacheFolder: nil, buildFolder: build, version: "test", runtime: Self.runtime)
        XCTAssertEqual(try render("<%= types.all.last! %>", renderer: uncached).text, "Pear")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: build), [], "without a cache, nothing is left behind")
    }

    func testCompilerErrorsPointAtTheTemplate() throws {
        let rendering = try render("first line\n<% for name in types.all { %>\n  <%= name.count + \"x\" %>\n<% } %>")
        let error = try XCTUnwrap(rendering.errors.first, "\(rendering)")
        XCTAssertEqual(error.location?.path, folder.url("Names.swifttemplate"))
        XCTAssertEqual(error.location?.line, 3)
        XCTAssertTrue(error.notes.first?.hasPrefix("  <%= name.count + \"x\" %>\n") == true, error.report)
        XCTAssertEqual(rendering.text, "")
    }

    func testErrorsInIncludedFilesPointAtThoseFiles() throws {
        try folder.write("Helpers.swift", "import SourceryRuntime\n\nfunc shout(_ name: String) -> String {\n    name.uppercased() + undefinedName\n}\n")
        let rendering = try render("<%- includeFile(\"Helpers\") -%><%= types.all.map(shout) %>")
        XCTAssertEqual(rendering.errors.first?.location, FileLocation(path: folder.url("Helpers.swift"), line: 4, column: 25), "\(rendering.errors)")
    }

    func testRuntimeFailuresPointAtTheTemplateLine() throws {
        XCTAssertThrowsError(try render("text\n<% fatalError(\"Template not implemented\") %>")) { error in
            let error = error as? ModelGenError
            XCTAssertEqual(error?.location?.line, 2, "\(String(describing: error))")
            XCTAssertTrue(error?.message.contains("Fatal error: Template not implemented") == true, "\(String(describing: error))")
        }
    }

    func testAMissingCompilerIsAClearErrorAtTheTemplate() throws {
        let emptyFolder = folder.url("empty")
        let renderer = SwiftTemplateRenderer(cacheFolder: cache, version: "test", runtime: Self.runtime) { () throws(ModelGenError) in
            try SwiftCompiler.find(environment: ["PATH": emptyFolder])
        }
        XCTAssertThrowsError(try render("x", renderer: renderer)) { error in
            XCTAssertEqual((error as? ModelGenError)?.location?.path, self.folder.url("Names.swifttemplate"))
            XCTAssertTrue("\(error)".contains("no Swift compiler found"), "\(error)")
        }
    }

    func testSHA256MatchesTheStandardVectors() {
        XCTAssertEqual(SHA256.hex("".utf8), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the length no longer fits beside the padding, so the message takes a second block.
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex(String(repeating: "a", count: 1_000).utf8), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
