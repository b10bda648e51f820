/// Callback forms of the manager operations, for code that does not use async/await. The
/// completion runs on an arbitrary thread.
extension FirebaseCrudable {
    /// Saves `model` (see `save(_:)`) and reports the id it is stored under.
    public func save(_ model: Model, completion: @escaping @Sendable (Result<String, ManagerError>) -> Void) {
        let backend = backend
        let write: (path: String, value: DatabaseValue)
        let id: String
        do {
            let (saved, prepared) = try prepareSave(model, backend: backend)
            (id, write) = (saved.firebaseId, prepared)
        } catch {
            completion(.failure(ManagerError.wrapping(error, path: path)))
            return
        }
        Task {
            completion(await Self.result(path: write.path) {
                try await backend.setValue(write.value, at: write.path)
                return id
            })
        }
    }

    /// Fetches the model stored under `id` (see `fetch(byId:)`).
    public func fetch(byId id: String, completion: @escaping @Sendable (Result<Model, ManagerError>) -> Void) {
        Task { completion(await Self.result(path: path) { try await self.fetch(byId: id) }) }
    }

    /// Fetches every model (see `fetchAll()`).
    public func fetchAll(completion: @escaping @Sendable (Result<QueryResult<Model>, ManagerError>) -> Void) {
        Task { completion(await Self.result(path: path) { try await self.fetchAll() }) }
    }

    /// Fetches the models matching `query` (see `query(_:)`).
    public func query(_ query: ChildQuery, completion: @escaping @Sendable (Result<QueryResult<Model>, ManagerError>) -> Void) {
        Task { completion(await Self.result(path: path) { try await self.query(query) }) }
    }

    /// Deletes `model`'s record (see `remove(_:)`).
    public func remove(_ model: Model, completion: @escaping @Sendable (Result<Void, ManagerError>) -> Void) {
        let id = model.firebaseId
        Task { completion(await Self.result(path: path) { try await self.remove(byId: id) }) }
    }

    /// Reports `model` itself when it is loaded, else the stored record it refers to (see `ifNeeded(_:)`;
    /// unlike it, a stub class instance is not completed in place).
    public func ifNeeded(_ model: Model, completion: @escaping @Sendable (Result<Model, ManagerError>) -> Void) {
        guard model.isCompleted else { return fetch(byId: model.firebaseId, completion: completion) }
        completion(.success(model))
    }

    private static func result<Value>(path: String, _ body: () async throws -> Value) async -> Result<Value, ManagerError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(ManagerError.wrapping(error, path: path))
        }
    }
}
