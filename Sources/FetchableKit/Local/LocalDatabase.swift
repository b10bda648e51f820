import Foundation

/// The embedded default backend: an in-memory JSON tree, optionally persisted to a JSON file.
///
/// Every write is committed by atomically replacing the whole file (`AtomicFile`) before it is
/// applied in memory, so a process killed at any moment leaves the last committed tree on disk,
/// and a failed write changes nothing. Being an actor, it serializes concurrent writers. One
/// process at a time may open a file.
public actor LocalDatabase: DatabaseBackend {
    private let file: AtomicFile?
    private var root: DatabaseValue?
    private var observers = ObserverRegistry()

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
        DatabaseTree.value(at: try DatabasePath.segments(of: path), in: root)
    }

    public func setValue(_ value: DatabaseValue?, at path: String) throws {
        try updateValues([path: value])
    }

    public func updateValues(_ values: [String: DatabaseValue?]) throws {
        var updated = root
        var written: [[String]] = []
        for (path, value) in values {
            let segments = try DatabasePath.segments(of: path)
            if let value { try DatabaseTree.validate(value, at: path, depth: segments.count) }
            if let overlap = written.first(where: { $0.starts(with: segments) || segments.starts(with: $0) }) {
                throw ManagerError.invalidPath(path: path, reason: "overlaps '\(overlap.joined(separator: "/"))' in the same update")
            }
            written.append(segments)
            updated = DatabaseTree.setting(value, at: segments[...], in: updated)
        }
        try commit(updated)
    }

    public func children(at path: String, matching query: ChildQuery) throws -> [DatabaseChild] {
        let node = DatabaseTree.value(at: try DatabasePath.segments(of: path), in: root)
        let children = (node?.children ?? [:]).map { DatabaseChild(key: $0.key, value: $0.value) }
        return query.apply(to: children)
    }

    public nonisolated func makeChildKey() -> String {
        PushIDGenerator.makeID()
    }

    public func observe(_ event: DatabaseEvent, at path: String, handler: @escaping @Sendable (DatabaseChild) -> Void) throws -> ObserverHandle {
        let segments = try DatabasePath.segments(of: path)
        let handle = observers.add(event, at: segments, path: path, handler: handler)
        observers.reportCurrent(of: handle, in: root)
        return handle
    }

    public func removeObserver(_ handle: ObserverHandle) {
        observers.remove(handle)
    }

    /// How many observers are registered (for tests).
    var observerCount: Int { observers.count }

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
