/// A manager for one model type: the generated `<Type>Manager` conforms and gets every operation
/// below for free. Async/await first; `FirebaseCrudable+Completion` has callback forms.
///
/// Operations that take or return models run on the caller's actor (`nonisolated(nonsending)`),
/// so models need not be `Sendable`.
public protocol FirebaseCrudable: Sendable {
    /// The model type this manager stores.
    associatedtype Model: FetchableModel

    /// The collection's path, e.g. `"pets"`; each model is stored at `path/firebaseId`.
    var path: String { get }

    /// Where models are stored; by default `DatabaseConfiguration.shared.backend`, which must be
    /// configured before the first call (else every operation throws `ManagerError.noBackend`).
    var backend: any DatabaseBackend { get }
}

extension FirebaseCrudable {
    public var backend: any DatabaseBackend { DatabaseConfiguration.shared.backend }

    /// Stores `model` at `path/firebaseId`, first giving it a new push id when it has none;
    /// returns the stored model (a class instance is also updated in place).
    @discardableResult
    nonisolated(nonsending) public func save(_ model: Model) async throws -> Model {
        let backend = backend
        let (saved, write) = try prepareSave(model, backend: backend)
        try ManagerError.checkCancellation(at: write.path)
        try await backend.setValue(write.value, at: write.path)
        return saved
    }

    /// Stores every model in one atomic multi-path update; two models with the same id are an
    /// error (one would silently replace the other).
    @discardableResult
    nonisolated(nonsending) public func save(_ models: [Model]) async throws -> [Model] {
        let backend = backend
        var saved: [Model] = []
        var writes: [String: DatabaseValue?] = [:]
        for model in models {
            let (stored, write) = try prepareSave(model, backend: backend)
            guard writes.updateValue(write.value, forKey: write.path) == nil else {
                throw ManagerError.invalidPath(path: write.path, reason: "two of the models saved together have the id '\(stored.firebaseId)'")
            }
            saved.append(stored)
        }
        try ManagerError.checkCancellation(at: path)
        try await backend.updateValues(writes)
        return saved
    }

    /// The model stored under `id`; throws `ManagerError.notFound` when there is none.
    nonisolated(nonsending) public func fetch(byId id: String) async throws -> Model {
        let recordPath = try self.recordPath(for: id)
        try ManagerError.checkCancellation(at: recordPath)
        guard let value = try await backend.value(at: recordPath) else { throw ManagerError.notFound(path: recordPath) }
        return try model(from: DatabaseChild(key: id, value: value))
    }

    /// Every stored model, in creation order (push-id order). A record that cannot be decoded
    /// does not fail the others: it is reported in the result's `failures` (see `QueryResult`).
    nonisolated(nonsending) public func fetchAll() async throws -> QueryResult<Model> {
        try await query(.all)
    }

    /// The models matching `query`, in its order; records that cannot be decoded are reported in
    /// the result's `failures`, and `nextPage` is the query for the following page. A query
    /// Firebase would refuse (see `DatabaseValidation`) throws `ManagerError.invalidQuery` from every backend.
    nonisolated(nonsending) public func query(_ query: ChildQuery) async throws -> QueryResult<Model> {
        try DatabaseValidation.validate(query, at: path)
        try ManagerError.checkCancellation(at: path)
        let children = try await backend.children(at: path, matching: query)
        return QueryResult(children: children, of: query, collectionPath: path)
    }

    /// The models whose `key` equals `value`, optionally ordered by another key and limited.
    nonisolated(nonsending) public func query(where key: String, equals value: some DatabaseConvertible, orderedBy orderKey: String? = nil, limit: Int? = nil) async throws -> QueryResult<Model> {
        var query = ChildQuery.all.where(key, equals: value)
        if let orderKey { query = query.ordered(by: orderKey) }
        if let limit { query = query.limited(to: limit) }
        return try await self.query(query)
    }

    /// Deletes `model`'s record.
    nonisolated(nonsending) public func remove(_ model: Model) async throws {
        try await remove(byId: model.firebaseId)
    }

    /// Deletes the record stored under `id` (nothing happens when there is none).
    nonisolated(nonsending) public func remove(byId id: String) async throws {
        let recordPath = try self.recordPath(for: id)
        try ManagerError.checkCancellation(at: recordPath)
        try await backend.setValue(nil, at: recordPath)
    }

    /// `model` itself when it is loaded; for a stub decoded from a reference, the stub filled in
    /// with the stored record (a class instance is completed in place).
    nonisolated(nonsending) public func ifNeeded(_ model: Model) async throws -> Model {
        guard !model.isCompleted else { return model }
        let stored = try await fetch(byId: model.firebaseId)
        var completed = model
        completed.update(other: stored)
        completed.isCompleted = true
        return completed
    }

    /// Every model of `models` loaded, in the same order (see `ifNeeded(_:)`).
    nonisolated(nonsending) public func ifNeeded(_ models: [Model]) async throws -> [Model] {
        var completed: [Model] = []
        completed.reserveCapacity(models.count)
        for model in models {
            completed.append(try await ifNeeded(model))
        }
        return completed
    }

    func recordPath(for id: String) throws -> String {
        guard DatabasePath.isValidKey(id) else {
            throw ManagerError.invalidPath(path: DatabasePath.join(path, id), reason: "'\(id)' is not a valid record id")
        }
        let recordPath = DatabasePath.join(path, id)
        _ = try DatabasePath.segments(of: recordPath)
        return recordPath
    }

    /// `model` with an id, and the write that stores it (validated, so Firebase never sees bad data).
    func prepareSave(_ model: Model, backend: any DatabaseBackend) throws -> (Model, (path: String, value: DatabaseValue)) {
        var model = model
        if model.firebaseId.isEmpty {
            model.firebaseId = backend.makeChildKey()
        }
        let recordPath = try recordPath(for: model.firebaseId)
        let value = DatabaseValue.object(model.toDictionary())
        try DatabaseValidation.validate(value, at: recordPath, depth: try DatabasePath.segments(of: recordPath).count)
        return (model, (recordPath, value))
    }

    /// Decodes a stored record into a loaded model.
    func model(from child: DatabaseChild) throws -> Model {
        try ModelDecoding.model(Model.self, from: child, collectionPath: path)
    }
}
