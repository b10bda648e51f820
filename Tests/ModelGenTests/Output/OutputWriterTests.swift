import XCTest
@testable import ModelGen

final class OutputWriterTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private func output(_ relative: String, _ contents: String, isEmpty: Bool = false) -> PlannedOutput {
        PlannedOutput(path: folder.url(relative), contents: contents, isEmpty: isEmpty, origin: .allTemplates)
    }

    private func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: folder.url(relative))[.modificationDate] as? Date
    }

    private func backdate(_ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: folder.url(relative))
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.contains(".modelgen-") }
    }

    func testWritesCreatingFoldersAndReportsChanges() throws {
        let report = try OutputWriter.write([output("a/b/One.swift", "one"), output("Two.swift", "two")], prune: false)
        XCTAssertEqual(report.written, [folder.url("a/b/One.swift"), folder.url("Two.swift")])
        XCTAssertEqual(folder.read("a/b/One.swift"), "one")
        XCTAssertEqual(folder.read("Two.swift"), "two")
        XCTAssertEqual(try leftovers(), [])
    }

    func testUnchangedBytesAreNotRewrittenSoTheModificationDateStays() throws {
        try folder.write("Same.swift", "same")
        try folder.write("Other.swift", "// Generated using ModelGen\nold")
        try backdate("Same.swift")
        try backdate("Other.swift")
        let report = try OutputWriter.write([output("Same.swift", "same"), output("Other.swift", "new")], prune: false)
        XCTAssertEqual(report.unchanged, [folder.url("Same.swift")])
        XCTAssertEqual(report.written, [folder.url("Other.swift")])
        XCTAssertEqual(try modificationDate("Same.swift"), Date(timeIntervalSince1970: 1_000_000))
        XCTAssertNotEqual(try modificationDate("Other.swift"), Date(timeIntervalSince1970: 1_000_000))
        XCTAssertEqual(folder.read("Other.swift"), "new")
    }

    func testAFailingWriteChangesNothing() throws {
        try folder.write("Keep.swift", "original")
        try folder.write("blocker", "a file where a folder is needed")
        let outputs = [output("Keep.swift", "replacement"), output("fresh/New.swift", "new"), output("blocker/Inside.swift", "x")]
        XCTAssertThrowsError(try OutputWriter.write(outputs, prune: false)) { error in
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 1)
        }
        XCTAssertEqual(folder.read("Keep.swift"), "original")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("fresh")), "folders it created are removed")
        XCTAssertEqual(try leftovers(), [])
    }

    func testAnOutputPathThatIsAFolderFails() throws {
        try FileManager.default.createDirectory(atPath: folder.url("Taken.swift"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try OutputWriter.write([output("Taken.swift", "x")], prune: false))
    }

    func testFIFOsAreNeverReadOrWrittenThrough() throws {
        XCTAssertEqual(mkfifo(folder.url("Pipe.swift"), 0o644), 0)
        let pipe = output("Pipe.swift", "x")
        XCTAssertEqual(OutputWriter.changes(for: [pipe], prune: false), [.write(pipe)], "no blocking read")
        XCTAssertThrowsError(try OutputWriter.write([pipe], prune: false)) { error in
            XCTAssertEqual("\(error)", "\(folder.url("Pipe.swift")):1:1: error: the output path is not a regular file (a FIFO, socket or device)")
        }
    }

    func testHandWrittenSwiftFilesAreNeverReplaced() throws {
        try folder.write("Models.swift", "struct HandWritten {}\n")
        try folder.write("Old.swift", "// Generated using Sourcery 2.3.0 — https://github.com/krzysztofzablocki/Sourcery\n")
        try folder.write("Empty.swift", "")
        try folder.write("notes.json", "{}")
        XCTAssertThrowsError(try OutputWriter.write([output("Old.swift", "new"), output("Models.swift", "generated")], prune: false)) { error in
            XCTAssertEqual((error as? ModelGenError)?.location?.path, folder.url("Models.swift"))
            XCTAssertEqual((error as? ModelGenError)?.exitCode, 1)
        }
        XCTAssertEqual(folder.read("Models.swift"), "struct HandWritten {}\n")
        XCTAssertTrue(folder.read("Old.swift")?.hasPrefix("// Generated using Sourcery") ?? false, "all or nothing")
        let report = try OutputWriter.write([output("Old.swift", "a"), output("Empty.swift", "b"), output("notes.json", "c")], prune: false)
        XCTAssertEqual(report.written.count, 3)
    }

    func testPruneDeletesBlankOutputsAndOtherwiseTheyAreHeaderOnlyFiles() throws {
        try folder.write("Empty.swift", "stale")
        let blank = output("Empty.swift", OutputHeader.lines, isEmpty: true)
        XCTAssertEqual(OutputWriter.changes(for: [blank], prune: true), [.remove(blank)])
        let report = try OutputWriter.write([blank, output("Missing.swift", OutputHeader.lines, isEmpty: true)], prune: true)
        XCTAssertEqual(report.removed, [folder.url("Empty.swift")])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("Empty.swift")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("Missing.swift")))

        _ = try OutputWriter.write([blank], prune: false)
        XCTAssertEqual(folder.read("Empty.swift"), OutputHeader.lines)
    }

    func testChangesDescribeAWriteWithoutTouchingTheDisk() throws {
        try folder.write("Same.swift", "same")
        let same = output("Same.swift", "same"), new = output("New.swift", "new")
        XCTAssertEqual(OutputWriter.changes(for: [same, new], prune: false), [.unchanged(same), .write(new)])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url("New.swift")))
    }

    /// The comparison with the file on disk is by bytes: same length, one byte different, is a write.
    func testAFileOfTheSameLengthWithOtherBytesIsRewritten() throws {
        try folder.write("Same.swift", "// Generated using ModelGen\nlet é = 1\n")
        let same = output("Same.swift", "// Generated using ModelGen\nlet é = 1\n")
        let other = output("Same.swift", "// Generated using ModelGen\nlet é = 2\n")
        XCTAssertEqual(OutputWriter.changes(for: [same], prune: false), [.unchanged(same)])
        XCTAssertEqual(OutputWriter.changes(for: [other], prune: false), [.write(other)])
        XCTAssertEqual(OutputWriter.changes(for: [output("Empty.swift", "")], prune: false), [.write(output("Empty.swift", ""))])
        try folder.write("Empty.swift", "")
        XCTAssertEqual(OutputWriter.changes(for: [output("Empty.swift", "")], prune: false), [.unchanged(output("Empty.swift", ""))])
    }

    func testExistingPermissionsAreKept() throws {
        try folder.write("Script.swift", "// Generated using ModelGen\nold")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.url("Script.swift"))
        _ = try OutputWriter.write([output("Script.swift", "new")], prune: false)
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.url("Script.swift"))[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o600)
    }

    /// A killed run's temporary file goes; a live process's, a name that only looks alike, and
    /// other files stay.
    func testRemovesOnlyTheTemporaryFilesOfProcessesThatAreGone() throws {
        let gone = ".Out.swift.modelgen-2147483646-7.tmp"
        let live = ".Out.swift.modelgen-\(ProcessInfo.processInfo.processIdentifier)-7.tmp"
        let kept = [live, ".Out.swift.modelgen-2147483646-7.tmp.bak", "Out.swift.modelgen-2147483646-7.tmp", ".tmp", "Keep.swift"]
        for name in [gone] + kept { try folder.write(name, "x") }
        XCTAssertEqual(Set(StaleTemporaries.temporaryFileNames(in: folder.path)), Set([gone, live, ".tmp"]))
        _ = try OutputWriter.write([output("Out.swift", "new")], prune: false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url(gone)))
        for name in kept { XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url(name)), name) }
    }
}
