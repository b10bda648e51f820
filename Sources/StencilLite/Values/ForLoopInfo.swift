/// The `forloop` variable of one iteration: `first`, `last`, `counter`, `counter0`, `length`, and for
/// labelled loops `label` plus one entry per labelled enclosing loop (`forloop.outer.counter`).
///
/// The render loop carries it as `TemplateValue.forLoop(ForLoopIteration)`, which allocates nothing;
/// this class is what filters and the public API see (`anyValue`) and what `forloop.LABEL` returns. Its
/// other members are read by `MemberLookup` through `member(_:)`, where an unknown one is nil, as in
/// Stencil's dictionary, not an error.
final class ForLoopInfo: TemplateLookup, Sendable {
    /// What every iteration of one loop shares.
    final class Loop: Sendable {
        let label: String?
        /// Labelled enclosing loops, innermost first, as their own snapshots.
        let labelledAncestors: [ForLoopInfo]
        /// A snapshot is what `forloop.LABEL` returns: no ancestors and no entry for its own label.
        let isSnapshot: Bool
        /// How many iterations the loop has.
        let length: Int

        init(label: String?, labelledAncestors: [ForLoopInfo], isSnapshot: Bool, length: Int) {
            self.label = label
            self.labelledAncestors = labelledAncestors
            self.isSnapshot = isSnapshot
            self.length = length
        }
    }

    let iteration: ForLoopIteration
    var index: Int { iteration.index }
    var length: Int { iteration.loop.length }
    var loop: Loop { iteration.loop }

    init(_ iteration: ForLoopIteration) {
        self.iteration = iteration
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

    func lookup(_ name: String) -> LookupResult {
        member(name).map { .found($0) } ?? .unknown
    }

    func templateValue(_ key: MemberKey) -> TemplateValue? { iteration.counter(key) }

    var memberNames: [String] { Array(dictionary.keys) }

    var snapshot: ForLoopInfo {
        ForLoopInfo(ForLoopIteration(loop: Loop(label: loop.label, labelledAncestors: [], isSnapshot: true, length: length), index: index))
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
