import Foundation
@testable import ModelGen
import XCTest

/// The team's real-world corpus (`RealWorldConformance/`, copied by `scripts/sync-conformance`): public
/// Sourcery templates, each over the sources its authors wrote it for, generate byte for byte what
/// Sourcery 2.3.0 wrote (`expected/NAME/out`, header lines aside), as `run.sh` checks. The templates
/// and sources are others' code: they are read from the fetched snapshots (`../.mirror`), and a case
/// whose snapshot is missing is skipped (the test is, when all are). Cases where Sourcery crashed
/// (`expected/NAME/error`) have nothing to compare with.
final class RealWorldTemplatesTests: XCTestCase {
    /// Cases known to differ, with the reason; each must still differ (a match fails the test).
    private static let pending = [
        "sourcery-automockable": "ModelScanner keeps the parentheses of a parenthesized type in its name; Sourcery names the"
            + " inner type ((any P)? is 'any P?'), so AutoMockable's own parentheses double up (issue #12, scanner naming)",
    ]

    private struct Case {
        let name, repository, revision, template: String
        let sources: [(repository: String, revision: String, path: String)]
    }

    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealWorldConformance")

    func testEveryCaseWhereSourceryWroteOutputIsIdentical() throws {
        var compared = 0
        var missing = Set<String>()
        for item in try Self.cases() where !FileManager.default.fileExists(atPath: Self.expected(item.name, "error")) {
            let repositories = [item.repository] + item.sources.map(\.repository)
            let snapshots = Dictionary(repositories.map { ($0, SnapshotRepository.find($0)) }) { first, _ in first }
            guard snapshots.values.allSatisfy({ $0 != nil }) else {
                missing.formUnion(snapshots.filter { $0.value == nil }.keys)
                continue
            }
            let differences = try Self.run(item) { snapshots[$0] ?? nil }
            compared += 1
            if let reason = Self.pending[item.name] {
                XCTAssertFalse(differences.isEmpty, "\(item.name) now matches: remove it from `pending`")
                print("note: \(item.name) still differs (\(differences.joined(separator: ", "))): \(reason)")
            } else {
                XCTAssertTrue(differences.isEmpty, "\(item.name): \(differences.joined(separator: ", ")) differ from Sourcery's")
            }
        }
        if compared == 0 {
            throw XCTSkip("no snapshots of \(missing.sorted().joined(separator: ", ")) (fetch them, e.g. github:\(missing.sorted().first ?? "OWNER/NAME"))")
        }
        if !missing.isEmpty { print("note: cases skipped, no snapshot of \(missing.sorted().joined(separator: ", "))") }
    }

    /// Generates `item` as `run.sh` does (`--output out/d1/d2/d3`) and returns the output files
    /// (relative to `out`) whose text after the two header lines differs from Sourcery's.
    private static func run(_ item: Case, snapshot: (String) -> SnapshotRepository?) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var sources: [String] = []
        for (index, source) in item.sources.enumerated() {
            let root = folder.url("in/s\(index + 1)")
            try snapshot(source.repository)?.extract(source.path, at: source.revision, into: root)
            sources.append((root as NSString).appendingPathComponent(source.path))
        }
        try snapshot(item.repository)?.extract(item.template, at: item.revision, into: folder.url("tpl"))
        let configuration = Configuration(sources: sources, templates: [folder.url("tpl/\(item.template)")],
                                          output: folder.url("out/d1/d2/d3"))
        _ = try Generator(renderer: StencilTemplateRenderer()).generate(configuration)
        let expectedOut = expected(item.name, "out")
        let files = Set(relativeFiles(in: expectedOut) + relativeFiles(in: folder.url("out")))
        return files.sorted().filter { file in
            body(of: (expectedOut as NSString).appendingPathComponent(file)) != body(of: folder.url("out/\(file)"))
        }
    }

    /// The text after the two header lines; nothing for a missing or blank file (as `run.sh`).
    private static func body(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let text = lines.count == 3 ? String(lines[2]) : ""
        return text.allSatisfy(\.isWhitespace) ? "" : text
    }

    private static func relativeFiles(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(path), isDirectory: &isFolder)
                && !isFolder.boolValue
        }
    }

    private static func expected(_ name: String, _ item: String) -> String {
        corpus.appendingPathComponent("expected/\(name)/\(item)").path
    }

    /// `cases.tsv`: name, repository, revision, template, sources (`PATH` in the repository or
    /// `OWNER/NAME@REV:PATH`), arguments (all `-` so far: a case with arguments fails to load).
    private static func cases() throws -> [Case] {
        let table = try String(contentsOf: corpus.appendingPathComponent("cases.tsv"), encoding: .utf8)
        return try table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, fields[5] == "-" else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: String(line)]) }
            let sources = fields[4].split(separator: " ").map { spec -> (String, String, String) in
                guard let at = spec.firstIndex(of: "@"), let colon = spec[at...].firstIndex(of: ":") else {
                    return (fields[1], fields[2], String(spec))
                }
                return (String(spec[..<at]), String(spec[spec.index(after: at)..<colon]), String(spec[spec.index(after: colon)...]))
            }
            return Case(name: fields[0], repository: fields[1], revision: fields[2], template: fields[3], sources: sources)
        }
    }
}
