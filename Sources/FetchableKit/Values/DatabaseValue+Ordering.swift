extension DatabaseValue {
    /// Whether two values are equal as a Realtime Database equality query compares them (`1 == 1.0`).
    public func isQueryEqual(to other: DatabaseValue) -> Bool {
        if let left = number, let right = other.number { return left == right }
        return self == other
    }

    /// Firebase's `orderByChild` order: null, false, true, numbers, strings, then containers.
    static func ordersBefore(_ left: DatabaseValue?, _ right: DatabaseValue?) -> Bool? {
        let leftRank = rank(of: left), rightRank = rank(of: right)
        if leftRank != rightRank { return leftRank < rightRank }
        switch (left, right) {
        case (.bool(let a)?, .bool(let b)?) where a != b: return !a
        case (.string(let a)?, .string(let b)?) where a != b: return a < b
        default:
            if let a = left?.number, let b = right?.number, a != b { return a < b }
            return nil
        }
    }

    private static func rank(of value: DatabaseValue?) -> Int {
        switch value {
        case nil, .null?: return 0
        case .bool?: return 1
        case .int?, .double?: return 2
        case .string?: return 3
        case .array?, .object?: return 4
        }
    }

    /// Firebase's key order: keys that are 32-bit integers first, numerically, then the rest by text.
    public static func keyOrdersBefore(_ left: String, _ right: String) -> Bool {
        switch (Int32(left), Int32(right)) {
        case (let a?, let b?): return a < b
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return left < right
        }
    }
}
