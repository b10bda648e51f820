/// Path operations on an in-memory JSON tree with the Realtime Database's rules: writing into a
/// scalar replaces it with an object, `null`s and empty containers are not stored, and every node
/// has the shape Firebase hands it out in (dense index keys as an array: `DatabaseValue(children:)`).
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
        return members.isEmpty ? nil : DatabaseValue(children: members)
    }

    /// `value` as the database keeps it: `null` members dropped, empty containers removed, arrays
    /// and objects in Firebase's shape (`[null, null, a]` is `{"2": a}`, `{"0": a, "1": b}` is `[a, b]`).
    static func normalized(_ value: DatabaseValue) -> DatabaseValue? {
        switch value {
        case .null: return nil
        case .object, .array:
            var kept: [String: DatabaseValue] = [:]
            for (key, member) in value.children {
                kept[key] = normalized(member)
            }
            return kept.isEmpty ? nil : DatabaseValue(children: kept)
        default: return value
        }
    }

    /// `value`, to be written at `segments`, with its `ServerValue` placeholders replaced by what
    /// the server stores: the time, or the number stored there in `root` plus the increment.
    static func resolvingServerValues(in value: DatabaseValue, at segments: [String], in root: DatabaseValue?, milliseconds: Int) -> DatabaseValue {
        switch value {
        case .object(let members):
            // Validated before: a `.sv` key is a known operation, alone in its object.
            if let operation = try? ServerValue.operation(in: members, at: "") {
                return operation.resolved(existing: self.value(at: segments, in: root), milliseconds: milliseconds)
            }
            return .object(members.reduce(into: [:]) { resolved, member in
                resolved[member.key] = resolvingServerValues(in: member.value, at: segments + [member.key], in: root, milliseconds: milliseconds)
            })
        case .array(let elements):
            return .array(elements.enumerated().map { index, element in
                resolvingServerValues(in: element, at: segments + [String(index)], in: root, milliseconds: milliseconds)
            })
        default:
            return value
        }
    }
}
