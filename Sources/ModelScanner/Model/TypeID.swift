/// A type record's place in its model's table (`ModelTable.types`): how types, members, typealiases
/// and type names refer to a type. References between records would form cycles (a nested class
/// that inherits from its parent; a member of a type whose variable has that type); indices cannot.
public struct TypeID: Hashable, Sendable {
    /// The position in the table (file-local while one file is parsed; see `ModelTable.adopt`).
    let index: Int

    /// Not in any table (yet): a stand-in that never became a type.
    static let unplaced = TypeID(index: -1)

    /// The same record once its file's records start at `offset` in the table.
    func shifted(by offset: Int) -> TypeID { TypeID(index: index + offset) }
}
