import Foundation

extension String: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { .string(self) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard case .string(let value) = databaseValue else {
            throw ManagerError.wrongType(key: key, expected: "String", found: databaseValue.typeName)
        }
        self = value
    }
}

extension Bool: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { .bool(self) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard case .bool(let value) = databaseValue else {
            throw ManagerError.wrongType(key: key, expected: "Bool", found: databaseValue.typeName)
        }
        self = value
    }
}

extension Double: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { .double(self) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard let value = databaseValue.number else {
            throw ManagerError.wrongType(key: key, expected: "Double", found: databaseValue.typeName)
        }
        self = value
    }
}

extension Float: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { .double(Double(self)) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard let value = databaseValue.number else {
            throw ManagerError.wrongType(key: key, expected: "Float", found: databaseValue.typeName)
        }
        guard value.magnitude <= Double(Float.greatestFiniteMagnitude) else {
            throw ManagerError.outOfRange(key: key, type: "Float", value: databaseValue.briefDescription)
        }
        self = Float(value)
    }
}

extension Date: DatabaseConvertible {
    /// Whole milliseconds since 1970, as Firebase stores timestamps (sub-millisecond parts are rounded).
    public var databaseValue: DatabaseValue? {
        let milliseconds = (timeIntervalSince1970 * 1000).rounded()
        guard let whole = Int(exactly: milliseconds) else { return .double(milliseconds) }
        return .int(whole)
    }

    public init(databaseValue: DatabaseValue, key: String) throws {
        guard let milliseconds = databaseValue.number else {
            throw ManagerError.wrongType(key: key, expected: "Date (milliseconds since 1970)", found: databaseValue.typeName)
        }
        self = Date(timeIntervalSince1970: milliseconds / 1000)
    }
}

extension URL: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { .string(absoluteString) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        let text = try String(databaseValue: databaseValue, key: key)
        guard let url = URL(string: text) else {
            throw ManagerError.invalidValue(key: key, type: "URL", value: databaseValue.briefDescription)
        }
        self = url
    }
}

extension UUID: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { .string(uuidString) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        let text = try String(databaseValue: databaseValue, key: key)
        guard let uuid = UUID(uuidString: text) else {
            throw ManagerError.invalidValue(key: key, type: "UUID", value: databaseValue.briefDescription)
        }
        self = uuid
    }
}
