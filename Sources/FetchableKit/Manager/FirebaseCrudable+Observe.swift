extension FirebaseCrudable {
    /// The changes to the model stored under `id`: `.added` when it exists (now or later),
    /// `.changed` after each save, `.removed` when deleted.
    public func observe(byId id: String) async throws -> ModelChanges<Model> {
        try await changes(of: [.value], at: try recordPath(for: id))
    }

    /// The changes to the whole collection: `.added` for every existing model and each new one,
    /// `.changed` and `.removed` as they happen.
    public func observeAll() async throws -> ModelChanges<Model> {
        _ = try DatabasePath.segments(of: path)
        return try await changes(of: [.childAdded, .childChanged, .childRemoved], at: path)
    }

    private func changes(of kinds: [DatabaseEvent], at observedPath: String) async throws -> ModelChanges<Model> {
        let backend = backend
        let (events, continuation) = AsyncStream<ModelChanges<Model>.Event>.makeStream()
        var handles: [ObserverHandle] = []
        do {
            for kind in kinds {
                handles.append(try await backend.observe(kind, at: observedPath) { child in
                    continuation.yield(.init(kind: kind, child: child))
                })
            }
        } catch {
            for handle in handles { await backend.removeObserver(handle) }
            throw ManagerError.wrapping(error, path: observedPath)
        }
        let registered = handles
        continuation.onTermination = { _ in
            Task {
                for handle in registered { await backend.removeObserver(handle) }
            }
        }
        return ModelChanges(events: events, collectionPath: path)
    }
}
