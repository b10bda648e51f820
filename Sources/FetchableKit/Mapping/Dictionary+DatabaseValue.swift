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

    /// Decodes the value stored under `key`, or returns `defaultValue` when the key is missing:
    /// how generated code reads a property declared with a default, so that records saved before
    /// the property existed still decode (`model.age = try dictionary.value(forKey: PetKeys.age, default: model.age)`).
    ///
    /// A type that stores its empty value as nothing (optionals, arrays, dictionaries,
    /// `FetchableValue`s) reads a missing key as that empty value, not as `defaultValue`: a saved
    /// `nil` or `[]` must read back as itself.
    public func value<T: DatabaseConvertible>(_ type: T.Type = T.self, forKey key: String, default defaultValue: @autoclosure () -> T) throws -> T {
        guard let stored = self[key], stored != .null else {
            return T.valueForMissingKey ?? defaultValue()
        }
        return try T(databaseValue: stored, key: key)
    }
}
