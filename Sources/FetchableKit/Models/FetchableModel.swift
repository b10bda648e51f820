/// A model stored as one record of a collection; marking a type with it makes ModelGen generate
/// its keys, its `Makeable` conformance and its manager.
///
/// A property of a model type is stored as a reference (the model's id); an array of models as
/// `[id: true]`. Both decode as unloaded stubs (`isCompleted == false`) that `ifNeeded` completes.
///
/// A model is a struct, a final class or a class hierarchy: a non-final root class declares
/// `required init()`, and each subclass (a model through its superclass) gets its own manager.
public protocol FetchableModel: Makeable, DatabaseConvertible {
    /// The record's key in its collection; empty until the model is first saved.
    var firebaseId: String { get set }

    /// Whether the properties are loaded; `false` for a stub decoded from a reference.
    var isCompleted: Bool { get set }

    /// Creates a model with every property at its default.
    init()
}

extension FetchableModel {
    /// An unloaded stand-in for the record `id`.
    public static func stub(id: String) -> Self {
        var model = Self()
        model.firebaseId = id
        model.isCompleted = false
        return model
    }

    public var databaseValue: DatabaseValue? { .string(firebaseId) }

    public init(databaseValue: DatabaseValue, key: String) throws {
        let id = try String(databaseValue: databaseValue, key: key)
        guard DatabasePath.isValidKey(id) else {
            throw ManagerError.invalidValue(key: key, type: "reference to \(Self.self)", value: databaseValue.briefDescription)
        }
        self = Self.stub(id: id)
    }
}
