/// A `RawRepresentable` enum stored as its raw value; an unknown raw value is a decoding error.
///
/// Declare it next to the raw type: `enum Status: String, FetchableEnum { … }`.
public protocol FetchableEnum: RawRepresentable, DatabaseConvertible where RawValue: DatabaseConvertible {}

extension FetchableEnum {
    public var databaseValue: DatabaseValue? { rawValue.databaseValue }

    public init(databaseValue: DatabaseValue, key: String) throws {
        let rawValue = try RawValue(databaseValue: databaseValue, key: key)
        guard let value = Self(rawValue: rawValue) else {
            throw ManagerError.unknownRawValue(key: key, type: String(describing: Self.self), value: databaseValue.briefDescription)
        }
        self = value
    }
}
