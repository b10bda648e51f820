import Dispatch

extension ConcurrentLoop {
    /// How a loop that may render concurrently goes on after its lead.
    enum Lead {
        /// The lead rendered every iteration, or a `break` (or a signal for an enclosing loop) ended it.
        case stopped
        /// Render the iterations from this index on in order: the rest is too short to pay.
        case inOrder(from: Int)
        /// Render the iterations from this index on concurrently (`prepareForConcurrentLoops` has run).
        case concurrent(from: Int)
    }

    /// Renders the first iterations of `node` in order until their pace tells whether the rest pays
    /// for going concurrent: it would take at least `Environment.concurrentLoopMinimumSeconds`.
    /// The decision reads the clock, so it can differ between runs; the output cannot, since both
    /// ways render what the in-order render does.
    ///
    /// The pace is taken over a sixteenth of the minimum, after a warm-up as long again: the first
    /// iterations pay for caches the later ones find warm (member tables, loaded templates), and
    /// timing them made a loop look longer than it was. A loop of short iterations usually ends
    /// before anything is decided. With no minimum there is no lead.
    static func renderLead(_ node: ForNode, items: [TemplateValue], loop: ForLoopInfo.Loop, context: Context,
                           into output: inout RenderOutput) throws -> Lead {
        let minimum = context.environment.concurrentLoopMinimumSeconds
        var next = 0
        if minimum > 0 {
            let window = UInt64(minimum / 16 * 1e9)
            let warmUpEnd = DispatchTime.now().uptimeNanoseconds + window
            var start: (time: UInt64, index: Int)?
            while true {
                if try node.renderIterations(items, in: next..<next + 1, loop: loop, context: context, into: &output) { return .stopped }
                next += 1
                if next == items.count { return .stopped }
                let now = DispatchTime.now().uptimeNanoseconds
                guard let (startTime, startIndex) = start else {
                    if now >= warmUpEnd { start = (now, next) }
                    continue
                }
                // `now > startTime`: a pace of zero would decide for "in order" on no evidence.
                guard now - startTime >= window, now > startTime else { continue }
                let pace = Double(now - startTime) / 1e9 / Double(next - startIndex)
                if pace * Double(items.count - next) < minimum { return .inOrder(from: next) }
                break
            }
        }
        if !context.isPreparedForConcurrentLoops {
            context.isPreparedForConcurrentLoops = true
            context.environment.prepareForConcurrentLoops?()
        }
        return .concurrent(from: next)
    }
}
