/// The observers of a `LocalDatabase` and the Firebase-style events they receive after each commit.
struct ObserverRegistry {
    private struct Observer {
        let event: DatabaseEvent
        let segments: [String]
        let handler: @Sendable (DatabaseChild) -> Void
        let cancelled: @Sendable (ManagerError) -> Void
    }

    private var observers: [ObserverHandle: Observer] = [:]
    private var nextNumber: UInt = 1

    /// How many observers are registered.
    var count: Int { observers.count }

    /// Registers `handler` for `event` at `segments` (and `cancelled` for its cancellation) and returns its handle.
    mutating func add(_ event: DatabaseEvent, at segments: [String], path: String, handler: @escaping @Sendable (DatabaseChild) -> Void,
                      cancelled: @escaping @Sendable (ManagerError) -> Void) -> ObserverHandle {
        let handle = ObserverHandle(path: path, rawValue: nextNumber)
        nextNumber += 1
        observers[handle] = Observer(event: event, segments: segments, handler: handler, cancelled: cancelled)
        return handle
    }

    /// Removes `handle` and tells it why, as Firebase calls a cancel block once and drops the observer.
    mutating func cancel(_ handle: ObserverHandle, with error: ManagerError) {
        observers.removeValue(forKey: handle)?.cancelled(error)
    }

    /// Cancels every observer whose path (as segments) satisfies `isAffected`, in registration order.
    mutating func cancelAll(where isAffected: ([String]) -> Bool, with error: ManagerError) {
        let affected = observers.filter { isAffected($0.value.segments) }.keys.sorted { $0.rawValue < $1.rawValue }
        for handle in affected {
            cancel(handle, with: error)
        }
    }

    /// Unregisters `handle` (no effect when it is unknown).
    mutating func remove(_ handle: ObserverHandle) {
        observers[handle] = nil
    }

    /// Sends a new observer what Firebase sends on registration: the value, or every child as added.
    func reportCurrent(of handle: ObserverHandle, in root: DatabaseValue?) {
        guard let observer = observers[handle] else { return }
        let node = DatabaseTree.value(at: observer.segments, in: root)
        switch observer.event {
        case .value:
            observer.handler(DatabaseChild(key: observer.segments.last ?? "", value: node))
        case .childAdded:
            for (key, value) in sortedChildren(of: node) {
                observer.handler(DatabaseChild(key: key, value: value))
            }
        case .childChanged, .childRemoved:
            break
        }
    }

    /// Sends every observer the events that the change from `previous` to `current` means to it.
    func reportChanges(from previous: DatabaseValue?, to current: DatabaseValue?) {
        for (_, observer) in observers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let before = DatabaseTree.value(at: observer.segments, in: previous)
            let after = DatabaseTree.value(at: observer.segments, in: current)
            guard before != after else { continue }
            switch observer.event {
            case .value:
                observer.handler(DatabaseChild(key: observer.segments.last ?? "", value: after))
            case .childAdded:
                let old = before?.children ?? [:]
                for (key, value) in sortedChildren(of: after) where old[key] == nil {
                    observer.handler(DatabaseChild(key: key, value: value))
                }
            case .childChanged:
                let old = before?.children ?? [:]
                for (key, value) in sortedChildren(of: after) where old[key].map({ $0 != value }) ?? false {
                    observer.handler(DatabaseChild(key: key, value: value))
                }
            case .childRemoved:
                let new = after?.children ?? [:]
                for (key, value) in sortedChildren(of: before) where new[key] == nil {
                    observer.handler(DatabaseChild(key: key, value: value))
                }
            }
        }
    }

    private func sortedChildren(of node: DatabaseValue?) -> [(key: String, value: DatabaseValue)] {
        (node?.children ?? [:]).sorted { DatabaseValue.keyOrdersBefore($0.key, $1.key) }
    }
}
