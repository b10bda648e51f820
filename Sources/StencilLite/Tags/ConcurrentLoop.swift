import Foundation
import ModelGenDiagnostics

/// Renders a `for` loop's iterations on several threads (`Environment.concurrentLoops`), with the
/// output, diagnostics and errors of the sequential render.
///
/// The items are split into contiguous chunks, a few per core; `WorkerThreads` renders each chunk
/// into its own output, with its own fork of the context and its own diagnostics list. The chunks
/// are then taken in order up to the first that stopped the loop (`break`, or a signal for an
/// enclosing loop, passed on to the caller's context) or threw (its error is thrown after its
/// output and diagnostics up to the error); later chunks are dropped. Before anything is kept,
/// the chunks are checked against what only the sequential render knows (the text and iteration
/// limits, counted from the chunk's place; tags that need the earlier iterations' effects): when
/// one fails, nothing has changed and the caller renders the loop in order.
enum ConcurrentLoop {
    /// Chunks per core: more than one, so that a core finishing early takes another chunk. On one
    /// core the chunks render one after the other (the same path, so the tests cover it anywhere).
    private static let chunksPerCore = 4

    /// Whether a loop over `count` items in `context` should be tried concurrently.
    static func pays(for count: Int, in context: Context) -> Bool {
        context.environment.concurrentLoops && !context.rendersConcurrentIterations
            && count >= max(2, context.environment.concurrentLoopMinimumItems)
    }

    /// Renders `node`'s iterations over `items` from `first` on concurrently into `output`; returns
    /// false, having changed nothing, when they must render in order instead.
    static func render(_ node: ForNode, items: [TemplateValue], from first: Int, loop: ForLoopInfo.Loop, context: Context,
                       into output: inout RenderOutput) throws -> Bool {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let count = items.count - first
        let chunkCount = min(count, cores * chunksPerCore)
        // Each chunk may use twice its share of what is left of the limits: a runaway loop stops
        // after about twice the work the in-order render does before it fails.
        let textLimit = share(of: context.textLimit - output.count, among: chunkCount)
        let loopIterationLimit = context.loopIterations + share(of: context.loopIterationLimit - context.loopIterations, among: chunkCount)
        let chunks = (0..<chunkCount).map { chunk in
            IterationChunk(indexes: first + count * chunk / chunkCount ..< first + count * (chunk + 1) / chunkCount, parent: context,
                           textLimit: textLimit, loopIterationLimit: loopIterationLimit)
        }
        let work = SharedWork(chunks: chunks, items: items)
        WorkerThreads.run(chunkCount, threads: cores) { chunk in
            work.chunks[chunk].render(node, items: work.items, loop: loop)
        }
        guard let kept = keptChunks(chunks, after: output.count, in: context) else { return false }
        // One growth for all the chunks, not a doubling (and a copy of the whole output) every few.
        output.reserveCapacity(kept.reduce(output.count) { $0 + $1.output.count })
        for chunk in kept {
            output.append(chunk.output)
            for diagnostic in chunk.diagnostics?.diagnostics ?? [] { context.diagnostics?.emit(diagnostic) }
            context.loadedTemplates.merge(chunk.context.loadedTemplates) { loaded, _ in loaded }
        }
        context.concurrentChunksKept += kept.count
        context.loopIterations += kept.reduce(0) { $0 + $1.addedIterations }
        guard let last = kept.last else { return true }
        if let error = last.error { throw error }
        context.loopSignal = last.context.loopSignal
        return true
    }

    /// Twice the `chunkCount`th part of `remaining` (none of a negative).
    private static func share(of remaining: Int, among chunkCount: Int) -> Int {
        max(0, remaining) / chunkCount * 2
    }

    /// What the workers are handed. `@unchecked Sendable` because the compiler cannot see the
    /// discipline: worker `i` writes only `chunks[i]` (its own fork, output and diagnostics list),
    /// and everything else they reach (the items, the node, the loop, the parent context's values)
    /// is only read while they run; the caller promised its values are safe to read at once
    /// (`Environment.concurrentLoops`). ThreadSanitizer reported no race over the StencilLite tests
    /// with every loop concurrent (docs/Performance.md, "Concurrent loops (issue #15)").
    private struct SharedWork: @unchecked Sendable {
        let chunks: [IterationChunk]
        let items: [TemplateValue]
    }

    /// The chunks the sequential render would reach, in order, or nil when it would have differed:
    /// a chunk needed its iterations in order, or passed the text or iteration limit once counted
    /// from its place (`precedingBytes` before the loop, the earlier chunks' bytes and iterations).
    private static func keptChunks(_ chunks: [IterationChunk], after precedingBytes: Int, in context: Context) -> [IterationChunk]? {
        var bytes = precedingBytes
        var iterations = context.loopIterations
        var kept: [IterationChunk] = []
        for chunk in chunks {
            iterations += chunk.addedIterations
            guard !chunk.context.needsIterationsInOrder,
                  bytes + chunk.output.highestCount <= context.textLimit,
                  iterations <= context.loopIterationLimit else { return nil }
            bytes += chunk.output.count
            kept.append(chunk)
            if chunk.stoppedLoop || chunk.error != nil { break }
        }
        return kept
    }
}

/// One contiguous run of a concurrent loop's iterations and what rendering it left: its output, its
/// diagnostics, and whether it stopped the loop or threw.
final class IterationChunk {
    let indexes: Range<Int>
    let context: Context
    let diagnostics: DiagnosticList?
    var output = RenderOutput()
    private(set) var stoppedLoop = false
    private(set) var error: (any Error)?
    private let startingIterations: Int

    /// A chunk rendering `indexes` in a fork of `parent`, within the limits given.
    init(indexes: Range<Int>, parent: Context, textLimit: Int, loopIterationLimit: Int) {
        self.indexes = indexes
        diagnostics = parent.diagnostics == nil ? nil : DiagnosticList()
        context = Context(forking: parent, diagnostics: diagnostics, textLimit: textLimit, loopIterationLimit: loopIterationLimit)
        startingIterations = parent.loopIterations
    }

    /// Loop iterations counted by the loops inside this chunk's iterations.
    var addedIterations: Int { context.loopIterations - startingIterations }

    func render(_ node: ForNode, items: [TemplateValue], loop: ForLoopInfo.Loop) {
        do {
            stoppedLoop = try node.renderIterations(items, in: indexes, loop: loop, context: context, into: &output)
        } catch {
            self.error = error
        }
    }
}
