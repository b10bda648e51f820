/// A type that is stored as a `DatabaseValue`: the building block of generated `toDictionary()`
/// and `make(from:)` code.
public protocol DatabaseConvertible {
    /// The stored form of `self`, or `nil` to store nothing (a `nil` optional).
    var databaseValue: DatabaseValue? { get }

    /// Decodes a stored value; `key` is where it was found, for error messages.
    init(databaseValue: DatabaseValue, key: String) throws

    /// The value used when the key is absent, or `nil` when absence is an error.
    static var valueForMissingKey: Self? { get }

    /// How an array of this type is stored (models override this to store `[id: true]`).
    static func databaseValue(forArray elements: [Self]) -> DatabaseValue?

    /// Decodes an array of this type stored by `databaseValue(forArray:)`.
    static func array(from value: DatabaseValue, key: String) throws -> [Self]
}

extension DatabaseConvertible {
    public static var valueForMissingKey: Self? { nil }

    public static func databaseValue(forArray elements: [Self]) -> DatabaseValue? {
        .array(elements.map { $0.databaseValue ?? .null })
    }

    public static func array(from value: DatabaseValue, key: String) throws -> [Self] {
        switch value {
        case .array(let elements):
            return try elements.enumerated().map { index, element in
                try Self(databaseValue: element, key: key + "/" + String(index))
            }
        case .object(let members):
            // Firebase returns a sparse array as an object keyed by index.
            var indexed: [(index: Int, value: DatabaseValue)] = []
            for (memberKey, member) in members {
                guard let index = Int(memberKey), index >= 0 else {
                    throw ManagerError.wrongType(key: key, expected: "Array", found: value.typeName)
                }
                indexed.append((index, member))
            }
            return try indexed.sorted { $0.index < $1.index }.map { element in
                try Self(databaseValue: element.value, key: key + "/" + String(element.index))
            }
        default:
            throw ManagerError.wrongType(key: key, expected: "Array", found: value.typeName)
        }
    }
}

extension Optional: DatabaseConvertible where Wrapped: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { self?.databaseValue }

    public init(databaseValue: DatabaseValue, key: String) throws {
        self = databaseValue == .null ? nil : try Wrapped(databaseValue: databaseValue, key: key)
    }

    public static var valueForMissingKey: Self? { .some(nil) }
}

extension Array: DatabaseConvertible where Element: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { Element.databaseValue(forArray: self) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        self = try Element.array(from: databaseValue, key: key)
    }

    public static var valueForMissingKey: Self? { [] }
}

extension Dictionary: DatabaseConvertible where Key == String, Value: DatabaseConvertible {
    public var databaseValue: DatabaseValue? {
        var members: [String: DatabaseValue] = [:]
        for (key, value) in self {
            members[key] = value.databaseValue
        }
        return .object(members)
    }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard case .object(let members) = databaseValue else {
            throw ManagerError.wrongType(key: key, expected: "Dictionary", found: databaseValue.typeName)
        }
        var result: [String: Value] = [:]
        for (memberKey, member) in members {
            result[memberKey] = try Value(databaseValue: member, key: key + "/" + memberKey)
        }
        self = result
    }

    public static var valueForMissingKey: Self? { [:] }
}
