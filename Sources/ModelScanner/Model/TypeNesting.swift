/// Where a type sits among nested types: a value per `TypeID`, in its file's `ParsedFile.nesting`
/// while parsing and in the model's table after (`ModelTable.nesting`), where merging
/// declarations moves nested types under the type they are merged into.
struct TypeNesting {
    /// The enclosing type (nil at top level).
    var parent: TypeID?
    /// Nested types in declaration order, then those declared in extensions.
    var contained: [TypeID] = []

    /// A type outside any table (a stand-in not placed), or placed without a parent.
    static let none = TypeNesting()

    /// The same nesting once its file's records start at `offset` in the table.
    func shifted(by offset: Int) -> TypeNesting {
        TypeNesting(parent: parent?.shifted(by: offset), contained: contained.isEmpty ? [] : contained.map { $0.shifted(by: offset) })
    }
}
