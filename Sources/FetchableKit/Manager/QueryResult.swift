/// What `fetchAll()` and `query(_:)` found: the models that decoded, in the query's order, and
/// the records that could not be decoded (an enum raw value written by a newer version of the
/// app, a value of the wrong type). One bad record never hides the others, and never goes
/// unnoticed: it is in `failures`, and `allDecoded()` throws for it.
///
/// ```swift
/// let pets = try await PetManager.shared.fetchAll()
/// for pet in pets { print(pet.name) }                  // the models that decoded
/// for failure in pets.failures { log(failure) }        // "pets/-Nx…: unknown raw value …"
/// let strict = try pets.allDecoded()                   // or: every record, else an error
/// ```
public struct QueryResult<Model: FetchableModel>: RandomAccessCollection {
    /// The models that decoded, in the query's order.
    public let models: [Model]
    /// The records that could not be decoded, in the query's order.
    public let failures: [RecordFailure]
    /// The query for the page after this one (`nil` when this page was the last: it held fewer
    /// records than the limit, or the query had none). It continues after the last record,
    /// decoded or not: `starting(after:)` that record, or `ending(before:)` the first one for a
    /// `limited(toLast:)` query, which pages backwards.
    public let nextPage: ChildQuery?

    /// Decodes `children`, the answer to `query` from the collection at `collectionPath`.
    init(children: [DatabaseChild], of query: ChildQuery, collectionPath: String) {
        var models: [Model] = []
        var failures: [RecordFailure] = []
        for child in children {
            do {
                models.append(try ModelDecoding.model(Model.self, from: child, collectionPath: collectionPath))
            } catch {
                failures.append(RecordFailure(id: child.key, error: ManagerError.wrapping(error, path: DatabasePath.join(collectionPath, child.key))))
            }
        }
        self.models = models
        self.failures = failures
        nextPage = Self.page(after: children, of: query)
    }

    /// The models, when every record decoded; else throws the first failure's error.
    public func allDecoded() throws -> [Model] {
        if let failure = failures.first { throw failure.error }
        return models
    }

    public var startIndex: Int { models.startIndex }
    public var endIndex: Int { models.endIndex }
    public subscript(position: Int) -> Model { models[position] }

    private static func page(after children: [DatabaseChild], of query: ChildQuery) -> ChildQuery? {
        guard let limit = query.limit, limit > 0, children.count >= limit,
              let edge = query.limitEdge == .first ? children.last : children.first else { return nil }
        // Ordered by key, the bound is the key itself; ordered by a child, its value then its key.
        let bound = ChildQuery.Bound(value: query.orderValue(of: edge) ?? .null, key: query.orderKey == nil ? nil : edge.key, isInclusive: false)
        var next = query
        switch query.limitEdge {
        case .first: next.start = bound
        case .last: next.end = bound
        }
        return next
    }
}

extension QueryResult: Sendable where Model: Sendable {}

/// A record a query found but could not decode.
public struct RecordFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The record's id (its key in the collection).
    public let id: String
    /// Why it could not be decoded; its key names the record's path (`pets/-Nx…/status`).
    public let error: ManagerError

    public var description: String { error.description }
}
