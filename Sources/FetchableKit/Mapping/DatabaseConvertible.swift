/// A type that is stored as a `DatabaseValue`: the building block of generated `toDictionary()`
/// and `make(from:)` code.
public protocol DatabaseConvertible {
    /// The stored form of `self`, or `nil` to store nothing (a `nil` optional).
    var databaseValue: DatabaseValue? { get }

    /// Decodes a stored value; `key` is where it was found, for error messages.
    init(databaseValue: DatabaseValue, key: String) throws

    /// The value used when the key is absent, or `nil` when absence is an error.
    static var valueForMissingKey: Self? { get }
}

extension DatabaseConvertible {
    public static var valueForMissingKey: Self? { nil }
}

extension Optional: DatabaseConvertible where Wrapped: DatabaseConvertible {
    public var databaseValue: DatabaseValue? { self?.databaseValue }

    public init(databaseValue: DatabaseValue, key: String) throws {
        self = databaseValue == .null ? nil : try Wrapped(databaseValue: databaseValue, key: key)
    }

    public static var valueForMissingKey: Self? { .some(nil) }
}

extension Array: DatabaseConvertible where Element: DatabaseConvertible {
    /// A JSON array; an array of models is stored as references instead, `[id: true]`.
    public var databaseValue: DatabaseValue? {
        guard Element.self is any FetchableModel.Type else {
            return .array(map { $0.databaseValue ?? .null })
        }
        var references: [String: DatabaseValue] = [:]
        for case let model as any FetchableModel in self {
            references[model.firebaseId] = .bool(true)
        }
        return .object(references)
    }

    /// Decodes a JSON array (or the index-keyed object Firebase returns for a sparse one); an
    /// array of models from its references, as unloaded stubs in key order.
    public init(databaseValue: DatabaseValue, key: String) throws {
        if let modelType = Element.self as? any FetchableModel.Type {
            self = try Self.stubs(of: modelType, from: databaseValue, key: key)
        } else {
            self = try Self.elements(from: databaseValue, key: key)
        }
    }

    public static var valueForMissingKey: Self? { [] }

    /// The elements of a stored JSON array, or of a sparse array stored as an object keyed by index.
    private static func elements(from value: DatabaseValue, key: String) throws -> [Element] {
        switch value {
        case .array(let elements):
            return try elements.enumerated().map { index, element in
                try Element(databaseValue: element, key: key + "/" + String(index))
            }
        case .object(let members):
            var indexed: [(index: Int, value: DatabaseValue)] = []
            for (memberKey, member) in members {
                guard let index = Int(memberKey), index >= 0 else {
                    throw ManagerError.wrongType(key: key, expected: "Array", found: value.typeName)
                }
                indexed.append((index, member))
            }
            return try indexed.sorted { $0.index < $1.index }.map { element in
                try Element(databaseValue: element.value, key: key + "/" + String(element.index))
            }
        default:
            throw ManagerError.wrongType(key: key, expected: "Array", found: value.typeName)
        }
    }

    /// Stubs for the models referenced as `[id: true]`; `modelType` is `Element` (a model class
    /// or one of its subclasses alike), opened at runtime so non-final classes can be elements.
    private static func stubs(of modelType: any FetchableModel.Type, from value: DatabaseValue, key: String) throws -> [Element] {
        guard case .object(let references) = value else {
            throw ManagerError.wrongType(key: key, expected: "references to \(Element.self) ([id: true])", found: value.typeName)
        }
        return try references.keys.sorted(by: DatabaseValue.keyOrdersBefore).map { id in
            guard let stub = modelType.stub(id: id) as? Element else {
                throw ManagerError.invalidValue(key: key + "/" + id, type: "reference to \(Element.self)", value: DatabaseValue.string(id).briefDescription)
            }
            return stub
        }
    }
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
