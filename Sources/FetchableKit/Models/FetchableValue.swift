/// A value type stored inside a model as a nested map (e.g. an article's cover images).
public protocol FetchableValue: Makeable, DatabaseConvertible {
    /// Creates a value with every property at its default.
    init()
}

extension FetchableValue {
    /// The stored map; nothing when every field is empty (nil, `[]`, `[:]` or an empty value
    /// itself), as the Realtime Database keeps no empty object.
    public var databaseValue: DatabaseValue? { DatabaseTree.normalized(.object(toDictionary())) }

    /// The value decoded from an empty map, which is what an all-empty value was stored as;
    /// `nil` (a missing-key error) when a field without a default needs a stored value.
    public static var valueForMissingKey: Self? { try? make(from: [:]) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard case .object(let members) = databaseValue else {
            throw ManagerError.wrongType(key: key, expected: String(describing: Self.self), found: databaseValue.typeName)
        }
        do {
            self = try Self.make(from: members)
        } catch let error as ManagerError {
            throw error.nested(under: key)
        }
    }
}
