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

    /// The elements of a stored array. Firebase stores an array as an object keyed by index and
    /// hands it back as an array only while it is dense (`DatabaseValue(children:)`), so an object
    /// keyed by indices is read in index order too. A hole (an element stored as nothing: `nil`,
    /// an empty value) reads as the element type's missing value.
    private static func elements(from value: DatabaseValue, key: String) throws -> [Element] {
        let indexed: [(index: Int, value: DatabaseValue)]
        switch value {
        case .array(let elements):
            indexed = elements.enumerated().map { (index: $0.offset, value: $0.element) }
        case .object(let members):
            if let elements = DatabaseValue.denseElements(of: members) {
                indexed = elements.enumerated().map { (index: $0.offset, value: $0.element) }
            } else {
                indexed = try members.map { memberKey, member in
                    guard let index = DatabaseValue.arrayIndex(memberKey) else {
                        throw ManagerError.wrongType(key: key, expected: "Array", found: value.typeName)
                    }
                    return (index, member)
                }.sorted { $0.index < $1.index }
            }
        default:
            throw ManagerError.wrongType(key: key, expected: "Array", found: value.typeName)
        }
        return try indexed.map { index, element in
            let elementKey = key + "/" + String(index)
            guard element != .null else {
                guard let missing = Element.valueForMissingKey else { throw ManagerError.missingKey(elementKey) }
                return missing
            }
            return try Element(databaseValue: element, key: elementKey)
        }
    }

    /// Stubs for the models referenced as `[id: true]` (which Firebase hands back as an array when
    /// the ids are dense indices, `[true, true]` for ids `0` and `1`); `modelType` is `Element`
    /// (a model class or one of its subclasses alike), opened at runtime so non-final classes can be elements.
    private static func stubs(of modelType: any FetchableModel.Type, from value: DatabaseValue, key: String) throws -> [Element] {
        switch value {
        case .object: break
        case .array(let elements) where elements.allSatisfy({ $0 == .null || $0 == .bool(true) }): break
        default:
            throw ManagerError.wrongType(key: key, expected: "references to \(Element.self) ([id: true])", found: value.typeName)
        }
        return try value.children.keys.sorted(by: DatabaseValue.keyOrdersBefore).map { id in
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

    /// Decodes an object, or the array Firebase hands back when the keys are dense indices.
    public init(databaseValue: DatabaseValue, key: String) throws {
        switch databaseValue {
        case .object, .array: break
        default:
            throw ManagerError.wrongType(key: key, expected: "Dictionary", found: databaseValue.typeName)
        }
        var result: [String: Value] = [:]
        for (memberKey, member) in databaseValue.children {
            result[memberKey] = try Value(databaseValue: member, key: key + "/" + memberKey)
        }
        self = result
    }

    public static var valueForMissingKey: Self? { [:] }
}
