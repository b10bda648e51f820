/// Selects and orders the children of a node: where a child key equals a value, ordered by a
/// child key (Firebase's `orderByChild` order, ties by key), limited to the first `limit`.
///
/// `ChildQuery.all.where(PetKeys.species, equals: "cat").ordered(by: PetKeys.age).limited(to: 3)`
public struct ChildQuery: Sendable, Equatable {
    /// A child key and the value it must equal.
    public struct Equality: Sendable, Equatable {
        /// The child key compared.
        public var key: String
        /// The value it must equal (numbers compare by value: `1 == 1.0`).
        public var value: DatabaseValue
    }

    /// The filter, if any.
    public var equality: Equality?
    /// The child key to order by; `nil` orders by key (push ids: creation order).
    public var orderKey: String?
    /// The most children returned.
    public var limit: Int?

    /// Every child, ordered by key.
    public static let all = ChildQuery()

    private init() {}

    /// This query keeping only children whose `key` equals `value`.
    public func `where`(_ key: String, equals value: some DatabaseConvertible) -> ChildQuery {
        var query = self
        query.equality = Equality(key: key, value: value.databaseValue ?? .null)
        return query
    }

    /// This query ordered by the child key `key`.
    public func ordered(by key: String) -> ChildQuery {
        var query = self
        query.orderKey = key
        return query
    }

    /// This query returning at most `count` children.
    public func limited(to count: Int) -> ChildQuery {
        var query = self
        query.limit = max(0, count)
        return query
    }

    /// Applies the query to `children` (backends without server-side queries, and adapters
    /// finishing what a server query could not express, call this).
    public func apply(to children: [DatabaseChild]) -> [DatabaseChild] {
        var selected = children
        if let equality {
            selected = selected.filter { child in
                child.value?.children[equality.key].map { $0.isQueryEqual(to: equality.value) } ?? (equality.value == .null)
            }
        }
        selected.sort { left, right in
            if let orderKey,
               let before = DatabaseValue.ordersBefore(left.value?.children[orderKey], right.value?.children[orderKey]) {
                return before
            }
            return DatabaseValue.keyOrdersBefore(left.key, right.key)
        }
        if let limit, selected.count > limit {
            selected.removeLast(selected.count - limit)
        }
        return selected
    }
}
