import Foundation

/// The embedded backend: an in-memory JSON tree, optionally persisted to a JSON file (choose it
/// explicitly: `DatabaseConfiguration` has no default backend).
///
/// Every write is committed by atomically replacing the whole file (`AtomicFile`) before it is
/// applied in memory, so a process killed at any moment leaves the last committed tree on disk,
/// and a failed write changes nothing. Being an actor, it serializes concurrent writers. One
/// process at a time may open a file.
public actor LocalDatabase: DatabaseBackend {
    private let file: AtomicFile?
    private var root: DatabaseValue?
    private var observers = ObserverRegistry()
    /// Paths whose access was revoked (`revokeAccess(to:)`), as segments.
    private var deniedPaths: [[String]] = []

    /// An empty database that lives in memory only.
    public init() {
        file = nil
        root = nil
    }

    /// The database stored at `fileURL`, created empty when the file does not exist.
    ///
    /// A file that cannot be read or parsed is an error (`ManagerError.corruptDatabase` with the
    /// line and column of the problem, or `.io`), never silently replaced.
    public init(fileURL: URL) throws {
        let file = AtomicFile(path: fileURL.path)
        self.file = file
        guard let bytes = try file.contents() else {
            root = nil
            return
        }
        let parsed: DatabaseValue
        do {
            parsed = try JSONReader.parse(bytes)
        } catch {
            let location = JSONReader.location(of: error.offset, in: bytes)
            throw ManagerError.corruptDatabase(path: file.path, line: location.line, column: location.column, reason: error.reason)
        }
        switch parsed {
        case .object, .null: root = DatabaseTree.normalized(parsed)
        default:
            throw ManagerError.corruptDatabase(path: file.path, line: 1, column: 1, reason: "the top level must be an object, found \(parsed.typeName)")
        }
    }

    public func value(at path: String) throws -> DatabaseValue? {
        DatabaseTree.value(at: try accessibleSegments(of: path), in: root)
    }

    public func setValue(_ value: DatabaseValue?, at path: String) throws {
        try updateValues([path: value])
    }

    public func updateValues(_ values: [String: DatabaseValue?]) throws {
        var updated = root
        let now = Int((Date().timeIntervalSince1970 * 1000).rounded(.down))
        for write in try DatabaseValidation.validate(writes: values) {
            try checkAccess(to: write.segments)
            let value = write.value.map { DatabaseTree.resolvingServerValues(in: $0, at: write.segments, in: root, milliseconds: now) }
            updated = DatabaseTree.setting(value, at: write.segments[...], in: updated)
        }
        try commit(updated)
    }

    /// Runs `update` on the value at `path` and writes what it returns, in one step: being an
    /// actor, nothing else writes in between, so `update` runs exactly once.
    public func runTransaction(at path: String, _ update: @escaping @Sendable (DatabaseValue?) throws -> DatabaseValue?) throws -> DatabaseValue? {
        let segments = try accessibleSegments(of: path)
        try updateValues([path: try update(DatabaseTree.value(at: segments, in: root))])
        return DatabaseTree.value(at: segments, in: root)
    }

    public func children(at path: String, matching query: ChildQuery) throws -> [DatabaseChild] {
        try DatabaseValidation.validate(query, at: path)
        let node = DatabaseTree.value(at: try accessibleSegments(of: path), in: root)
        let children = (node?.children ?? [:]).map { DatabaseChild(key: $0.key, value: $0.value) }
        return query.apply(to: children)
    }

    public nonisolated func makeChildKey() -> String {
        PushIDGenerator.makeID()
    }

    public func observe(_ event: DatabaseEvent, at path: String, handler: @escaping @Sendable (DatabaseChild) -> Void,
                        cancelled: @escaping @Sendable (ManagerError) -> Void) throws -> ObserverHandle {
        let segments = try DatabasePath.segments(of: path)
        let handle = observers.add(event, at: segments, path: path, handler: handler, cancelled: cancelled)
        if let denied = deniedPaths.first(where: { Self.overlap($0, segments) }) {
            // Firebase registers the observer, then cancels it when the server refuses it.
            observers.cancel(handle, with: Self.denial(of: denied))
        } else {
            observers.reportCurrent(of: handle, in: root)
        }
        return handle
    }

    public func removeObserver(_ handle: ObserverHandle) {
        observers.remove(handle)
    }

    /// Simulates Firebase's security rules refusing `path` from now on, for tests and demos: every
    /// observer at, above or below it is cancelled with `ManagerError.permissionDenied` (its
    /// `ModelChanges` ends by throwing it), and reads, writes and new observers there fail alike.
    public func revokeAccess(to path: String) throws {
        let segments = try DatabasePath.segments(of: path)
        deniedPaths.append(segments)
        observers.cancelAll(where: { Self.overlap($0, segments) }, with: Self.denial(of: segments))
    }

    /// Ends every `revokeAccess(to: path)`: `path` is readable and writable again.
    public func restoreAccess(to path: String) throws {
        let segments = try DatabasePath.segments(of: path)
        deniedPaths.removeAll { $0 == segments }
    }

    /// How many observers are registered (for tests).
    var observerCount: Int { observers.count }

    /// The segments of `path`, which must be accessible (see `revokeAccess(to:)`).
    private func accessibleSegments(of path: String) throws -> [String] {
        let segments = try DatabasePath.segments(of: path)
        try checkAccess(to: segments)
        return segments
    }

    private func checkAccess(to segments: [String]) throws {
        if let denied = deniedPaths.first(where: { Self.overlap($0, segments) }) {
            throw Self.denial(of: denied)
        }
    }

    /// Whether one path lies inside the other (or they are the same).
    private static func overlap(_ left: [String], _ right: [String]) -> Bool {
        left.starts(with: right) || right.starts(with: left)
    }

    private static func denial(of segments: [String]) -> ManagerError {
        .permissionDenied(path: segments.joined(separator: "/"), reason: "access was revoked (LocalDatabase.revokeAccess(to:))")
    }

    private func commit(_ updated: DatabaseValue?) throws {
        guard updated != root else { return }
        if let file {
            try file.replaceContents(with: JSONWriter.encode(updated ?? .object([:])))
        }
        let previous = root
        root = updated
        observers.reportChanges(from: previous, to: updated)
    }
}
