/// What `DatabaseConfiguration.backend` is before one is chosen: every operation throws
/// `ManagerError.noBackend`, whose message says how to configure one.
struct UnconfiguredBackend: DatabaseBackend {
    func value(at path: String) throws -> DatabaseValue? {
        throw ManagerError.noBackend
    }

    func setValue(_ value: DatabaseValue?, at path: String) throws {
        throw ManagerError.noBackend
    }

    func updateValues(_ values: [String: DatabaseValue?]) throws {
        throw ManagerError.noBackend
    }

    func runTransaction(at path: String, _ update: @escaping @Sendable (DatabaseValue?) throws -> DatabaseValue?) throws -> DatabaseValue? {
        throw ManagerError.noBackend
    }

    func children(at path: String, matching query: ChildQuery) throws -> [DatabaseChild] {
        throw ManagerError.noBackend
    }

    /// A push id, so that a save reaches `setValue` and reports the missing backend there.
    func makeChildKey() -> String {
        PushIDGenerator.makeID()
    }

    func observe(_ event: DatabaseEvent, at path: String, handler: @escaping @Sendable (DatabaseChild) -> Void,
                 cancelled: @escaping @Sendable (ManagerError) -> Void) throws -> ObserverHandle {
        throw ManagerError.noBackend
    }

    func removeObserver(_ handle: ObserverHandle) {}
}
