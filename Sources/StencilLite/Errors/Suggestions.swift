/// Picks the known names closest to a misspelt one.
public enum Suggestions {
    /// Names whose length exceeds their edit distance to `name`, keeping only the smallest distance
    /// (Stencil's rule for filters), sorted for a stable message.
    public static func closest(to name: String, among candidates: [String]) -> [String] {
        let scored = Set(candidates).map { (name: $0, distance: editDistance($0, name)) }
            .filter { $0.name.count > $0.distance }
        guard let best = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == best }.map(\.name).sorted()
    }

    /// `closest`, plus the names that begin with `name` (3 characters or more): `upperFirst` is
    /// far from `upperFirstLetter` by edit distance but is its start. Stencil suggests only `closest`.
    static func closestOrLonger(_ name: String, among candidates: [String]) -> [String] {
        let longer = name.count >= 3 ? candidates.filter { $0.count > name.count && $0.hasPrefix(name) } : []
        return Set(closest(to: name, among: candidates) + longer).sorted()
    }

    /// Like `closest`, but only names within a third of the length: for tags and members, where a far
    /// guess misleads more than it helps.
    public static func near(_ name: String, among candidates: [String]) -> [String] {
        let limit = max(2, name.count / 3)
        return closest(to: name, among: candidates).filter { editDistance($0, name) <= limit }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    public static func phrase(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Levenshtein distance over Characters.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let source = Array(lhs)
        let target = Array(rhs)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 0..<source.count {
            current[0] = i + 1
            for j in 0..<target.count {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (source[i] == target[j] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
