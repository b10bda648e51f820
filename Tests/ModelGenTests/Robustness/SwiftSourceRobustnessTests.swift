import Foundation
import ModelScanner
import XCTest

/// Hostile Swift sources: each must scan without crashing or hanging and produce a diagnostic
/// located at the right line (column ≥ 1) in the right file.
final class SwiftSourceRobustnessTests: XCTestCase {
    private static let depth = 100_000
    private static let tenMegabytes = 10 << 20

    private static let located: [HostileInput] = [
        HostileInput("unterminated string", "struct A {}\nlet s = \"abc\nstruct B {}\n", line: 2, message: "string"),
        HostileInput("unterminated multi-line string", "struct A {}\nlet s = \"\"\"\nabc\n", line: 2, message: "string"),
        HostileInput("unterminated raw string", "let s = #\"abc\"\nstruct A {}\n", line: 1, message: "string"),
        HostileInput("unterminated raw multi-line string", "\n\nlet s = ##\"\"\"\nx\"\"\"#\n", line: 3, message: "string"),
        HostileInput("unterminated interpolation", "let s = \"a \\(b\n", line: 1),
        HostileInput("unterminated block comment", "struct A {}\n/* open\n/* nested */\n", line: 2, message: "comment"),
        HostileInput("unclosed brace", "struct A {\n  var x: Int\n", line: 1),
        HostileInput("extra closing brace", "struct A {}\n}\nstruct B {}\n", line: 2),
        HostileInput("unclosed parenthesis in a signature", "struct A {\n  func f(a: Int {\n  }\n}\n", line: 2),
        HostileInput("10 MB line in an unterminated string",
                     "struct A {}\nlet s = \"" + String(repeating: "a", count: tenMegabytes), line: 2, message: "string"),
        HostileInput("100,000 nested types", String(repeating: "struct A {", count: depth) + String(repeating: "}", count: depth),
                     line: 1, message: "nest"),
    ] + recovering

    /// Hostile inputs after which the scanner still finds both `A` (before the damage) and `Z` (after it).
    private static let recovering: [HostileInput] = [
        HostileInput("unclosed generic clause", "struct A<T {\n}\nstruct Z {}\n", line: 1, message: "unclosed '<'"),
        HostileInput("unclosed generic argument", "struct A {\n  var x: Array<Int\n}\nstruct Z {}\n", line: 2, message: "unclosed '<'"),
        HostileInput("invalid UTF-8", bytes: Array("struct A {}\nlet s = \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\"\nstruct Z {}\n".utf8),
                     line: 2, message: "UTF-8"),
        HostileInput("NUL byte", bytes: Array("struct A {}\n\n".utf8) + [0] + Array(" struct Z {}\n".utf8), line: 3, message: "NUL"),
        HostileInput("100,000 nested parentheses in a type",
                     "struct A {\n  var x: " + String(repeating: "(", count: depth) + "Int" + String(repeating: ")", count: depth)
                        + "\n}\nstruct Z {}\n",
                     line: 2, message: "nest"),
        HostileInput("100,000 nested generic arguments",
                     "struct A {\n  var x: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth)
                        + "\n}\nstruct Z {}\n",
                     line: 2, message: "nest"),
        HostileInput("100,000 nested brackets in an initial value",
                     "struct A {\n  var x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n}\nstruct Z {}\n",
                     line: 2, message: "nest"),
        HostileInput("100,000 nested #if", "struct A {}\n" + String(repeating: "#if X\n", count: depth) + "struct Z {}\n",
                     line: 2, message: "#endif"),
    ]

    /// Scans `input` on a worker thread (fails the test on a hang) and checks every diagnostic is located.
    private func scan(_ input: HostileInput) -> (path: String, result: ScanResult)? {
        let path = "/hostile/\(input.name.replacingOccurrences(of: " ", with: "-")).swift"
        let bytes = input.bytes
        guard let result = finishes(within: 60, input.name, { SourceScanner.scan(bytes: bytes, path: path) }) else { return nil }
        for diagnostic in result.diagnostics {
            XCTAssertTrue(diagnostic.location?.path == path && (diagnostic.location?.line ?? 0) >= 1 && (diagnostic.location?.column ?? 0) >= 1, "\(input.name): unlocated \(diagnostic)")
        }
        return (path, result)
    }

    func testEveryHostileSourceGivesALocatedDiagnosticWithoutCrashing() {
        for input in Self.located {
            guard let (path, result) = scan(input) else { continue }
            let here = result.diagnostics.filter { $0.location?.path == path && $0.location?.line == input.line }
            XCTAssertFalse(here.isEmpty, "\(input.name): no diagnostic at line \(input.line); got \(result.diagnostics.prefix(5))")
            if let fragment = input.message {
                XCTAssertTrue(here.contains { $0.message.lowercased().contains(fragment.lowercased()) },
                              "\(input.name): no diagnostic mentioning '\(fragment)' at line \(input.line); got \(here.prefix(5))")
            }
        }
    }

    func testTheDeclarationsBeforeAndAfterTheDamageAreStillFound() {
        for input in Self.recovering {
            guard let (_, result) = scan(input) else { continue }
            XCTAssertNotNil(result.typesByName["A"], "\(input.name): the type before the damage is lost")
            XCTAssertNotNil(result.typesByName["Z"], "\(input.name): the type after the damage is lost")
        }
    }

    func testTheCommandLinePrintsEveryDiagnosticAsPathLineColumn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        try FileManager.default.createDirectory(atPath: folder.url("Sources"), withIntermediateDirectories: true)
        var expected: [(HostileInput, String)] = []
        for (index, input) in Self.located.enumerated() where input.bytes.count < 1 << 20 {
            let path = folder.url(String(format: "Sources/F%02d.swift", index))
            try Data(input.bytes).write(to: URL(fileURLWithPath: path))
            expected.append((input, path))
        }
        let run = try ModelGenTool.run(["generate", "--sources", folder.url("Sources"), "--templates", folder.url("Templates"),
                                        "--output", folder.url("Out")], timeout: 120)
        XCTAssertTrue([0, 3].contains(run.status), "exit 0 (warnings) or 3 (errors), never a signal: \(run.status)")
        for (input, path) in expected {
            let pattern = "\(path):\(input.line):"
            let line = run.errors.split(separator: "\n").first { $0.hasPrefix(pattern) }
            XCTAssertNotNil(line, "\(input.name): no \(pattern)col: diagnostic in \(run.errors.prefix(2_000))")
            if let line {
                let rest = line.dropFirst(pattern.count).drop { $0.isNumber }
                XCTAssertTrue(rest.hasPrefix(": warning: ") || rest.hasPrefix(": error: "), String(line))
            }
        }
    }

    func testDeclarationsAroundTheDamageAreStillFound() {
        let result = SourceScanner.scan(source: "struct Before {}\nlet s = \"open\nstruct After {}\n", path: "A.swift")
        XCTAssertNotNil(result.typesByName["Before"], "a broken line must not lose the declarations before it")
    }
}
