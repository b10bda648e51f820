/// The checks every backend runs before a write or query reaches it, so an input Firebase's SDK
/// would answer with an Objective-C exception (a crash) is a `ManagerError` from every backend.
/// `LocalDatabase` and the generated `FirebaseBackend` both call these first.
///
/// The rules are the Firebase iOS SDK 12.x's (`FValidation.m`, `FIRDatabaseQuery.m`,
/// `FSnapshotUtilities.m`, `FIRDatabaseReference.m`), plus the server's limits on key length
/// (768 bytes) and depth (32 levels) that would otherwise fail the write later.
public enum DatabaseValidation {
    /// The largest limit the SDK accepts (`validateLimitRange:` raises for `>= 1 << 31`).
    public static let maximumLimit = Int(Int32.max)
    /// The longest string the SDK stores: 10 MiB of UTF-8 (`kFirebaseMaxLeafSize`).
    public static let maximumStringBytes = 10 * 1024 * 1024

    /// Throws unless `query` can be run on the children of `path`.
    public static func validate(_ query: ChildQuery, at path: String) throws {
        _ = try DatabasePath.segments(of: path)
        if let equality = query.equality {
            try validateOrderKey(equality.key, at: path)
            try validateQueryValue(equality.value, at: path)
        }
        if let orderKey = query.orderKey {
            try validateOrderKey(orderKey, at: path)
        }
        for bound in [query.start, query.end].compactMap({ $0 }) {
            try validate(bound, orderedByKey: query.orderKey == nil, at: path)
        }
        if let limit = query.limit, limit > maximumLimit {
            // `queryLimitedToFirst:` raises "Limit must be less than 2,147,483,648"; 0 never reaches it (see `ChildQuery.limit`).
            throw ManagerError.invalidQuery(path: path, reason: "limit \(limit) is larger than \(maximumLimit)")
        }
    }

    /// Throws unless `key` can order or filter a query: `queryOrderedByChild:` raises for `$key`,
    /// `$value`, `$priority` (and their `.` forms), an empty path and `. # $ [ ]`.
    public static func validateOrderKey(_ key: String, at path: String) throws {
        switch key {
        case "$key", ".key":
            throw ManagerError.invalidQuery(path: path, reason: "'\(key)' cannot be a child key: children are ordered by key when no order key is given")
        case "$value", ".value", "$priority", ".priority":
            throw ManagerError.invalidQuery(path: path, reason: "'\(key)' cannot be a child key: order by a stored property instead")
        default:
            guard DatabasePath.isValidKey(key) else {
                throw ManagerError.invalidQuery(path: path, reason: "'\(key)' is not a valid child key (empty, longer than 768 bytes, or containing . # $ [ ] / or a control character)")
            }
        }
    }

    /// Throws unless `bound` can start or end a query: its value as `validateQueryValue`, its key a
    /// valid key (`validKey:`). Ordered by key, the SDK also raises for a value that is not a
    /// string, for any tie-breaking key (`validateQueryEndpointsForParams:`, `queryStartingAtValue:childKey:`),
    /// and for an invalid key after or before which to start or end (`FNextPushId successor:`/`predecessor:`).
    static func validate(_ bound: ChildQuery.Bound, orderedByKey: Bool, at path: String) throws {
        try validateQueryValue(bound.value, at: path)
        if let key = bound.key, !DatabasePath.isValidKey(key) {
            throw ManagerError.invalidQuery(path: path, reason: "'\(key)' is not a valid key to start or end at")
        }
        guard orderedByKey else { return }
        guard case .string(let key) = bound.value else {
            throw ManagerError.invalidQuery(path: path, reason: "a query ordered by key starts and ends at keys, not \(bound.value.typeName) \(bound.value.briefDescription)")
        }
        if bound.key != nil {
            throw ManagerError.invalidQuery(path: path, reason: "a query ordered by key takes no second key to start or end at")
        }
        if !bound.isInclusive, !DatabasePath.isValidKey(key) {
            throw ManagerError.invalidQuery(path: path, reason: "'\(key)' is not a valid key to start after or end before")
        }
    }

    /// Throws unless `value` can bound or match a query: `validateIndexValueType:` raises for
    /// anything but nil, a string or a number (booleans are numbers there); NaN and infinities
    /// cannot be stored, so they can match nothing.
    public static func validateQueryValue(_ value: DatabaseValue, at path: String) throws {
        switch value {
        case .null, .bool, .int:
            return
        case .double(let number):
            guard number.isFinite else {
                throw ManagerError.invalidQuery(path: path, reason: "\(number) is not a finite number, so no stored value equals it")
            }
        case .string(let string):
            guard string.utf8.count <= maximumStringBytes else {
                throw ManagerError.invalidQuery(path: path, reason: "a string of \(string.utf8.count) UTF-8 bytes is longer than \(maximumStringBytes)")
            }
        case .array, .object:
            throw ManagerError.invalidQuery(path: path, reason: "a query compares with a string, number, boolean or nil, not \(value.typeName == "Array" ? "an array" : "a dictionary (a FetchableValue or a model's fields)")")
        }
    }

    /// Throws unless the writes in `values` (paths to values, `nil` deletes) can be applied in one
    /// update: valid paths, storable values, and no path inside another (`updateChildValues`
    /// raises "Path … is an ancestor of …", `compoundWriteFromDictionary:`).
    @discardableResult
    public static func validate(writes values: [String: DatabaseValue?]) throws -> [(segments: [String], value: DatabaseValue?)] {
        var writes: [(segments: [String], value: DatabaseValue?)] = []
        for path in values.keys.sorted() {
            let segments = try DatabasePath.segments(of: path)
            let value = values[path] ?? nil
            if let value { try validate(value, at: path, depth: segments.count) }
            writes.append((segments, value))
        }
        // Sorted, a path's descendants follow it; comparing segments avoids "a" vs "a-b" confusions.
        for (index, write) in writes.enumerated() {
            for later in writes[(index + 1)...] where later.segments.starts(with: write.segments) {
                throw ManagerError.invalidPath(path: later.segments.joined(separator: "/"),
                                               reason: "lies inside '\(write.segments.joined(separator: "/"))', written in the same update")
            }
        }
        return writes
    }

    /// Throws unless `value` can be stored at `path`, `depth` levels below the root: valid keys,
    /// finite numbers (the SDK raises for NaN), strings up to 10 MiB, not too deep, only an
    /// object at the root, and `ServerValue` placeholders as the SDK accepts them (alone in their object).
    public static func validate(_ value: DatabaseValue, at path: String, depth: Int) throws {
        if depth == 0, !value.canBeRoot {
            throw ManagerError.unstorableValue(path: path, reason: "the root can only hold an object, not \(value.typeName)")
        }
        guard depth <= DatabasePath.maximumDepth else {
            throw ManagerError.unstorableValue(path: path, reason: "deeper than \(DatabasePath.maximumDepth) levels")
        }
        switch value {
        case .double(let number) where !number.isFinite:
            throw ManagerError.unstorableValue(path: path, reason: "\(number) is not a finite number")
        case .string(let string) where string.utf8.count > maximumStringBytes:
            throw ManagerError.unstorableValue(path: path, reason: "a string of \(string.utf8.count) UTF-8 bytes is longer than \(maximumStringBytes)")
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                try validate(element, at: DatabasePath.join(path, String(index)), depth: depth + 1)
            }
        case .object(let members) where try ServerValue.operation(in: members, at: path) != nil:
            break
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
