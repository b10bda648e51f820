/// One change to observed models, as `observe(byId:)` and `observeAll()` report it.
public enum ModelChange<Model: FetchableModel> {
    /// A model appeared (also reported for every existing model when observation starts).
    case added(Model)
    /// A stored model changed; the new version.
    case changed(Model)
    /// The model stored under `id` was removed.
    case removed(id: String)
    /// The record stored under `id` changed but cannot be decoded.
    case failed(id: String, error: ManagerError)
}

extension ModelChange: Sendable where Model: Sendable {}
