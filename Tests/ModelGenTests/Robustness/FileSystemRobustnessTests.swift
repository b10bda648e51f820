import Foundation
import XCTest

/// Hostile file systems under the sources, templates and outputs, through the built `modelgen`
/// binary: every case finishes, and a problem is reported as `path:line:col: error:`.
final class FileSystemRobustnessTests: XCTestCase {
    // A path that cannot be read at all (not a position inside it) may be reported as
    // `path: error:` (templates, configuration) or `path:1:1: error:` (sources).
    private func assertPathError(_ text: String, path: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text.hasPrefix(path + ": error: ") || text.hasPrefix(path + ":1:1: error: "), "\(name): \(text)", file: file, line: line)
    }

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Models.swift", "struct Alpha {}\n")
        try folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
    }

    override func tearDown() { folder.remove() }

    private func dump() throws -> ToolRun {
        try ModelGenTool.run(["dump", "--sources", folder.url("Sources")], timeout: 60)
    }

    private func generate(output: String = "Out") throws -> ToolRun {
        try ModelGenTool.run(["generate", "--sources", folder.url("Sources"), "--templates", folder.url("Templates"),
                              "--output", folder.url(output)], timeout: 60)
    }

    func testAFolderNamedLikeASwiftFileIsScannedAsAFolder() throws {
        try folder.write("Sources/Nested.swift/Inner.swift", "struct Inner {}\n")
        let run = try dump()
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("\"Inner\""), run.output)
    }

    func testSymlinkLoopsInTheSourcesEndAndScanEachFileOnce() throws {
        let before = try dump()
        try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/Loop"), withDestinationPath: folder.url("Sources"))
        try FileManager.default.createDirectory(atPath: folder.url("Sources/Deeper"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/Deeper/Up"), withDestinationPath: "../..")
        let after = try dump()
        XCTAssertEqual(after.status, 0, after.errors)
        XCTAssertEqual(after.output.components(separatedBy: "Alpha").count, before.output.components(separatedBy: "Alpha").count,
                       "each file is scanned once: \(after.output.prefix(400))")
    }

    /// A `.swift` path that cannot be read ends the run with a located error (exit 1): skipping it
    /// would silently drop its models from the generated code.
    private func assertUnreadableSourceIsReported(_ path: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try dump()
        assertLocatedError(run.errors, path: path, line: 1, name, file: file, callLine: line)
        XCTAssertEqual(run.status, 1, run.errors, file: file, line: line)
    }

    func testSymlinkFilesPointingAtEachOtherAreReported() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/Ping.swift"), withDestinationPath: "Pong.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/Pong.swift"), withDestinationPath: "Ping.swift")
        try assertUnreadableSourceIsReported(folder.url("Sources/Ping.swift"), "symlink file loop")
    }

    func testAnUnreadableSourceIsReported() throws {
        let how = try UnreadablePath.make(folder.url("Sources/Secret.swift"))
        try assertUnreadableSourceIsReported(folder.url("Sources/Secret.swift"), "unreadable source (\(how))")
    }

    func testAFIFOAmongTheSourcesIsALocatedErrorNotAHang() throws {
        try UnreadablePath.makeFIFO(folder.url("Sources/Pipe.swift"))
        let run = try dump()
        assertLocatedError(run.errors, path: folder.url("Sources/Pipe.swift"), line: 1, "FIFO source")
        XCTAssertEqual(run.status, 1, run.errors)
    }

    func testAnUnreadableOrFIFOTemplateIsALocatedErrorNotAHang() throws {
        let how = try UnreadablePath.make(folder.url("Templates/Secret.stencil"))
        let unreadable = try generate()
        assertPathError(unreadable.errors, path: folder.url("Templates/Secret.stencil"), "unreadable template (\(how))")
        XCTAssertEqual(unreadable.status, 1, unreadable.errors)
        try FileManager.default.removeItem(atPath: folder.url("Templates/Secret.stencil"))
        try UnreadablePath.makeFIFO(folder.url("Templates/Pipe.stencil"))
        let fifo = try generate()
        assertPathError(fifo.errors, path: folder.url("Templates/Pipe.stencil"), "FIFO template")
        XCTAssertEqual(fifo.status, 1, fifo.errors)
    }

    func testAFIFOConfigurationIsALocatedErrorNotAHang() throws {
        try UnreadablePath.makeFIFO(folder.url(".modelgen.yml"))
        let run = try ModelGenTool.run(["--config", folder.url(".modelgen.yml")], timeout: 60)
        assertPathError(run.errors, path: folder.url(".modelgen.yml"), "FIFO configuration")
        XCTAssertEqual(run.status, 2, run.errors)
    }

    func testAnOutputFileThatIsAFIFOIsALocatedErrorNotAHang() throws {
        try FileManager.default.createDirectory(atPath: folder.url("Out"), withIntermediateDirectories: true)
        try UnreadablePath.makeFIFO(folder.url("Out/Names.generated.swift"))
        let run = try generate()
        assertLocatedError(run.errors, path: folder.url("Out/Names.generated.swift"), line: 1, "FIFO output")
        XCTAssertEqual(run.status, 1, run.errors)
    }

    func testAnUnwritableOutputFolderIsALocatedError() throws {
        // Root writes into mode-555 folders, so the unwritable place is inside a read-only file
        // system path instead: a folder below a regular file can never be created.
        try folder.write("Blocker", "file\n")
        let run = try generate(output: "Blocker/Deep/Out")
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.errors.hasPrefix(folder.url("Blocker")), run.errors)
        XCTAssertTrue(run.errors.contains(": error: "), run.errors)
    }
}
