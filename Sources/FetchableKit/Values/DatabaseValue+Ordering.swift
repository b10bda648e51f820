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
        case (.string(let a)?, .string(let b)?) where a != b: return literalOrdersBefore(a, b)
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

    /// Firebase's key order (`FUtilities compareKey:`): keys that read as 32-bit integers first,
    /// by value (`"7"` before `"007"`, equal values by length), then the rest by their UTF-16
    /// code units. An integer key is an optional `-` and ASCII digits, at most 11 characters:
    /// `"+5"`, `" 5"` and `"5.0"` are strings.
    public static func keyOrdersBefore(_ left: String, _ right: String) -> Bool {
        switch (integerKey(left), integerKey(right)) {
        case (let a?, let b?): return a != b ? a < b : left.utf16.count < right.utf16.count
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return literalOrdersBefore(left, right)
        }
    }

    /// The value of a key Firebase orders as an integer (`tryParseStringToInt`), else `nil`.
    static func integerKey(_ key: String) -> Int32? {
        let units = key.utf16
        guard !units.isEmpty, units.count <= 11 else { return nil }
        let isNegative = units.first == UInt16(UInt8(ascii: "-"))
        guard !isNegative || units.count > 1 else { return nil }
        var magnitude: Int64 = 0
        for unit in units.dropFirst(isNegative ? 1 : 0) {
            guard unit >= UInt16(UInt8(ascii: "0")), unit <= UInt16(UInt8(ascii: "9")) else { return nil }
            magnitude = magnitude * 10 + Int64(unit - UInt16(UInt8(ascii: "0")))
        }
        return Int32(exactly: isNegative ? -magnitude : magnitude)
    }

    /// Firebase's string order (`NSLiteralSearch`): UTF-16 code units, no Unicode normalization.
    static func literalOrdersBefore(_ left: String, _ right: String) -> Bool {
        left.utf16.lexicographicallyPrecedes(right.utf16)
    }
}
