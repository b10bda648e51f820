/// The changes to one model or a whole collection, decoded as they are consumed so models never
/// cross actors. The backend observers are removed when the consuming task is cancelled or the
/// sequence and its iterators are released (e.g. after `break` out of `for try await`).
///
/// When the backend cancels an observer (Firebase does when security rules refuse it), the
/// sequence ends by throwing that error (`ManagerError.permissionDenied`) instead of going silent.
public struct ModelChanges<Model: FetchableModel>: AsyncSequence {
    public typealias Element = ModelChange<Model>
    // Available where the standard library has the `Failure` associated type (as its own
    // sequences declare theirs); on older systems `for try await` still rethrows the ManagerError.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    public typealias Failure = ManagerError

    /// A raw backend event, before decoding.
    struct Event: Sendable {
        let kind: DatabaseEvent
        let child: DatabaseChild
    }

    private let events: AsyncThrowingStream<Event, any Error>
    private let collectionPath: String

    init(events: AsyncThrowingStream<Event, any Error>, collectionPath: String) {
        self.events = events
        self.collectionPath = collectionPath
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: EventSource(events.makeAsyncIterator(), path: collectionPath), collectionPath: collectionPath)
    }

    /// Decodes backend events into model changes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        public typealias Failure = ManagerError

        private let events: EventSource
        private let collectionPath: String
        private var exists = false

        init(events: EventSource, collectionPath: String) {
            self.events = events
            self.collectionPath = collectionPath
        }

        /// The next change, decoded for the caller (a fresh value, so it may be sent to any actor);
        /// throws the reason when the backend cancelled the observation.
        public mutating func next() async throws(ManagerError) -> sending ModelChange<Model>? {
            while let event = try await events.next() {
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
        private var iterator: AsyncThrowingStream<Event, any Error>.Iterator
        private let path: String

        init(_ iterator: AsyncThrowingStream<Event, any Error>.Iterator, path: String) {
            self.iterator = iterator
            self.path = path
        }

        func next() async throws(ManagerError) -> Event? {
            do {
                return try await iterator.next()
            } catch {
                throw ManagerError.wrapping(error, path: path)
            }
        }
    }
}
