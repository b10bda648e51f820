/// The changes to one model or a whole collection, decoded as they are consumed so models never
/// cross actors. The backend observers are removed when the consuming task is cancelled or the
/// sequence and its iterators are released (e.g. after `break` out of `for await`).
public struct ModelChanges<Model: FetchableModel>: AsyncSequence {
    public typealias Element = ModelChange<Model>
    public typealias Failure = Never

    /// A raw backend event, before decoding.
    struct Event: Sendable {
        let kind: DatabaseEvent
        let child: DatabaseChild
    }

    private let events: AsyncStream<Event>
    private let collectionPath: String

    init(events: AsyncStream<Event>, collectionPath: String) {
        self.events = events
        self.collectionPath = collectionPath
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: EventSource(events.makeAsyncIterator()), collectionPath: collectionPath)
    }

    /// Decodes backend events into model changes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let events: EventSource
        private let collectionPath: String
        private var exists = false

        init(events: EventSource, collectionPath: String) {
            self.events = events
            self.collectionPath = collectionPath
        }

        /// The next change, decoded for the caller (a fresh value, so it may be sent to any actor).
        public mutating func next() async -> sending ModelChange<Model>? {
            while let event = await events.next() {
                let (change, exists) = Self.decode(event, collectionPath: collectionPath, existed: self.exists)
                self.exists = exists
                if let change { return change }
            }
            return nil
        }

        /// The change `event` means (`nil` for a `.value` event reporting that nothing exists yet),
        /// and whether the observed record exists afterwards.
        private static func decode(_ event: Event, collectionPath: String, existed: Bool) -> (ModelChange<Model>?, Bool) {
            let id = event.child.key
            switch event.kind {
            case .childRemoved:
                return (.removed(id: id), false)
            case .value where event.child.value == nil:
                return (existed ? .removed(id: id) : nil, false)
            case .value, .childAdded, .childChanged:
                let isNew = event.kind == .childAdded || (event.kind == .value && !existed)
                do {
                    let model = try ModelDecoding.model(Model.self, from: event.child, collectionPath: collectionPath)
                    return (isNew ? .added(model) : .changed(model), true)
                } catch {
                    return (.failed(id: id, error: ManagerError.wrapping(error, path: DatabasePath.join(collectionPath, id))), true)
                }
            }
        }
    }

    /// The raw events' iterator, awaitable from any isolation. Unchecked: an async iterator has
    /// one consumer at a time, so its state is never touched concurrently.
    final class EventSource: @unchecked Sendable {
        private var iterator: AsyncStream<Event>.Iterator

        init(_ iterator: AsyncStream<Event>.Iterator) {
            self.iterator = iterator
        }

        func next() async -> Event? {
            await iterator.next()
        }
    }
}
