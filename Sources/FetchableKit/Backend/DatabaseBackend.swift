/// A Realtime-Database-like store: a JSON tree addressed by `/`-separated paths. `LocalDatabase`
/// implements it on a file; a thin adapter over Firebase's `DatabaseReference` implements it
/// on the real service.
///
/// Paths are relative to the backend's root. Every backend checks its input with
/// `DatabaseValidation` first, so what Firebase's SDK would crash on is a `ManagerError` from
/// any backend. Writing `nil` (or an empty container) deletes, and deleting a node's last child
/// deletes the node.
public protocol DatabaseBackend: Sendable {
    /// The value at `path`, or `nil` when nothing is stored there.
    func value(at path: String) async throws -> DatabaseValue?

    /// Replaces the value at `path`; `nil` deletes it.
    func setValue(_ value: DatabaseValue?, at path: String) async throws

    /// Writes several paths in one atomic step (Firebase's `updateChildValues`); `nil` deletes.
    func updateValues(_ values: [String: DatabaseValue?]) async throws

    /// Replaces the value at `path` with what `update` makes of it, atomically (Firebase's
    /// `runTransactionBlock`), and returns the value stored afterwards. `update` gets the current
    /// value (`nil` for nothing, which Firebase may also pass before it knows the value: returning
    /// `nil` then writes nothing) and may run again when another writer got there first; when it
    /// throws, nothing is written and the error is rethrown.
    func runTransaction(at path: String, _ update: @escaping @Sendable (DatabaseValue?) throws -> DatabaseValue?) async throws -> DatabaseValue?

    /// The children of `path` that match `query`, in the query's order.
    func children(at path: String, matching query: ChildQuery) async throws -> [DatabaseChild]

    /// A new, unique child key that sorts after every key made before it (a push id).
    func makeChildKey() -> String

    /// Calls `handler` for each `event` at `path` until `removeObserver` is called with the result,
    /// or until the backend cancels the observer: then `cancelled` is called once with the reason
    /// (`.permissionDenied` when security rules refuse it) and no event follows.
    /// Like Firebase, `.value` first reports the current value and `.childAdded` every current child.
    func observe(_ event: DatabaseEvent, at path: String, handler: @escaping @Sendable (DatabaseChild) -> Void,
                 cancelled: @escaping @Sendable (ManagerError) -> Void) async throws -> ObserverHandle

    /// Stops the observer registered as `handle`.
    func removeObserver(_ handle: ObserverHandle) async
}

/// One child of a node: its key and the value stored under it (`nil` for `.value` events on nothing).
public struct DatabaseChild: Sendable, Equatable {
    /// The child's key (the last segment of its path).
    public var key: String
    /// The stored value, or `nil` when nothing is stored.
    public var value: DatabaseValue?

    /// A child with `key` holding `value`.
    public init(key: String, value: DatabaseValue?) {
        self.key = key
        self.value = value
    }
}

/// What an observer is told about, as Firebase's `DataEventType`.
public enum DatabaseEvent: Sendable, Equatable {
    /// The value at the path (reported now and after every change).
    case value
    /// A child appeared under the path (reported now for every existing child).
    case childAdded
    /// A child's value changed.
    case childChanged
    /// A child disappeared; the reported value is the one it had.
    case childRemoved
}

/// Identifies a registered observer so it can be removed (Firebase's `DatabaseHandle` plus its path).
public struct ObserverHandle: Hashable, Sendable {
    /// The path the observer watches.
    public var path: String
    /// The backend's number for the observer.
    public var rawValue: UInt

    /// A handle for observer `rawValue` at `path`.
    public init(path: String, rawValue: UInt) {
        self.path = path
        self.rawValue = rawValue
    }
}
