/// The process-wide place managers take their backend from.
///
/// Point it at a file at launch: `DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: url)`,
/// or at Firebase with the generated `FirebaseBackend`. Until then it is an in-memory `LocalDatabase`.
public final class DatabaseConfiguration: Sendable {
    /// The configuration every generated manager reads.
    public static let shared = DatabaseConfiguration()

    private let storedBackend = Locked<any DatabaseBackend>(LocalDatabase())

    /// The backend managers use from now on.
    public var backend: any DatabaseBackend {
        get { storedBackend.withLock { $0 } }
        set { storedBackend.withLock { $0 = newValue } }
    }
}
