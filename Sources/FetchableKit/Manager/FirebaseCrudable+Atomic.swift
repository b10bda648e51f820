/// Changes that must not lose a concurrent writer's work: read-modify-write transactions and
/// server-side increments.
extension FirebaseCrudable {
    /// Changes the model stored under `id` atomically and returns the stored result: `change`
    /// gets the current model and edits it in place; when another writer saved the record in
    /// between, the edit is redone on their version (Firebase's `runTransactionBlock`), so no
    /// concurrent change is lost. `change` may run more than once, on any thread: keep it free of
    /// side effects. Throws `ManagerError.notFound` when there is no record, and whatever
    /// `change` throws (nothing is written then).
    ///
    /// `try await PetManager.shared.update(byId: id) { pet in pet.age += 1 }`
    @discardableResult
    nonisolated(nonsending) public func update(byId id: String, _ change: @escaping @Sendable (inout Model) throws -> Void) async throws -> Model {
        let recordPath = try recordPath(for: id)
        let depth = try DatabasePath.segments(of: recordPath).count
        let collectionPath = path
        try ManagerError.checkCancellation(at: recordPath)
        let stored = try await backend.runTransaction(at: recordPath) { current in
            // Firebase may call first with nothing before it has the record; leaving it so makes it retry with the record.
            guard let current else { return nil }
            var model = try ModelDecoding.model(Model.self, from: DatabaseChild(key: id, value: current), collectionPath: collectionPath)
            try change(&model)
            let value = DatabaseValue.object(model.toDictionary())
            try DatabaseValidation.validate(value, at: recordPath, depth: depth)
            return value
        }
        guard let stored else { throw ManagerError.notFound(path: recordPath) }
        return try model(from: DatabaseChild(key: id, value: stored))
    }

    /// Adds `delta` to the number stored under `key` in the record `id`, atomically on the
    /// server (`ServerValue.increment`): concurrent increments all count. A missing or
    /// non-numeric value counts as nothing. A missing record is created with only that key.
    nonisolated(nonsending) public func increment(_ key: String, by delta: Int, forId id: String) async throws {
        try await write(ServerValue.increment(delta), to: key, forId: id)
    }

    /// Adds `delta` to the number stored under `key` in the record `id` (see the `Int` form).
    nonisolated(nonsending) public func increment(_ key: String, by delta: Double, forId id: String) async throws {
        try await write(ServerValue.increment(delta), to: key, forId: id)
    }

    private func write(_ value: DatabaseValue, to key: String, forId id: String) async throws {
        let recordPath = try recordPath(for: id)
        guard DatabasePath.isValidKey(key) else {
            throw ManagerError.invalidPath(path: DatabasePath.join(recordPath, key), reason: "'\(key)' is not a valid key")
        }
        let path = DatabasePath.join(recordPath, key)
        try ManagerError.checkCancellation(at: path)
        try await backend.setValue(value, at: path)
    }
}
