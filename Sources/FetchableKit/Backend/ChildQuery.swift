/// Selects and orders the children of a node as a Realtime Database query does: where a child key
/// equals a value, ordered by a child key (Firebase's `orderByChild` order, ties by key) or by
/// key, within a range of that order, limited to the first or last `limit`.
///
/// `ChildQuery.all.where(PetKeys.species, equals: "cat").ordered(by: PetKeys.age).limited(to: 3)`
/// `ChildQuery.all.ordered(by: PetKeys.age).starting(at: 2).ending(before: 10).limited(toLast: 5)`
public struct ChildQuery: Sendable, Equatable {
    /// A child key and the value it must equal.
    public struct Equality: Sendable, Equatable {
        /// The child key compared.
        public var key: String
        /// The value it must equal (numbers compare by value: `1 == 1.0`).
        public var value: DatabaseValue
    }

    /// One end of a range of the query's order (Firebase's `queryStarting…`/`queryEnding…`).
    public struct Bound: Sendable, Equatable {
        /// The order value at the bound: the `orderKey` child's value, or a key when the query
        /// is ordered by key.
        public var value: DatabaseValue
        /// Among children whose order value equals `value`, the key the range starts or ends at
        /// (they are ordered by key); `nil` takes all of them or none. Always `nil` when the
        /// query is ordered by key.
        public var key: String?
        /// Whether a child exactly at the bound is in the range (`starting(at:)`, `ending(at:)`)
        /// or not (`starting(after:)`, `ending(before:)`).
        public var isInclusive: Bool
    }

    /// Which children `limit` keeps: the first ones of the order, or the last ones (still
    /// returned in ascending order, as Firebase's `queryLimited(toLast:)`).
    public enum LimitEdge: Sendable, Equatable {
        case first, last
    }

    /// The filter, if any.
    public var equality: Equality?
    /// The child key to order by; `nil` orders by key (push ids: creation order).
    public var orderKey: String?
    /// Where the range of the order starts, if anywhere.
    public var start: Bound?
    /// Where the range of the order ends, if anywhere.
    public var end: Bound?
    /// The most children returned.
    public var limit: Int?
    /// Which end of the range `limit` counts from.
    public var limitEdge = LimitEdge.first

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

    /// This query from the children whose order value is `value` on (with `key`: from that
    /// child on, among those equal to `value`). Ordered by key, `value` is a key.
    public func starting(at value: some DatabaseConvertible, key: String? = nil) -> ChildQuery {
        bounded(start: Bound(value: value.databaseValue ?? .null, key: key, isInclusive: true))
    }

    /// This query from after the children whose order value is `value` (with `key`: from after
    /// that child): the next page after the last child seen.
    public func starting(after value: some DatabaseConvertible, key: String? = nil) -> ChildQuery {
        bounded(start: Bound(value: value.databaseValue ?? .null, key: key, isInclusive: false))
    }

    /// This query up to the children whose order value is `value`, included (with `key`: up to that child).
    public func ending(at value: some DatabaseConvertible, key: String? = nil) -> ChildQuery {
        bounded(end: Bound(value: value.databaseValue ?? .null, key: key, isInclusive: true))
    }

    /// This query up to before the children whose order value is `value` (with `key`: before that child).
    public func ending(before value: some DatabaseConvertible, key: String? = nil) -> ChildQuery {
        bounded(end: Bound(value: value.databaseValue ?? .null, key: key, isInclusive: false))
    }

    /// This query returning at most the first `count` children.
    public func limited(to count: Int) -> ChildQuery {
        var query = self
        query.limit = max(0, count)
        query.limitEdge = .first
        return query
    }

    /// This query returning at most the last `count` children (in ascending order).
    public func limited(toLast count: Int) -> ChildQuery {
        var query = self
        query.limit = max(0, count)
        query.limitEdge = .last
        return query
    }

    private func bounded(start: Bound? = nil, end: Bound? = nil) -> ChildQuery {
        var query = self
        if let start { query.start = start }
        if let end { query.end = end }
        return query
    }

    /// The value `child` is ordered by in this query: its `orderKey` child, or its key.
    public func orderValue(of child: DatabaseChild) -> DatabaseValue? {
        guard let orderKey else { return .string(child.key) }
        return child.value?.children[orderKey]
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
        selected.sort { ordersBefore($0, $1) }
        if let start {
            selected.removeAll { child in
                let order = compare(child, with: start)
                return order < 0 || (order == 0 && !start.isInclusive)
            }
        }
        if let end {
            selected.removeAll { child in
                let order = compare(child, with: end)
                return order > 0 || (order == 0 && !end.isInclusive)
            }
        }
        if let limit, selected.count > limit {
            switch limitEdge {
            case .first: selected.removeLast(selected.count - limit)
            case .last: selected.removeFirst(selected.count - limit)
            }
        }
        return selected
    }

    /// Whether `left` comes before `right` in this query's order.
    private func ordersBefore(_ left: DatabaseChild, _ right: DatabaseChild) -> Bool {
        if orderKey != nil, let before = DatabaseValue.ordersBefore(orderValue(of: left), orderValue(of: right)) {
            return before
        }
        return DatabaseValue.keyOrdersBefore(left.key, right.key)
    }

    /// Where `child` lies against `bound` in this query's order: negative before, 0 at, positive after.
    private func compare(_ child: DatabaseChild, with bound: Bound) -> Int {
        guard orderKey != nil else {
            // Ordered by key, a bound is a key; `DatabaseValidation` refuses any other value.
            guard case .string(let key) = bound.value else { return 1 }
            return Self.compareKeys(child.key, key)
        }
        let value = orderValue(of: child)
        if DatabaseValue.ordersBefore(value, bound.value) == true { return -1 }
        if DatabaseValue.ordersBefore(bound.value, value) == true { return 1 }
        return bound.key.map { Self.compareKeys(child.key, $0) } ?? 0
    }

    private static func compareKeys(_ left: String, _ right: String) -> Int {
        DatabaseValue.keyOrdersBefore(left, right) ? -1 : DatabaseValue.keyOrdersBefore(right, left) ? 1 : 0
    }
}
