extension DatabaseValue {
    /// A node holding `children` as the Realtime Database hands it out (`FChildrenNode
    /// valForExport:`): an array when every key is an array index (ASCII digits, no leading zero)
    /// and the largest is below twice the number of children, with `null` in the holes; otherwise
    /// an object. `{"0": a, "2": b}` is `[a, null, b]`, `{"0": a, "5": b}` and `{"01": a}` stay objects.
    public init(children: [String: DatabaseValue]) {
        guard let elements = Self.denseElements(of: children) else {
            self = .object(children)
            return
        }
        self = .array(elements)
    }

    /// The children as array elements by index, when Firebase's rule makes them an array.
    static func denseElements(of children: [String: DatabaseValue]) -> [DatabaseValue]? {
        var indexed: [(index: Int, child: DatabaseValue)] = []
        indexed.reserveCapacity(children.count)
        for (key, child) in children {
            guard let index = arrayIndex(key) else { return nil }
            indexed.append((index, child))
        }
        guard let largest = indexed.map(\.index).max(), largest < 2 * indexed.count else { return nil }
        var elements = [DatabaseValue](repeating: .null, count: largest + 1)
        for (index, child) in indexed {
            elements[index] = child
        }
        return elements
    }

    /// The index `key` names as an array element: `"0"`, or ASCII digits without a leading zero.
    static func arrayIndex(_ key: String) -> Int? {
        let units = key.utf16
        guard let first = units.first, first != UInt16(UInt8(ascii: "0")) || units.count == 1,
              units.allSatisfy({ $0 >= UInt16(UInt8(ascii: "0")) && $0 <= UInt16(UInt8(ascii: "9")) }) else { return nil }
        return Int(key)
    }
}
