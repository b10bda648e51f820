/// Members declared more than once (in `#if` branches, or again in an extension) are listed once,
/// the first declaration kept, as in the dump: variables by (name, `isStatic`, type), methods by
/// (selector, `isStatic`, parameter and result types), subscripts by parameter and result types;
/// types compare with white space ignored.
enum Deduplication {
    static func deduplicateMembers(of type: SwiftType) {
        let variables = type.rawVariables
        if !variables.isEmpty {
            type.variables = variables.count < 2 ? variables : unique(variables, key: quickKey, isRepeat: isRepeat)
        }
        let methods = type.rawMethods
        if !methods.isEmpty {
            type.methods = methods.count < 2 ? methods : unique(methods, key: quickKey, isRepeat: isRepeat)
        }
        let subscripts = type.rawSubscripts
        if !subscripts.isEmpty {
            type.subscripts = subscripts.count < 2 ? subscripts : unique(subscripts, key: { $0.parameters.count }, isRepeat: isRepeat)
        }
    }

    /// The items without later repeats. `isRepeat` is an equivalence that implies equal keys, so an
    /// item goes when an earlier one with its key repeats it; the integer keys (worked out once per
    /// item, on the stack) spare most comparisons.
    @inline(__always)
    private static func unique<Item>(_ items: [Item], key: (Item) -> Int, isRepeat: (Item, Item) -> Bool) -> [Item] {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { keys in
            for index in items.indices { keys.initializeElement(at: index, to: key(items[index])) }
            return unique(items, keys: UnsafeBufferPointer(keys), isRepeat: isRepeat)
        }
    }

    @inline(__always)
    private static func unique<Item>(_ items: [Item], keys: UnsafeBufferPointer<Int>, isRepeat: (Item, Item) -> Bool) -> [Item] {
        var dropped: [Bool] = []
        func drop(_ index: Int) {
            if dropped.isEmpty { dropped = Array(repeating: false, count: items.count) }
            dropped[index] = true
        }
        if items.count <= 16 {
            for index in items.indices.dropFirst() {
                let itemKey = keys[index]
                var earlier = 0
                while earlier < index {
                    if keys[earlier] == itemKey && isRepeat(items[index], items[earlier]) {
                        drop(index)
                        break
                    }
                    earlier += 1
                }
            }
        } else {
            var order = Array(items.indices)
            order.sort { (keys[$0], $0) < (keys[$1], $1) }
            var groupStart = 0
            for position in order.indices {
                let index = order[position]
                if keys[index] != keys[order[groupStart]] { groupStart = position }
                if order[groupStart..<position].contains(where: { isRepeat(items[index], items[$0]) }) { drop(index) }
            }
        }
        guard !dropped.isEmpty else { return items }
        return items.indices.compactMap { dropped[$0] ? nil : items[$0] }
    }

    private static func quickKey(_ variable: Variable) -> Int {
        variable.name.utf8.count << 1 | (variable.isStatic ? 1 : 0)
    }

    private static func isRepeat(_ variable: Variable, _ other: Variable) -> Bool {
        variable.isStatic == other.isStatic && variable.name == other.name
            && equalIgnoringBlanks(variable.writtenTypeName?.written ?? "", other.writtenTypeName?.written ?? "")
    }

    /// The parameter count, the kind, the call name's length and `isStatic`.
    private static func quickKey(_ method: Method) -> Int {
        if method.isDeinitializer { return method.dumpIsStatic ? -1 : -2 }
        let length = method.isInitializer ? 0 : method.identifier.utf8.count
        return (length << 12 | method.parameters.count << 2) | (method.isInitializer ? 2 : 0) | (method.dumpIsStatic ? 1 : 0)
    }

    /// Same dump name, `isStatic`, parameter types and result type.
    private static func isRepeat(_ method: Method, _ other: Method) -> Bool {
        method.dumpIsStatic == other.dumpIsStatic && method.hasSameSelector(as: other)
            && haveSameTypes(method.returnTypeName, method.parameters, other.returnTypeName, other.parameters)
    }

    private static func isRepeat(_ item: Subscript, _ other: Subscript) -> Bool {
        item.parameters.count == other.parameters.count
            && haveSameTypes(item.returnTypeName, item.parameters, other.returnTypeName, other.parameters)
    }

    /// The result types and the parameter types (pairwise) are equal, blanks ignored.
    private static func haveSameTypes(_ returnType: TypeName, _ parameters: [MethodParameter],
                                      _ otherReturnType: TypeName, _ otherParameters: [MethodParameter]) -> Bool {
        equalIgnoringBlanks(returnType.written, otherReturnType.written)
            && zip(parameters, otherParameters).allSatisfy {
                equalIgnoringBlanks($0.writtenTypeName.written, $1.writtenTypeName.written)
            }
    }

    /// `compact(first) == compact(second)` (the dump's comparison form), byte by byte: bytes that
    /// differ where both are ASCII decide alone, only other text needs the strings compared.
    private static func equalIgnoringBlanks(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        var left = first.utf8.makeIterator()
        var right = second.utf8.makeIterator()
        while true {
            var a = left.next()
            while let byte = a, Bytes.isBlank(byte) { a = left.next() }
            var b = right.next()
            while let byte = b, Bytes.isBlank(byte) { b = right.next() }
            if a == b {
                if a == nil { return true }
                continue
            }
            if a ?? 0 < 0x80 && b ?? 0 < 0x80 { return false }
            return Composer.compact(first) == Composer.compact(second)
        }
    }
}
