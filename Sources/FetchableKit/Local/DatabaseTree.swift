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

    /// Throws unless `value` can be stored at `path`, `depth` levels below the root: valid keys,
    /// finite numbers, not too deep, and only an object at the root.
    static func validate(_ value: DatabaseValue, at path: String, depth: Int) throws {
        if depth == 0, !value.canBeRoot {
            throw ManagerError.unstorableValue(path: path, reason: "the root can only hold an object, not \(value.typeName)")
        }
        guard depth <= DatabasePath.maximumDepth else {
            throw ManagerError.unstorableValue(path: path, reason: "deeper than \(DatabasePath.maximumDepth) levels")
        }
        switch value {
        case .double(let number) where !number.isFinite:
            throw ManagerError.unstorableValue(path: path, reason: "\(number) is not a finite number")
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                try validate(element, at: DatabasePath.join(path, String(index)), depth: depth + 1)
            }
        case .object(let members):
            for (key, member) in members {
                guard DatabasePath.isValidKey(key) else {
                    throw ManagerError.unstorableValue(path: path, reason: "'\(key)' is not a valid key (empty, or containing . # $ [ ] / or a control character; an empty key is often a reference to an unsaved model)")
                }
                try validate(member, at: DatabasePath.join(path, key), depth: depth + 1)
            }
        default: break
        }
    }
}

private extension DatabaseValue {
    /// Whether this can be the whole tree: an object, or `null` (nothing).
    var canBeRoot: Bool {
        switch self {
        case .object, .null: return true
        default: return false
        }
    }
}
