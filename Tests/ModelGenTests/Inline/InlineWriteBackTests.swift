import XCTest
@testable import ModelGen

/// `// sourcery:inline:` write-back end to end through `Generator` on temporary folders, with
/// Sourcery's own examples (SourceryTests.swift) as the expected bytes.
final class InlineWriteBackTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private static let twoBlocks = """
        // Line One
        // sourcery:inline:Bar.Inlined
        var property = bar

        // Line Three
        // sourcery:end
        // Line One
        // sourcery:inline:Foo.Inlined
        var property = foo
        // Line Three
        // sourcery:end

        """

    @discardableResult
    private func generate(_ template: String, dryRun: Bool = false, output: String = "Out",
                          editsSources: Bool = true) throws(ModelGenError) -> GenerationReport {
        _ = try? folder.write("Templates/T.stencil", template)
        let configuration = Configuration(sources: [folder.url("Sources")], templates: [folder.url("Templates/T.stencil")],
                                          output: folder.url(output), editsSources: editsSources)
        return try Generator(renderer: StencilTemplateRenderer()).generate(configuration, dryRun: dryRun)
    }

    private func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: folder.url(relative))[.modificationDate] as? Date
    }

    func testFillsTwoRegionsOfOneFileOneInANestedTypeWithTheRegionsIndentation() throws {
        try folder.write("Sources/Foo.swift", """
            class Foo {
                // sourcery:inline:Foo.Inlined

                // This will be replaced
                func old() {}
                // sourcery:end

                class Bar {
                    // sourcery:inline:Bar.Inlined

                    // This will be replaced
                    func old() {}
                    // sourcery:end
                }
            }
            """)
        let report = try generate(Self.twoBlocks)
        XCTAssertEqual(folder.read("Sources/Foo.swift"), """
            class Foo {
                // sourcery:inline:Foo.Inlined
                var property = foo
                // Line Three
                // sourcery:end

                class Bar {
                    // sourcery:inline:Bar.Inlined
                    var property = bar

                    // Line Three
                    // sourcery:end
                }
            }
            """)
        XCTAssertEqual(folder.read("Out/T.generated.swift"), OutputHeader.lines + "// Line One\n\n// Line One\n\n",
                       "the blocks leave the output as Sourcery removes them")
        XCTAssertEqual(report.sources.map(\.path), [folder.url("Sources/Foo.swift")])
        XCTAssertEqual(report.warnings, [])
    }

    func testARerunChangesNoBytesAndNoModificationDates() throws {
        try folder.write("Sources/Foo.swift", "class Foo {\n// sourcery:inline:Foo.Inlined\n// sourcery:end\n}\nclass Bar {}\n")
        let template = "// sourcery:inline:Foo.Inlined\nfunc generated() {}\n// sourcery:end\n"
            + "// sourcery:inline:auto:Bar.Made\nfunc made() {}\n// sourcery:end\n"
        try generate(template)
        let filled = folder.read("Sources/Foo.swift")
        XCTAssertEqual(filled, "class Foo {\n// sourcery:inline:Foo.Inlined\nfunc generated() {}\n// sourcery:end\n}\n"
                       + "class Bar {\n// sourcery:inline:auto:Bar.Made\nfunc made() {}\n// sourcery:end\n}\n")
        let old = Date(timeIntervalSince1970: 1_000_000)
        for file in ["Sources/Foo.swift", "Out/T.generated.swift"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.url(file))
        }
        let again = try generate(template)
        XCTAssertEqual(again.sources, [], "the auto region now exists and is refilled with the same bytes")
        XCTAssertEqual(folder.read("Sources/Foo.swift"), filled)
        XCTAssertEqual(try modificationDate("Sources/Foo.swift"), old)
        XCTAssertEqual(try modificationDate("Out/T.generated.swift"), old)
    }

    func testAutoInsertsAtTheEndOfTheTypeBodyIndentedLikeItsClosingBrace() throws {
        try folder.write("Sources/Foo.swift", "class Foo {\n    struct Inner {\n    }\n}\n")
        try generate("// Line One\n// sourcery:inline:auto:Foo.Inner.Inlined\n    var property = 3\n// Line Three\n// sourcery:end\n")
        XCTAssertEqual(folder.read("Sources/Foo.swift"), """
            class Foo {
                struct Inner {

                // sourcery:inline:auto:Foo.Inner.Inlined
                    var property = 3
                // Line Three
                // sourcery:end
                }
            }

            """)
        XCTAssertEqual(folder.read("Out/T.generated.swift"), OutputHeader.lines + "// Line One\n\n")
    }

    func testAutoFollowsSourcerysPlacesForOneLineBodiesCodeBeforeTheBraceAndAfterAuto() throws {
        try folder.write("Sources/One.swift", "class Foo {}\nstruct Boo {}\n")
        try folder.write("Sources/Two.swift", "class Zed {\n    var property = 1 }\n")
        try folder.write("Sources/Three.swift", "class Tab {\n\tlet s = \"}\" // }\n\t/* { */\n\t}\n")
        try generate("""
            // sourcery:inline:auto:Foo.Inlined
            var property = 2
            // sourcery:end
            // sourcery:inline:after-auto:Boo.After
            extension Boo {}
            // sourcery:end
            // sourcery:inline:auto:Zed.Inlined
            var property = 2
            // sourcery:end
            // sourcery:inline:auto:Tab.Inlined
            let t = 1
            // sourcery:end

            """)
        XCTAssertEqual(folder.read("Sources/One.swift"), "class Foo {\n// sourcery:inline:auto:Foo.Inlined\nvar property = 2\n// sourcery:end\n}\n"
                       + "struct Boo {}\n// sourcery:inline:after-auto:Boo.After\nextension Boo {}\n// sourcery:end\n")
        XCTAssertEqual(folder.read("Sources/Two.swift"),
                       "class Zed {\n\n    // sourcery:inline:auto:Zed.Inlined\n    var property = 2\n    // sourcery:end\n    var property = 1 }\n")
        XCTAssertEqual(folder.read("Sources/Three.swift"),
                       "class Tab {\n\tlet s = \"}\" // }\n\t/* { */\n\n\t// sourcery:inline:auto:Tab.Inlined\n\tlet t = 1\n\t// sourcery:end\n\t}\n",
                       "braces in strings and comments do not count; tabs stay tabs")
    }

    func testUnmatchedKeysStayInTheOutputWithALocatedWarning() throws {
        try folder.write("Sources/Foo.swift", "class Foo {}\n")
        let report = try generate("a\n// sourcery:inline:Bar.Inlined\nx\n// sourcery:end\n// sourcery:inline:auto:Nope.Key\ny\n// sourcery:end\n")
        XCTAssertEqual(folder.read("Out/T.generated.swift"),
                       OutputHeader.lines + "a\n// sourcery:inline:Bar.Inlined\nx\n// sourcery:end\n// sourcery:inline:auto:Nope.Key\ny\n// sourcery:end\n")
        XCTAssertEqual(report.warnings.map(\.description), [
            "\(folder.url("Templates/T.stencil")):1:1: warning: no '// sourcery:inline:Bar.Inlined' region in the sources; the block stays in the output",
            "\(folder.url("Templates/T.stencil")):1:1: warning: '// sourcery:inline:auto:Nope.Key' names no type 'Nope' in the sources; the block stays in the output",
        ])
        XCTAssertEqual(folder.read("Sources/Foo.swift"), "class Foo {}\n")
    }

    func testAKeyInTwoSourceFilesFillsTheFirstAndWarnsAtTheOther() throws {
        try folder.write("Sources/A.swift", "struct A {\n    // sourcery:inline:Shared\n    // sourcery:end\n}\n")
        try folder.write("Sources/B.swift", "struct B {\n  // sourcery:inline:Shared\n  // sourcery:end\n}\n")
        let report = try generate("// sourcery:inline:Shared\nlet x = 1\n// sourcery:end\n")
        XCTAssertEqual(folder.read("Sources/A.swift"), "struct A {\n    // sourcery:inline:Shared\n    let x = 1\n    // sourcery:end\n}\n")
        XCTAssertEqual(folder.read("Sources/B.swift"), "struct B {\n  // sourcery:inline:Shared\n  // sourcery:end\n}\n")
        XCTAssertEqual(report.warnings.map(\.description), [
            "\(folder.url("Sources/B.swift")):2:1: warning: inline region 'Shared' is also in \(folder.url("Sources/A.swift")):2; only that one is filled",
        ])
    }

    func testAFailingRunLeavesSourcesAndOutputsByteIdentical() throws {
        let source = "class Foo {\n// sourcery:inline:Foo.Inlined\nold\n// sourcery:end\n}\n"
        try folder.write("Sources/Foo.swift", source)
        try folder.write("Hand.swift", "struct Hand {}\n")
        XCTAssertThrowsError(try generate("// sourcery:inline:Foo.Inlined\nnew\n// sourcery:end\n", output: "Hand.swift")) {
            XCTAssertEqual(($0 as? ModelGenError)?.location?.path, folder.url("Hand.swift"))
        }
        XCTAssertEqual(folder.read("Sources/Foo.swift"), source, "the refused output stops the source rewrite too")
        XCTAssertEqual(folder.read("Hand.swift"), "struct Hand {}\n")
        let raised = try generate("// sourcery:inline:Foo.Inlined\nnew\n// sourcery:end\n{% error \"no\" %}")
        XCTAssertTrue(raised.failed)
        XCTAssertEqual(folder.read("Sources/Foo.swift"), source)
        XCTAssertNil(folder.read("Out/T.generated.swift"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url("Sources")).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    func testSourcesThatCannotTakeTheEditsAreLocatedErrorsAndNothingIsWritten() throws {
        try folder.write("Sources/B.swift", "struct B {}\n")
        var invalid = Array("struct A {\n// sourcery:inline:K\n// sourcery:end\n}\n".utf8)
        invalid.insert(0xFF, at: 3)
        try Data(invalid).write(to: URL(fileURLWithPath: folder.url("Sources/A.swift")))
        XCTAssertThrowsError(try generate("// sourcery:inline:K\nlet k = 1\n// sourcery:end\n")) {
            XCTAssertEqual(($0 as? ModelGenError)?.description,
                           "\(folder.url("Sources/A.swift")):1:1: error: cannot write inline regions into a file that is not valid UTF-8")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: folder.url("Sources/A.swift")), Data(invalid))
        XCTAssertNil(folder.read("Out/T.generated.swift"))
    }

    /// The build plugin passes `--no-source-edits`: a block that would rewrite a source fails the run
    /// at that source, and nothing is written.
    func testARunThatMayNotEditSourcesFailsInsteadOfRewritingThem() throws {
        let source = "class Foo {\n// sourcery:inline:Foo.Inlined\nold\n// sourcery:end\n}\n"
        try folder.write("Sources/Foo.swift", source)
        XCTAssertThrowsError(try generate("// sourcery:inline:Foo.Inlined\nnew\n// sourcery:end\n", editsSources: false)) {
            XCTAssertEqual(($0 as? ModelGenError)?.location, FileLocation(path: folder.url("Sources/Foo.swift")))
            XCTAssertEqual(($0 as? ModelGenError)?.exitCode, 3)
        }
        XCTAssertEqual(folder.read("Sources/Foo.swift"), source)
        XCTAssertNil(folder.read("Out/T.generated.swift"))
        XCTAssertNoThrow(try generate("// no inline blocks\n", editsSources: false))
    }

    /// A type whose closing brace sits inside a region has no body once the region is blanked (as in
    /// Sourcery): its auto region stays in the output with a warning, the named region is filled.
    func testAClosingBraceInsideARegionLeavesTheAutoBlockInTheOutput() throws {
        try folder.write("Sources/B.swift", "struct B {\n// sourcery:inline:B.Region\n}\n// sourcery:end\n")
        let report = try generate("// sourcery:inline:B.Region\nx\n// sourcery:end\n// sourcery:inline:auto:B.New\ny\n// sourcery:end\n")
        XCTAssertTrue(report.warnings.contains { $0.message.hasPrefix("cannot find the body of 'B'") }, "\(report.warnings)")
        XCTAssertEqual(folder.read("Sources/B.swift"), "struct B {\n// sourcery:inline:B.Region\nx\n// sourcery:end\n")
        XCTAssertEqual(folder.read("Out/T.generated.swift")?.contains("// sourcery:inline:auto:B.New\ny\n// sourcery:end"), true)
    }

    func testADryRunWritesNothingAndReportsTheSourceChange() throws {
        let source = "class Foo {\n// sourcery:inline:Foo.Inlined\nold\n// sourcery:end\n}\n"
        try folder.write("Sources/Foo.swift", source)
        let report = try generate("// sourcery:inline:Foo.Inlined\nnew\n// sourcery:end\n", dryRun: true)
        XCTAssertEqual(folder.read("Sources/Foo.swift"), source)
        XCTAssertNil(folder.read("Out/T.generated.swift"))
        let expected = PlannedOutput(path: folder.url("Sources/Foo.swift"), contents: "class Foo {\n// sourcery:inline:Foo.Inlined\nnew\n// sourcery:end\n}\n",
                                     isEmpty: false, origin: .inlineRegions)
        XCTAssertTrue(report.changes.contains(.write(expected)), "\(report.changes)")
        XCTAssertTrue(DryRunOutput.json(report).contains(
            #"{"type":{"id":"\#(folder.url("Sources/Foo.swift"))","subType":"inlineRegions"},"outputPath":"\#(folder.url("Sources/Foo.swift"))""#))
    }

    func testARewrittenSourceKeepsItsPermissions() throws {
        try folder.write("Sources/Foo.swift", "class Foo {\n// sourcery:inline:K\n// sourcery:end\n}\n")
        XCTAssertEqual(chmod(folder.url("Sources/Foo.swift"), 0o640), 0)
        try generate("// sourcery:inline:K\nlet k = 1\n// sourcery:end\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.url("Sources/Foo.swift"))[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(folder.read("Sources/Foo.swift"), "class Foo {\n// sourcery:inline:K\nlet k = 1\n// sourcery:end\n}\n")
    }

    func testBlocksInsideAFileBlockGoToThatFile() throws {
        try folder.write("Sources/Foo.swift", "class Foo {\n// sourcery:inline:K\n// sourcery:end\n}\n")
        try generate("// sourcery:file:Other\n// sourcery:inline:K\nlet k = 1\n// sourcery:end\n// sourcery:end\n")
        XCTAssertEqual(folder.read("Sources/Foo.swift"), "class Foo {\n// sourcery:inline:K\n// sourcery:end\n}\n")
        XCTAssertEqual(folder.read("Out/Other.generated.swift"), OutputHeader.lines + "// sourcery:inline:K\nlet k = 1\n// sourcery:end\n")
    }
}
