/// The `forloop` variable of one iteration: `first`, `last`, `counter`, `counter0`, `length`, and for
/// labelled loops `label` plus one entry per labelled enclosing loop (`forloop.outer.counter`).
///
/// A class answering `TemplateLookup`, so the render loop carries it as `TemplateValue.lookup`: its
/// counters are read through the witness table, where a struct in `.object` was boxed in an `Any`
/// for every iteration and cast back from it on every read (loop over 50 names, release: 7,300 →
/// 4,000 instructions an iteration). Its other members are read by `MemberLookup` through
/// `member(_:)`, where an unknown one is nil, as in Stencil's dictionary, not an error.
final class ForLoopInfo: TemplateLookup, Sendable {
    /// What every iteration of one loop shares.
    final class Loop: Sendable {
        let label: String?
        /// Labelled enclosing loops, innermost first, as their own snapshots.
        let labelledAncestors: [ForLoopInfo]
        /// A snapshot is what `forloop.LABEL` returns: no ancestors and no entry for its own label.
        let isSnapshot: Bool

        init(label: String?, labelledAncestors: [ForLoopInfo], isSnapshot: Bool) {
            self.label = label
            self.labelledAncestors = labelledAncestors
            self.isSnapshot = isSnapshot
        }
    }

    let index: Int
    let length: Int
    let loop: Loop

    init(index: Int, length: Int, loop: Loop) {
        self.index = index
        self.length = length
        self.loop = loop
    }

    var label: String? { loop.label }

    func member(_ name: String) -> Any?? {
        switch name {
        case "first": return .some(index == 0)
        case "last": return .some(index == length - 1)
        case "counter": return .some(index + 1)
        case "counter0": return .some(index)
        case "length": return .some(length)
        case "label": return loop.label.map { .some($0) } ?? nil
        default: break
        }
        if !loop.isSnapshot {
            if name == loop.label { return .some(snapshot) }
            if let ancestor = loop.labelledAncestors.first(where: { $0.label == name }) { return .some(ancestor) }
        }
        return nil
    }

    private static let first = MemberKey("first"), last = MemberKey("last"), counter = MemberKey("counter"),
        counter0 = MemberKey("counter0"), length = MemberKey("length")

    /// The counters as the render loop carries them, found by interned id; nil for other members
    /// (read by `member(_:)`). Saves a string switch and two casts on each `forloop.counter`.
    func counter(_ key: MemberKey) -> TemplateValue? {
        switch key.id {
        case Self.first.id: return .bool(index == 0)
        case Self.last.id: return .bool(index == length - 1)
        case Self.counter.id: return .int(index + 1)
        case Self.counter0.id: return .int(index)
        case Self.length.id: return .int(length)
        default: return nil
        }
    }

    func lookup(_ name: String) -> LookupResult {
        member(name).map { .found($0) } ?? .unknown
    }

    func templateValue(_ key: MemberKey) -> TemplateValue? { counter(key) }

    var memberNames: [String] { Array(dictionary.keys) }

    var snapshot: ForLoopInfo {
        ForLoopInfo(index: index, length: length, loop: Loop(label: loop.label, labelledAncestors: [], isSnapshot: true))
    }

    /// The labelled loops an inner loop inherits from this one.
    var ancestorsForInnerLoop: [ForLoopInfo] {
        guard let label = loop.label else { return loop.labelledAncestors }
        return [snapshot] + loop.labelledAncestors.filter { $0.label != label }
    }

    /// The same data as Stencil's dictionary, for printing.
    var dictionary: [String: Any] {
        var result: [String: Any] = ["first": index == 0, "last": index == length - 1, "counter": index + 1, "counter0": index, "length": length]
        if let label = loop.label { result["label"] = label }
        if !loop.isSnapshot {
            for ancestor in loop.labelledAncestors.reversed() {
                if let name = ancestor.label { result[name] = ancestor.dictionary }
            }
            if let label = loop.label { result[label] = snapshot.dictionary }
        }
        return result
    }
}
