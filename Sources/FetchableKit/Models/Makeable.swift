/// A type generated code can turn into a database dictionary and back.
public protocol Makeable {
    /// The stored form: one entry per persisted property, `nil` optionals left out.
    func toDictionary() -> [String: DatabaseValue]

    /// Decodes a value from its stored form, throwing `ManagerError` for missing or bad data.
    static func make(from dictionary: [String: DatabaseValue]) throws -> Self

    /// Copies every persisted property of `other` into `self`.
    mutating func update(other: Self)
}
