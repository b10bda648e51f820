extension ManagerError {
    /// The groups of errors a caller handles alike.
    public enum Kind: Sendable, Equatable {
        /// A stored record does not decode into the model (missing key, wrong type, unknown raw value …).
        case decoding
        /// No record exists at the path.
        case notFound
        /// The database's rules refuse access.
        case permissionDenied
        /// The database cannot be reached (offline, service unavailable).
        case unavailable
        /// The caller's task was cancelled.
        case cancelled
        /// The request itself is invalid (path, query or value): a programming error to fix.
        case invalidRequest
        /// Storage failed: the database file is unreadable or corrupt, or the backend reported another failure.
        case storage
        /// No backend is configured.
        case configuration
    }

    /// The group this error belongs to: `if error.kind == .unavailable { showOfflineBanner() }`.
    public var kind: Kind {
        switch self {
        case .missingKey, .wrongType, .unknownRawValue, .outOfRange, .invalidValue: return .decoding
        case .notFound: return .notFound
        case .permissionDenied: return .permissionDenied
        case .unavailable: return .unavailable
        case .cancelled: return .cancelled
        case .invalidPath, .unstorableValue, .invalidQuery: return .invalidRequest
        case .corruptDatabase, .io: return .storage
        case .noBackend: return .configuration
        }
    }
}
