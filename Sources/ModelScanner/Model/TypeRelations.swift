/// One type's relationships, transitive through superclasses and protocol inheritance (Sourcery's
/// `based`, `basedTypes`, `inherits`, `implements`, `supertype`): a value in the model's table, by
/// `TypeID`, built whole by `Relationships` and never changed after (see `ModelTable.relations`).
struct TypeRelations {
    /// The inherited names as declared, raw type included (what `dump` prints).
    var declaredInheritedTypes: [String] = []
    /// Inherited names, transitive through known base types (unknown names included).
    var based: [String: String] = [:]
    /// Known base types, transitive, keyed by name.
    var basedTypes: [String: TypeID] = [:]
    /// Known classes the type inherits from, transitive, keyed by name.
    var inherits: [String: TypeID] = [:]
    /// Known protocols the type implements, transitive, keyed by name.
    var implements: [String: TypeID] = [:]
    /// For a class: the first inherited type when it is a known class.
    var supertype: TypeID?

    /// A type without relationships (one placed after composition, or no table at all).
    static let none = TypeRelations()
}
