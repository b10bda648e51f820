/// The process-wide place managers take their backend from. Choosing one is required: until a
/// backend is set, every manager operation throws `ManagerError.noBackend`, whose message says
/// how to set one (nothing is kept in a database that silently vanishes at exit).
///
/// At launch: `DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: url)` (a file),
/// `LocalDatabase()` (in memory, for tests and previews), or Firebase with the generated
/// `FirebaseBackend(root: Database.database().reference())`.
public final class DatabaseConfiguration: Sendable {
    /// The configuration every generated manager reads.
    public static let shared = DatabaseConfiguration()

    private let storedBackend = Locked<(any DatabaseBackend)?>(nil)

    /// The backend managers use from now on; until one is set, a backend that refuses every
    /// operation with `ManagerError.noBackend`.
    public var backend: any DatabaseBackend {
        get { storedBackend.withLock { $0 } ?? UnconfiguredBackend() }
        set { storedBackend.withLock { $0 = newValue } }
    }

    /// Whether a backend was set.
    public var isConfigured: Bool {
        storedBackend.withLock { $0 != nil }
    }
}
