/// Path operations on an in-memory JSON tree with the Realtime Database's rules: writing into a
/// scalar replaces it with an object, `null`s and empty containers are not stored.
enum DatabaseTree {
    /// The value at `segments` under `root`.
    static func value(at segments: [String], in root: DatabaseValue?) -> DatabaseValue? {
        var node = root
        for segment in segments {
            node = node?.children[segment]
        }
        return node
    }

    /// `root` with `value` written at `segments` (`nil` deletes, emptied parents disappear).
    static func setting(_ value: DatabaseValue?, at segments: ArraySlice<String>, in node: DatabaseValue?) -> DatabaseValue? {
        guard let first = segments.first else { return value.flatMap(normalized) }
        var members = node?.children ?? [:]
        members[first] = setting(value, at: segments.dropFirst(), in: members[first])
        return members.isEmpty ? nil : .object(members)
    }

    /// `value` as the database keeps it: `null` members dropped, empty containers removed.
    static func normalized(_ value: DatabaseValue) -> DatabaseValue? {
        switch value {
        case .null: return nil
        case .object(let members):
            var kept: [String: DatabaseValue] = [:]
            for (key, member) in members {
                kept[key] = normalized(member)
            }
            return kept.isEmpty ? nil : .object(kept)
        case .array(let elements):
            let kept = elements.map { normalized($0) ?? .null }
            return kept.allSatisfy { $0 == .null } ? nil : .array(kept)
        default: return value
        }
    }
}
