/// Turns stored records into loaded models, naming the record in any error.
enum ModelDecoding {
    /// The model stored as `child` of the collection at `collectionPath`.
    static func model<Model: FetchableModel>(_ type: Model.Type, from child: DatabaseChild, collectionPath: String) throws -> Model {
        let recordPath = DatabasePath.join(collectionPath, child.key)
        guard case .object(let members)? = child.value else {
            throw ManagerError.wrongType(key: recordPath, expected: String(describing: Model.self), found: child.value?.typeName ?? "nothing")
        }
        do {
            var model = try Model.make(from: members)
            model.firebaseId = child.key
            model.isCompleted = true
            return model
        } catch let error as ManagerError {
            throw error.nested(under: recordPath)
        }
    }
}
