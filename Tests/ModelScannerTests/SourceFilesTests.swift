import Foundation
import XCTest
@testable import ModelScanner

final class SourceFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ModelScannerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ relative: String, _ contents: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    func testFilesAreSortedAndFilteredAndRelative() throws {
        try write("b/Z.swift", "struct Z {}")
        try write("a.swift", "struct A {}")
        try write("B.swift", "struct B {}")
        try write(".hidden.swift", "struct Hidden {}")
        try write(".git/Inside.swift", "struct InGit {}")
        try write("notes.txt", "struct NotSwift {}")
        try write("Gen.swift", "// Generated using Sourcery 2.3.0\nstruct Generated {}")
        try write("Excluded/E.swift", "struct Excluded {}")
        let result = try SourceScanner.scan([root], excluding: [root.appendingPathComponent("Excluded")])
        XCTAssertEqual(result.types.map(\.name), ["A", "B", "Z"])
        XCTAssertEqual(result.type("Z")?.file, "b/Z.swift")
        XCTAssertEqual(result.type("B")?.file, "B.swift")
    }

    func testSeveralFoldersInTheOrderGiven() throws {
        try write("one/X.swift", "struct X { var a = 1 }")
        try write("two/X.swift", "extension X { var b = 2 }")
        let result = try SourceScanner.scan([root.appendingPathComponent("one"), root.appendingPathComponent("two")])
        XCTAssertEqual(result.type("X")?.variables.map(\.name), ["a", "b"])
    }

    func testSymlinkLoopsTerminate() throws {
        try write("sub/S.swift", "struct S {}")
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("sub/loop"), withDestinationURL: root)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("self"), withDestinationURL: root)
        let result = try SourceScanner.scan([root])
        XCTAssertEqual(result.types.map(\.name), ["S"])
    }

    func testUnreadablePathIsAnErrorValue() throws {
        let missing = root.appendingPathComponent("missing")
        XCTAssertThrowsError(try SourceScanner.scan([missing])) { error in
            let scanError = error as? Diagnostic
            XCTAssertEqual(scanError?.location?.path, missing.path)
            XCTAssertEqual(scanError?.description, "\(missing.path):1:1: error: no such file or directory")
        }
    }

    func testBrokenSwiftSymlinksAndFIFOsAreErrorsNotSilentSkips() throws {
        try write("A.swift", "struct A {}")
        let dangling = root.appendingPathComponent("Gone.swift")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "nowhere.swift")
        XCTAssertThrowsError(try SourceScanner.scan([root])) { error in
            XCTAssertEqual((error as? Diagnostic)?.description,
                           "\(dangling.path):1:1: error: cannot read file: a broken or looping symbolic link")
        }
        try FileManager.default.removeItem(at: dangling)
        let fifo = root.appendingPathComponent("Pipe.swift")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        XCTAssertThrowsError(try SourceScanner.scan([root])) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.path, fifo.path)
        }
        XCTAssertThrowsError(try SourceScanner.scan([fifo]))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("notes.txt").path, withDestinationPath: "nowhere")
        try FileManager.default.removeItem(at: fifo)
        XCTAssertEqual(try SourceScanner.scan([root]).types.map(\.name), ["A"], "a broken link that is not Swift is ignored")
    }

    func testParallelScanIsDeterministic() throws {
        for index in 0..<60 {
            try write("F\(index).swift", "struct T\(index) {}\nextension Shared { var v\(index): Int { \(index) } }")
        }
        let first = try SourceScanner.scan([root]).dumpJSON()
        for _ in 0..<5 { XCTAssertEqual(try SourceScanner.scan([root]).dumpJSON(), first) }
        XCTAssertEqual(try SourceScanner.scan([root]).type("Shared")?.variables.first?.name, "v0")
    }
}
