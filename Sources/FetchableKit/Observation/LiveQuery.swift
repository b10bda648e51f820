#if canImport(Observation)
import Observation

/// The models a query finds, kept up to date as the database changes: SwiftUI redraws a view
/// that reads `models` whenever they change (the Observation framework; also on Linux).
///
/// ```swift
/// struct PetList: View {
///     @State private var pets = LiveQuery(PetManager.shared, .all.ordered(by: PetKeys.age))
///
///     var body: some View {
///         List(pets.models, id: \.firebaseId) { Text($0.name) }
///             .task { await pets.run() }
///     }
/// }
/// ```
///
/// It observes the whole collection and answers the query on the device, so the same query
/// gives the same models as `query(_:)` on every backend.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class LiveQuery<Model: FetchableModel> {
    /// The models that decoded, in the query's order.
    public private(set) var models: [Model] = []
    /// The records the query found but could not decode.
    public private(set) var failures: [RecordFailure] = []
    /// Whether the first answer has arrived.
    public private(set) var isLoaded = false
    /// Why the models stopped being updated (the observer was refused or cancelled), if they did.
    public private(set) var error: ManagerError?
    /// The query answered.
    public let query: ChildQuery

    @ObservationIgnored private let path: String
    @ObservationIgnored private let backend: @Sendable () -> any DatabaseBackend

    /// The models `manager` finds for `query`; empty until `run()` is awaited.
    public init<Manager: FirebaseCrudable>(_ manager: Manager, _ query: ChildQuery = .all) where Manager.Model == Model {
        self.query = query
        path = manager.path
        backend = { manager.backend }
    }

    /// Keeps `models` up to date until the calling task is cancelled (SwiftUI's `.task` does
    /// when the view goes away), or until the backend cancels the observer (Firebase does when
    /// security rules refuse it): then `error` says why. The observer is removed either way.
    public func run() async {
        let backend = backend()
        // Only the newest state of the collection matters: older ones are dropped unread.
        let (states, continuation) = AsyncThrowingStream<DatabaseValue?, any Error>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let handle: ObserverHandle
        do {
            _ = try DatabasePath.segments(of: path)
            handle = try await backend.observe(.value, at: path, handler: { child in
                continuation.yield(child.value)
            }, cancelled: { error in
                continuation.finish(throwing: error)
            })
        } catch {
            self.error = ManagerError.wrapping(error, path: path)
            return
        }
        do {
            for try await state in states {
                show(state)
            }
        } catch {
            self.error = ManagerError.wrapping(error, path: path)
        }
        await backend.removeObserver(handle)
    }

    /// Answers the query on `collection`, the collection's whole stored value.
    private func show(_ collection: DatabaseValue?) {
        let children = (collection?.children ?? [:]).map { DatabaseChild(key: $0.key, value: $0.value) }
        let result = QueryResult<Model>(children: query.apply(to: children), of: query, collectionPath: path)
        models = result.models
        failures = result.failures
        isLoaded = true
    }
}
#endif
