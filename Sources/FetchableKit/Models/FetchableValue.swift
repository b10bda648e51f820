/// A value type stored inside a model as a nested map (e.g. an article's cover images).
public protocol FetchableValue: Makeable, DatabaseConvertible {
    /// Creates a value with every property at its default.
    init()
}

extension FetchableValue {
    public var databaseValue: DatabaseValue? { .object(toDictionary()) }

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
