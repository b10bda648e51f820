/// Sourcery 2.3.0's two last loops over its resolved typealiases in `resolveType`, for a name that
/// nothing else resolved. Both depend on the dictionary's hash order; ModelGen answers only where
/// that order cannot matter, and otherwise leaves the name alone (Sourcery's answer is chance).
extension ModelTable {
    /// The first loop: every alias whose full name occurs in the identifier has that occurrence
    /// replaced by its target, so `ThreadOpsSystem.ThreadHandle` is `ThreadOpsWindows.ThreadHandle`
    /// through `typealias ThreadOpsSystem = ThreadOpsWindows`. The identifier unchanged when no
    /// alias name occurs in it; nil when several do, or a replacement leaves one (the order counts).
    func aliasNamesReplaced(in identifier: String) -> String? {
        if let known = replacedIdentifiers[identifier] { return known }
        let replaced: String?
        let bytes = Array(identifier.utf8)
        switch occurringAliases(in: bytes) {
        case .none:
            replaced = identifier
        case .one(let alias, let range):
            let result = Array(bytes[..<range.lowerBound]) + Array(alias.typeName.name.utf8) + Array(bytes[range.upperBound...])
            if case .none = occurringAliases(in: result) { replaced = String(decoding: result, as: UTF8.self) } else { replaced = nil }
        case .several:
            replaced = nil
        }
        replacedIdentifiers[identifier] = replaced
        return replaced
    }

    /// The second loop: the first alias *named* so (its `aliasName`), wherever it is nested
    /// (`Failure` finds `DatabaseMigrator.Failure`). Answered only where every such alias (at the
    /// end of its chain) has the same target; nil where targets differ.
    func lastResortAlias(named name: String) -> Typealias? {
        guard let candidates = names.aliases.chainEndsByAliasName[name], let first = candidates.first else { return nil }
        return candidates.allSatisfy { $0.typeName.name == first.typeName.name } ? first : nil
    }

    private enum Occurrence {
        case none
        case one(Typealias, at: Range<Int>)
        case several
    }

    /// Which alias chain ends have their full name in an identifier's bytes (the first occurrence's).
    private func occurringAliases(in bytes: [UInt8]) -> Occurrence {
        var found: Occurrence = .none
        let chainEnds = names.aliases.chainEndsByFirstByte
        for start in bytes.indices {
            for (name, alias) in chainEnds[Int(bytes[start])] where Self.occurs(name, in: bytes, at: start) {
                switch found {
                case .none: found = .one(alias, at: start..<(start + name.count))
                case .one(let earlier, _) where earlier === alias: continue
                default: return .several
                }
            }
        }
        return found
    }

    /// Whether `name` occurs in `bytes` at `start`: an index loop, as most candidates differ from
    /// the second byte on and `starts(with:)` over a slice is generic code in a debug build
    /// (~3,500 instructions a candidate, 90 M in preparing swift-nio).
    private static func occurs(_ name: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        guard bytes.count - start >= name.count else { return false }
        var offset = 0
        while offset < name.count {
            guard bytes[start + offset] == name[offset] else { return false }
            offset += 1
        }
        return true
    }
}
