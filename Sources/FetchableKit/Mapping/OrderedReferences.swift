/// The ordered form of an array of references, for a property annotated `// sourcery: ordered`:
/// the ids as a JSON array (`["-Nx1", "-Nx2", "-Nx1"]`), keeping the order and duplicates that the
/// default `[id: true]` form loses. Generated code calls these:
/// `dictionary[PlaylistKeys.songs] = songs.orderedReferences` and
/// `model.songs = try dictionary.orderedReferences(forKey: PlaylistKeys.songs)`.
extension Array where Element: FetchableModel {
    /// The ids in order; nothing for an empty array.
    public var orderedReferences: DatabaseValue? {
        isEmpty ? nil : .array(map { .string($0.firebaseId) })
    }
}

extension Dictionary where Key == String, Value == DatabaseValue {
    /// The models referenced in order by the ids stored under `key`, as unloaded stubs (`[]`
    /// when the key is missing: an empty array is stored as nothing).
    public func orderedReferences<Model: FetchableModel>(_ type: Model.Type = Model.self, forKey key: String) throws -> [Model] {
        let ids: [String] = try value(forKey: key)
        return try ids.enumerated().map { index, id in
            try Model(databaseValue: .string(id), key: key + "/" + String(index))
        }
    }
}
