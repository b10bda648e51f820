/// One iteration's `forloop` as the render loop carries it (`TemplateValue.forLoop`): the loop's
/// shared record and the index, two words held inline, so binding `forloop` on each iteration
/// allocates nothing (a `ForLoopInfo` object cost 390 instructions an iteration to allocate and
/// free, a third of an empty iteration in a release build).
public struct ForLoopIteration: Sendable {
    let loop: ForLoopInfo.Loop
    let index: Int

    /// The object filters and the public API see.
    var info: ForLoopInfo { ForLoopInfo(self) }

    private static let first = MemberKey("first"), last = MemberKey("last"), counter = MemberKey("counter"),
        counter0 = MemberKey("counter0"), length = MemberKey("length")

    /// The counters, found by interned id; nil for other members (read by `ForLoopInfo.member(_:)`).
    /// Saves a string switch and two casts on each `forloop.counter`.
    func counter(_ key: MemberKey) -> TemplateValue? {
        switch key.id {
        case Self.first.id: return .bool(index == 0)
        case Self.last.id: return .bool(index == loop.length - 1)
        case Self.counter.id: return .int(index + 1)
        case Self.counter0.id: return .int(index)
        case Self.length.id: return .int(loop.length)
        default: return nil
        }
    }
}
