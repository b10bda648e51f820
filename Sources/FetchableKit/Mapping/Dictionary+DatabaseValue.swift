extension Dictionary where Key == String, Value == DatabaseValue {
    /// Decodes the value stored under `key` as `type`; generated `make(from:)` code calls this,
    /// usually letting the type be inferred: `model.name = try dictionary.value(forKey: PetKeys.name)`.
    ///
    /// A missing key is an error unless `T` has a value for it: `nil` for optionals, empty for
    /// arrays and dictionaries (Firebase never stores empty containers).
    public func value<T: DatabaseConvertible>(_ type: T.Type = T.self, forKey key: String) throws -> T {
        guard let stored = self[key], stored != .null else {
            guard let fallback = T.valueForMissingKey else { throw ManagerError.missingKey(key) }
            return fallback
        }
        return try T(databaseValue: stored, key: key)
    }
}
