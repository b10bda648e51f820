extension FirebaseCrudable {
    /// The changes to the model stored under `id`: `.added` when it exists (now or later),
    /// `.changed` after each save, `.removed` when deleted. The sequence throws the reason when
    /// the backend cancels the observation (`.permissionDenied`).
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
        try ManagerError.checkCancellation(at: observedPath)
        let (events, continuation) = AsyncThrowingStream<ModelChanges<Model>.Event, any Error>.makeStream()
        // Set before registering, so a sequence ended early (cancelled by the backend or dropped)
        // still removes every observer, including those registered after it ended.
        let registration = Locked(ObserverRegistration())
        continuation.onTermination = { _ in
            let handles = registration.withLock { $0.end() }
            Task { for handle in handles { await backend.removeObserver(handle) } }
        }
        do {
            for kind in kinds {
                let handle = try await backend.observe(kind, at: observedPath, handler: { child in
                    continuation.yield(.init(kind: kind, child: child))
                }, cancelled: { error in
                    // The first cancellation ends the sequence; the other observers are removed by its termination.
                    continuation.finish(throwing: error)
                })
                if !registration.withLock({ $0.add(handle) }) { await backend.removeObserver(handle) }
            }
        } catch {
            continuation.finish()
            throw ManagerError.wrapping(error, path: observedPath)
        }
        return ModelChanges(events: events, collectionPath: path)
    }
}

/// The observers behind one `ModelChanges`, and whether it has ended.
private struct ObserverRegistration {
    private var handles: [ObserverHandle] = []
    private var ended = false

    /// Records `handle`; `false` when the sequence already ended (the caller removes the observer).
    mutating func add(_ handle: ObserverHandle) -> Bool {
        guard !ended else { return false }
        handles.append(handle)
        return true
    }

    /// Marks the sequence ended and returns the observers to remove.
    mutating func end() -> [ObserverHandle] {
        ended = true
        defer { handles = [] }
        return handles
    }
}
