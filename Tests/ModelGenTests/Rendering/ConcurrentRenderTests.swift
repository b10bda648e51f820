import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// A render that spreads loops over the cores (`StencilTemplateRenderer.concurrency`) writes what
/// the render in order writes: the same text and the same diagnostics, in the same
/// order. Every loop of two items or more is split here, so each template's loops take the
/// concurrent path and their iterations read the frozen model from several threads at once.
final class ConcurrentRenderTests: XCTestCase {
    private let everyLoopConcurrent = StencilTemplateRenderer(concurrency: .always)
    private let inOrder = StencilTemplateRenderer(concurrency: nil)

    func testTheSourceryConformanceCasesRenderAsSourceryDoesWithEveryLoopConcurrent() throws {
        let cases = try SourceryConformanceTests.caseFolders()
        XCTAssertFalse(cases.isEmpty)
        for folder in cases {
            XCTAssertEqual("\n" + (try SourceryConformanceTests.render(folder, with: everyLoopConcurrent)),
                           try SourceryConformanceTests.expectedBody(in: folder), "case \(folder.lastPathComponent)")
        }
    }

    /// Valid models, models the template reports errors and warnings for, and a class hierarchy,
    /// 40 of each: the diagnostics come from many chunks and must keep the order of the render in order.
    func testTheFirebaseTemplateRendersTheSameTextAndDiagnosticsOverManyModels() throws {
        var sources: [String: String] = ["Fixtures.swift": FirebaseTemplateFixtures.models]
        for index in 0..<40 {
            sources["Valid\(index).swift"] = """
                import FetchableKit
                import Foundation

                final class Valid\(index): FetchableModel {
                    var firebaseId = ""
                    var isCompleted = true
                    var name: String = ""
                    var count: Int = \(index)
                    var tags: [String] = []
                    var scores: [String: Double] = [:]
                    var friend: Valid\((index + 1) % 40)?
                    // sourcery: key = "when"
                    var date: Date? = nil
                    init() {}
                }
                """
            sources["Invalid\(index).swift"] = """
                import FetchableKit

                struct Invalid\(index): FetchableModel {
                    var firebaseId = ""
                    var isCompleted = true
                    let fixed: Int = \(index)
                    var pair: (Int, Int) = (0, 0)
                    var external: External\(index) = External\(index)()
                }
                """
            sources["Family\(index).swift"] = """
                import FetchableKit

                class Root\(index): FetchableModel {
                    var firebaseId = ""
                    var isCompleted = true
                    var title: String = ""
                    required init() {}
                }

                class Leaf\(index): Root\(index) {
                    var extra: Int = 0
                }
                """
        }
        let (concurrent, sequential) = try generateBothWays(sources)
        XCTAssertFalse(sequential.errors.isEmpty, "the invalid models are reported")
        XCTAssertFalse(sequential.warnings.isEmpty, "the types declared outside the sources are warned about")
        XCTAssertEqual(concurrent.diagnostics.map(\.description), sequential.diagnostics.map(\.description))
        XCTAssertEqual(concurrent.outputs.map(\.contents), sequential.outputs.map(\.contents))

        let (valid, validInOrder) = try generateBothWays(sources.filter { !$0.key.hasPrefix("Invalid") })
        XCTAssertEqual(valid.errors, [])
        XCTAssertEqual(valid.outputs.count, 1, "the valid models are generated")
        XCTAssertEqual(valid.outputs.map(\.contents), validInOrder.outputs.map(\.contents))
    }

    func testTheDefaultRendererSplitsOnlyLoopsLongEnoughToPayForPreparingTheModel() {
        XCTAssertEqual(StencilTemplateRenderer().concurrency, .whenLong)
        XCTAssertGreaterThan(LoopConcurrency.whenLong.minimumSecondsPerType, LoopConcurrency.preparationSecondsPerType)
    }

    /// The Firebase template over `sources`, rendered with every loop concurrent and in order.
    private func generateBothWays(_ sources: [String: String]) throws -> (concurrent: GenerationReport, inOrder: GenerationReport) {
        let folder = try FirebaseTemplateHarness.temporaryFolder(for: self)
        let sourceFolder = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
        for (name, text) in sources {
            try Data(text.utf8).write(to: sourceFolder.appendingPathComponent(name))
        }
        let configuration = Configuration(sources: [sourceFolder.path], templates: [FirebaseTemplateHarness.template.path],
                                          output: folder.appendingPathComponent("Generated").path)
        return (try Generator(renderer: everyLoopConcurrent).generate(configuration, dryRun: true),
                try Generator(renderer: inOrder).generate(configuration, dryRun: true))
    }
}
