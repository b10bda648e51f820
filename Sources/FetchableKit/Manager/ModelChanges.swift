/// The changes to one model or a whole collection, decoded as they are consumed so models never
/// cross actors; observation stops when the sequence's iteration ends or is cancelled.
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
        AsyncIterator(events: events.makeAsyncIterator(), collectionPath: collectionPath)
    }

    /// Decodes backend events into model changes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var events: AsyncStream<Event>.Iterator
        private let collectionPath: String
        private var exists = false

        init(events: AsyncStream<Event>.Iterator, collectionPath: String) {
            self.events = events
            self.collectionPath = collectionPath
        }

        public mutating func next() async -> ModelChange<Model>? {
            await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async -> ModelChange<Model>? {
            while let event = await events.next(isolation: actor) {
                if let change = decode(event) { return change }
            }
            return nil
        }

        /// The change `event` means; `nil` for a `.value` event reporting that nothing exists yet.
        private mutating func decode(_ event: Event) -> ModelChange<Model>? {
            let id = event.child.key
            switch event.kind {
            case .childRemoved:
                return .removed(id: id)
            case .value where event.child.value == nil:
                defer { exists = false }
                return exists ? .removed(id: id) : nil
            case .value, .childAdded, .childChanged:
                let isNew = event.kind == .childAdded || (event.kind == .value && !exists)
                exists = true
                do {
                    let model = try ModelDecoding.model(Model.self, from: event.child, collectionPath: collectionPath)
                    return isNew ? .added(model) : .changed(model)
                } catch {
                    return .failed(id: id, error: ManagerError.wrapping(error, path: DatabasePath.join(collectionPath, id)))
                }
            }
        }
    }
}
