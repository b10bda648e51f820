/// A generic parameter `T` or `T: Constraint` of a method or subscript.
public final class GenericParameter {
    /// The parameter name.
    public let name: String
    /// The constraint from `<T: P>` or the `where` clause, if any.
    public let inheritedTypeName: TypeName?

    init(name: String, inheritedTypeName: TypeName?) {
        self.name = name
        self.inheritedTypeName = inheritedTypeName
    }
}

/// One requirement of a `where` clause (`T: Equatable`, `Element == Int`).
public final class GenericRequirement {
    /// The constrained name.
    public let leftType: AssociatedType
    /// The constraint.
    public let rightType: GenericTypeParameter
    /// `conformsTo` or `equals`.
    public let relationship: String
    /// `:` or `==`.
    public let relationshipSyntax: String

    /// The constraint's name is its text (Sourcery makes it from `rightType.description`, not from
    /// its syntax), so `P0.Output == (repeat each O1)` keeps its parentheses.
    init(leftTypeName: String, rightTypeName: String, relationshipSyntax: String) {
        self.leftType = AssociatedType(name: leftTypeName, typeName: nil)
        self.rightType = GenericTypeParameter(typeName: TypeName(verbatim: rightTypeName))
        self.relationshipSyntax = relationshipSyntax
        self.relationship = relationshipSyntax == "==" ? "equals" : "conformsTo"
    }
}

/// A protocol's `associatedtype`.
public final class AssociatedType {
    /// The associated type's name.
    public let name: String
    /// Its constraint as written (`Identifiable` in `associatedtype Model: Identifiable`), else its
    /// default (`= Never`), else `Any`, as in Sourcery.
    public let typeName: TypeName?
    /// Sourcery's stand-in type for the constraint (see `AssociatedTypeStandIns`).
    let standIn: SwiftType?
    /// The scanned constraint type, else the stand-in.
    public var type: SwiftType? { typeName?.resolvedType ?? standIn }

    init(name: String, typeName: TypeName?, standIn: SwiftType? = nil) {
        self.name = name
        self.typeName = typeName
        self.standIn = standIn
    }
}

/// A `typealias` declaration.
public final class Typealias {
    /// The alias name.
    public let aliasName: String
    /// The aliased type.
    public let typeName: TypeName
    /// The scanned aliased type, if known.
    public var type: SwiftType? { typeName.resolvedType }
    /// The type or extension it is declared in (nil at top level).
    let declaringType: DeclaringType?
    /// The enclosing type's ID, if nested: the declaring record's, or the type's it was merged into
    /// (see `ModelTable.move(_:to:)`); nil before composition adopted the file, or once the
    /// `ScanResult` is gone.
    var parentID: TypeID? {
        guard let declaringType, let table else { return nil }
        return table.movedParent(of: self) ?? declaringType.id
    }
    /// The table a nested alias's declaring type is in (nil at top level).
    var table: ModelTable? { declaringType?.file.table }
    /// The enclosing type, if nested (nil once the `ScanResult` is gone).
    public var parent: SwiftType? {
        guard let parentID, let table else { return nil }
        return table[parentID]
    }
    /// The access level.
    public let accessLevel: AccessLevel
    /// Annotations from comments.
    public let annotations: Annotations
    /// Where the alias is declared: the relative file, the path as given, and the 1-based line.
    let location: (file: String, path: String, line: Int)

    init(aliasName: String, typeName: TypeName, accessLevel: AccessLevel, annotations: Annotations,
         declaringType: DeclaringType?, location: (file: String, path: String, line: Int)) {
        self.aliasName = aliasName
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.declaringType = declaringType
        self.location = location
    }

    /// This alias with the annotations its file's comments give it (see `AnnotatedRecords`).
    func annotated(_ annotations: Annotations) -> Typealias {
        Typealias(aliasName: aliasName, typeName: typeName, accessLevel: accessLevel, annotations: annotations,
                  declaringType: declaringType, location: location)
    }

    /// `Parent.aliasName`, or `aliasName` at top level.
    public var name: String { parent.map { "\($0.name).\(aliasName)" } ?? aliasName }

    /// Alias chains are followed this far at most (a cycle ends here; Sourcery hangs).
    private static let maximumChain = 32

    /// The alias a chain of aliases of aliases ends at, following each target's name in `aliases`
    /// (keyed by full name), as Sourcery's resolved typealiases do.
    static func chainEnd(from start: Typealias, in aliases: [String: Typealias]) -> Typealias {
        var alias = start
        var steps = 0
        while let next = aliases[alias.typeName.name], next !== alias, steps < maximumChain {
            alias = next
            steps += 1
        }
        return alias
    }
}
