/// Stores integers as JSON numbers, accepting an integral `Double` (how JSON and Firebase may
/// hand numbers back) and rejecting values outside the type's range.
extension DatabaseConvertible where Self: FixedWidthInteger {
    /// The stored number; a `UInt64` above `Int.max`, which neither JSON readers nor Firebase
    /// (whose numbers are doubles) keep exactly, is stored as its decimal string.
    public var databaseValue: DatabaseValue? {
        Int(exactly: self).map(DatabaseValue.int) ?? .string(String(self))
    }

    public init(databaseValue: DatabaseValue, key: String) throws {
        let typeName = String(describing: Self.self)
        switch databaseValue {
        case .int(let value):
            guard let exact = Self(exactly: value) else {
                throw ManagerError.outOfRange(key: key, type: typeName, value: String(value))
            }
            self = exact
        case .double(let value) where value.rounded(.towardZero) == value:
            guard let exact = Self(exactly: value) else {
                throw ManagerError.outOfRange(key: key, type: typeName, value: String(value))
            }
            self = exact
        case .string(let text) where Int(text) == nil:
            guard let exact = Self(text) else {
                throw ManagerError.wrongType(key: key, expected: typeName, found: databaseValue.typeName)
            }
            self = exact
        default:
            throw ManagerError.wrongType(key: key, expected: typeName, found: databaseValue.typeName)
        }
    }
}

extension Int: DatabaseConvertible {}
extension Int8: DatabaseConvertible {}
extension Int16: DatabaseConvertible {}
extension Int32: DatabaseConvertible {}
extension Int64: DatabaseConvertible {}
extension UInt: DatabaseConvertible {}
extension UInt8: DatabaseConvertible {}
extension UInt16: DatabaseConvertible {}
extension UInt32: DatabaseConvertible {}
extension UInt64: DatabaseConvertible {}
