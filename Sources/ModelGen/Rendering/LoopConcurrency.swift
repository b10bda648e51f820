import Foundation
import ModelScanner
import StencilLite

/// Which `for` loops of a Stencil template render their iterations on all cores, joined in order:
/// the text and diagnostics are those of the render in order, only sooner. Before the first such
/// loop the model is prepared for concurrent reads (`ScanResult.prepareForConcurrentReads()`), which
/// costs about as much as the scan, so only a loop long enough to pay for it is split.
///
/// ```swift
/// let renderer = StencilTemplateRenderer(concurrency: .whenLong)  // the default
/// let inOrder = StencilTemplateRenderer(concurrency: nil)
/// ```
public struct LoopConcurrency: Sendable, Equatable {
    /// The fewest items a loop needs.
    public var minimumItems: Int
    /// The least time the rest of a loop must be expected to take (at the pace of its first
    /// iterations, rendered in order while this is measured), per type in the model: preparing the
    /// model costs time in proportion to it. 0 splits a loop at once.
    public var minimumSecondsPerType: Double

    /// Loops of 64 items or more whose rest would take long enough to pay for preparing the model
    /// with room to spare: splitting saves at most `1 - 1/cores` of the rest (half on two cores),
    /// which must exceed one and a half times the preparation's expected cost
    /// (`preparationSecondsPerType`; the margin because it and the pace of the first iterations are
    /// estimates).
    public static let whenLong = LoopConcurrency(
        minimumItems: 64,
        minimumSecondsPerType: 1.5 * preparationSecondsPerType / (1 - 1 / Double(max(2, ProcessInfo.processInfo.activeProcessorCount))))
    /// Every loop of two items or more, at once: what the tests use to take the concurrent path.
    public static let always = LoopConcurrency(minimumItems: 2, minimumSecondsPerType: 0)

    /// What preparing a model costs per type: the upper end of 0.012–0.024 ms a type in a release
    /// build and 0.018–0.030 ms in a debug build (the tool's modules are optimized there too,
    /// Package.swift), measured over the Benchmarks' 1,000-model corpus, swift-nio's Sources
    /// (890 types), GRDB (495) and vapor (475). It was 0.06 ms until the render got cheaper than
    /// the old figure allowed for: Firebase.stencil's loop over 1,000 models then stayed in order.
    static let preparationSecondsPerType = 0.03e-3

    /// Loops of `minimumItems` or more whose rest would take `minimumSecondsPerType` for each of the
    /// model's types or more.
    public init(minimumItems: Int, minimumSecondsPerType: Double) {
        self.minimumItems = minimumItems
        self.minimumSecondsPerType = minimumSecondsPerType
    }

    /// Turns on concurrent loops in `environment`, preparing `model` (when the context has one)
    /// before the first.
    func apply(to environment: inout Environment, model: ScanResult?) {
        environment.concurrentLoops = true
        environment.concurrentLoopMinimumItems = minimumItems
        // Never below the engine's own minimum (what splitting a loop costs), except for `always`.
        environment.concurrentLoopMinimumSeconds = minimumSecondsPerType == 0
            ? 0 : max(environment.concurrentLoopMinimumSeconds, minimumSecondsPerType * Double(model?.types.count ?? 0))
        if let model {
            let preparer = ModelPreparer(model: model)
            environment.prepareForConcurrentLoops = { preparer.prepare() }
        }
    }
}

/// Prepares a model for concurrent reads from the environment's `@Sendable` hook.
///
/// `@unchecked Sendable` because `ScanResult` is not (its records are classes composition wrote):
/// the one thing done with it here, `prepareForConcurrentReads()`, holds the result's lock and is
/// safe from any thread, and the render calls it on its own thread before any worker starts.
private struct ModelPreparer: @unchecked Sendable {
    let model: ScanResult

    func prepare() {
        _ = model.prepareForConcurrentReads()
    }
}
