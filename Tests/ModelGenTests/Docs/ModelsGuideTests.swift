import Foundation
import XCTest

/// `docs/Models.md` stays true: its manifests load, its models go through the Firebase template
/// without a diagnostic, its generated excerpt is what the template generates, every Swift example
/// compiles against FetchableKit (and the FirebaseDatabase stand-in), and the first steps print
/// what their comments say.
final class ModelsGuideTests: XCTestCase {
    private static let guide = FirebaseTemplateHarness.repository.appendingPathComponent("docs/Models.md")

    /// The guide's ```swift blocks, split by role.
    private struct Examples {
        /// Package manifests (they start with `// swift-tools-version`).
        var manifests: [MarkdownCodeBlock] = []
        /// Excerpts of generated code (they start with `// Generated`).
        var excerpts: [MarkdownCodeBlock] = []
        /// Everything else: one module of models and code using them.
        var sources: [MarkdownCodeBlock] = []

        init() throws {
            let markdown = try String(contentsOf: ModelsGuideTests.guide, encoding: .utf8)
            for block in MarkdownCodeBlock.all(in: markdown) where block.language == "swift" {
                if block.text.hasPrefix("// swift-tools-version") {
                    manifests.append(block)
                } else if block.text.hasPrefix("// Generated") {
                    excerpts.append(block)
                } else {
                    sources.append(block)
                }
            }
        }

        /// The sources as files named after the line of their fence: a compiler error at
        /// `Models_md_224.swift:10` is in docs/Models.md at line 224 + 10.
        var files: [String: String] {
            Dictionary(uniqueKeysWithValues: sources.map { ("Models_md_\($0.line).swift", $0.text) })
        }
    }

    func testEveryManifestInTheGuideLoads() throws {
        let manifests = try Examples().manifests
        XCTAssertEqual(manifests.count, 2, "the path: and url:branch: forms")
        for manifest in manifests {
            let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
            try Data(manifest.text.utf8).write(to: folder.appendingPathComponent("Package.swift"))
            let result = try FirebaseTemplateHarness.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package"], in: folder)
            XCTAssertEqual(result.status, 0, "docs/Models.md:\(manifest.line): \(result.output)")
            XCTAssertTrue(result.output.contains("\"GenerateManagers\""), "docs/Models.md:\(manifest.line) applies the plugin")
        }
    }

    func testTheGuideCompilesGeneratesWhatItShowsAndItsFirstStepsPrintWhatTheySay() throws {
        let examples = try Examples()
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let report = try FirebaseTemplateHarness.generate(examples.files, in: folder)
        XCTAssertEqual(report.errors.map(\.description), [])
        XCTAssertEqual(report.warnings.map(\.description), [])
        let generated = try XCTUnwrap(report.outputs.first?.contents)

        XCTAssertFalse(examples.excerpts.isEmpty)
        for excerpt in examples.excerpts {
            assertExcerpt(excerpt, isPartOf: generated)
        }

        let firebase = try FirebaseTemplateHarness.firebaseStandIn(in: folder)
        let kit = try FirebaseTemplateHarness.fetchableKit()
        let main = """
            @main
            struct GuideRun {
                static func main() async throws {
                    try await firstSteps()
                }
            }
            """
        let files = try FirebaseTemplateHarness.write(examples.files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                                                      + [("Generated.swift", generated), ("GuideRun.swift", main)], into: folder)
        let executable = folder.appendingPathComponent("guide")
        // A full build (not only -typecheck), so Swift 6's data-race checks run on the examples too.
        let build = try FirebaseTemplateHarness.swiftc(
            ["-parse-as-library", "-module-name", "Guide", "-I", firebase.path, "-L", firebase.path, "-lFirebaseDatabase",
             "-I", kit.path, "-L", kit.path, "-lFetchableKit", "-o", executable.path] + files, in: folder)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertFalse(build.output.contains("warning"), build.output)
        guard build.status == 0 else { return }

        let run = try FirebaseTemplateHarness.run(executable, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        let firstSteps = try XCTUnwrap(examples.sources.first { $0.text.contains("func firstSteps()") })
        XCTAssertEqual(run.output, try printedComments(in: firstSteps).map { $0 + "\n" }.joined())
    }

    func testEveryBuildErrorTheGuideQuotesIsOneTheTemplateRaises() throws {
        let markdown = try String(contentsOf: Self.guide, encoding: .utf8)
        let section = try XCTUnwrap(markdown.components(separatedBy: "### When you build").last?
            .components(separatedBy: "### At run time").first)
        let template = try String(contentsOf: FirebaseTemplateHarness.template, encoding: .utf8)
        var checked = 0
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let quoted = row.split(separator: "|")[0].matches(of: #/`([^`]*)`/#).map(\.output.1)
            // The words between the placeholders ('x', T, Mood) and the elisions are the template's own.
            for part in quoted.flatMap({ $0.split(separator: #/…|'[^']*'|\bT\b|\bMood\b/#) }) {
                let words = part.trimmingCharacters(in: CharacterSet(charactersIn: " ,:/"))
                guard words.count >= 12 else { continue }
                XCTAssertTrue(template.contains(words), "docs/Models.md quotes an error the template does not raise: \(words)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// Each line of `excerpt` (after its `// Generated` line) is a line of `generated`, in order;
    /// a body shown as `{ … }` stands for the line opening it.
    private func assertExcerpt(_ excerpt: MarkdownCodeBlock, isPartOf generated: String) {
        var remaining = generated.split(separator: "\n")[...]
        for line in excerpt.text.split(separator: "\n").dropFirst() {
            let expected = line.hasSuffix(" { … }") ? line.dropLast(4) : line
            guard let found = remaining.firstIndex(where: { $0 == expected }) else {
                return XCTFail("docs/Models.md:\(excerpt.line): the generated code has no line '\(expected)' here:\n\(generated)")
            }
            remaining = remaining[(found + 1)...]
        }
    }

    /// What `print(…)   // text` lines of `block` say they print, in order.
    private func printedComments(in block: MarkdownCodeBlock) throws -> [String] {
        let printed = block.text.split(separator: "\n").filter { $0.contains("print(") && $0.contains("// ") }
            .compactMap { $0.components(separatedBy: "// ").last }
        XCTAssertFalse(printed.isEmpty, "docs/Models.md:\(block.line): firstSteps() says what it prints")
        return printed
    }
}
