import Foundation
import XCTest
@testable import StencilLite

/// Runs every case of `Conformance/public.jsonl` (made by the real Stencil 0.15.1) through StencilLite.
final class ConformanceTests: XCTestCase {
    /// Cases where StencilLite deliberately differs (docs/Compatibility.md), with what it does instead.
    private static let deviations: [String: String] = [
        "text.unclosed_variable_dropped": "an unclosed {{ is a located error instead of dropping the rest",
        "text.unclosed_block_dropped": "an unclosed {% is a located error instead of dropping the rest",
        "error.location_duplicate_line": "a repeated line gets its real location instead of 0:0",
        "include.parent_directory_error": "a clear message instead of 'Stencil.SuspiciousFileOperation'",
    ]

    struct Case {
        let id: String
        let fields: [String: Any]
        var template: String { fields["template"] as? String ?? "" }
    }

    static func loadCases() throws -> [Case] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance/public.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let fields = try TemplateContextJSON.decode(Data(line.utf8))
            return Case(id: fields["id"] as? String ?? "?", fields: fields)
        }
    }

    /// Renders `testCase` (its templates written under `folder`) in an environment `adjust` may
    /// change, in a context `observe` sees once the render has ended.
    static func render(_ testCase: Case, in folder: URL, adjust: (inout Environment) -> Void = { _ in },
                       observe: (Context) -> Void = { _ in }) throws -> String {
        var loader: Loader?
        if let templates = testCase.fields["templates"] as? [String: Any] {
            let templatesFolder = folder.appendingPathComponent(testCase.id).appendingPathComponent("templates")
            try FileManager.default.createDirectory(at: templatesFolder, withIntermediateDirectories: true)
            for (name, text) in templates {
                let file = templatesFolder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((text as? String ?? "").utf8).write(to: file)
            }
            loader = FileSystemLoader(paths: [templatesFolder.path])
        }
        let trim = (testCase.fields["trim"] as? String).flatMap(TrimBehaviour.init(named:)) ?? .nothing
        var environment = Environment(loader: loader, trimBehaviour: trim)
        adjust(&environment)
        let context = Context(dictionary: testCase.fields["context"] as? [String: Any] ?? [:], environment: environment)
        defer { observe(context) }
        return try environment.template(string: testCase.template).render(context)
    }

    func testEveryPublicCase() throws {
        let cases = try Self.loadCases()
        XCTAssertEqual(cases.count, 273)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stencillite-conformance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var counts = (expected: 0, error: 0, crash: 0)
        for testCase in cases {
            if let expected = testCase.fields["expected"] as? String {
                counts.expected += 1
                do {
                    let output = try Self.render(testCase, in: folder)
                    XCTAssertEqual(output, expected, "\(testCase.id): output differs")
                } catch let error as TemplateSyntaxError {
                    if Self.deviations[testCase.id] != nil {
                        XCTAssertNotNil(error.location, "\(testCase.id): the deviation must give a located error")
                    } else {
                        XCTFail("\(testCase.id): unexpected error \(error.report)")
                    }
                }
            } else if testCase.fields["error"] as? Bool == true {
                counts.error += 1
                checkError(testCase, folder: folder)
            } else if testCase.fields["crash"] as? Bool == true {
                counts.crash += 1
                XCTAssertNoThrow(try Self.render(testCase, in: folder), "\(testCase.id): renders instead of crashing")
            }
        }
        XCTAssertEqual(counts.expected, 219)
        XCTAssertEqual(counts.error, 52)
        XCTAssertEqual(counts.crash, 2)
    }

    private func checkError(_ testCase: Case, folder: URL) {
        let expectedMessage = testCase.fields["message"] as? String ?? ""
        let expectedLocation = testCase.fields["location"] as? [String: Any] ?? [:]
        do {
            let output = try Self.render(testCase, in: folder)
            XCTFail("\(testCase.id): expected the error \(expectedMessage), got output \(output.debugDescription)")
        } catch let error as TemplateSyntaxError {
            let templatesPath = folder.appendingPathComponent(testCase.id).appendingPathComponent("templates").path
            let message = error.reason.replacingOccurrences(of: templatesPath, with: "templates")
            guard let location = error.token?.location else {
                return XCTFail("\(testCase.id): the error has no location: \(error.reason)")
            }
            if Self.deviations[testCase.id] != nil {
                XCTAssertFalse(message.isEmpty, testCase.id)
                return
            }
            XCTAssertTrue(message.hasPrefix(expectedMessage), "\(testCase.id): message \(message.debugDescription) should start with \(expectedMessage.debugDescription)")
            XCTAssertEqual(location.line, expectedLocation["line"] as? Int, "\(testCase.id): line")
            XCTAssertEqual(location.column, expectedLocation["column"] as? Int, "\(testCase.id): column")
            XCTAssertEqual(error.token?.contents, expectedLocation["token"] as? String, "\(testCase.id): token")
            if message == expectedMessage, let report = testCase.fields["report"] as? String {
                XCTAssertEqual(error.report.replacingOccurrences(of: templatesPath, with: "templates"),
                               Self.stencilReportWithColons(report), "\(testCase.id): report")
            }
        } catch {
            XCTFail("\(testCase.id): unexpected error type \(error)")
        }
    }

    /// Stencil glues a template name to the line number (`bad.stencil1:3:`) and prints its 0-based
    /// column; StencilLite writes `bad.stencil:1:4:`, the 1-based `path:line:col` that tools read.
    private static func stencilReportWithColons(_ report: String) -> String {
        report.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let match = line.firstMatch(of: #/^(.*\.stencil)?(\d+):(\d+): error: /#), let column = Int(match.3) else {
                return String(line)
            }
            let name = match.1.map { "\($0):" } ?? ""
            return "\(name)\(match.2):\(column + 1): error: " + line[match.range.upperBound...]
        }.joined(separator: "\n")
    }
}
