/// One enum case element (`case a, b` gives two).
public final class EnumCase {
    /// The case name.
    public let name: String
    /// The raw value as written; a one-line string literal loses its quotes.
    public let rawValue: String?
    /// Associated values in order.
    public let associatedValues: [AssociatedValue]
    /// `indirect case` (or the case of an `indirect enum`).
    public let indirect: Bool
    /// Annotations from comments.
    public let annotations: Annotations
    /// The 1-based line of the case name.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) of the case name.
    public let column: Int

    init(name: String, rawValue: String?, associatedValues: [AssociatedValue], indirect: Bool,
         annotations: Annotations, line: Int, column: Int) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
        self.indirect = indirect
        self.annotations = annotations
        self.line = line
        self.column = column
    }

    /// This case with other associated values and annotations: the annotations its file's comments
    /// give it and its values (see `AnnotatedRecords`).
    func rebuilt(associatedValues: [AssociatedValue], annotations: Annotations) -> EnumCase {
        EnumCase(name: name, rawValue: rawValue, associatedValues: associatedValues, indirect: indirect,
                 annotations: annotations, line: line, column: column)
    }

    /// Has associated values.
    public var hasAssociatedValue: Bool { !associatedValues.isEmpty }
}

/// One associated value of an enum case.
public final class AssociatedValue: Typed {
    /// The first name, unless `_` or unlabeled.
    public let localName: String?
    /// The second name; else, when the case has several values, the label or the index.
    public let externalName: String?
    /// The type as written.
    public let typeName: TypeName
    /// The scanned type, if known.
    public var type: SwiftType? { typeName.resolvedType }
    /// The default value text.
    public let defaultValue: String?
    /// Annotations from an inline comment before the type.
    public let annotations: Annotations

    init(localName: String?, externalName: String?, typeName: TypeName, defaultValue: String?,
         annotations: Annotations) {
        self.localName = localName
        self.externalName = externalName
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.annotations = annotations
    }

    /// This value with the annotations its file's comments give it (see `AnnotatedRecords`).
    func annotated(_ annotations: Annotations) -> AssociatedValue {
        AssociatedValue(localName: localName, externalName: externalName, typeName: typeName, defaultValue: defaultValue,
                        annotations: annotations)
    }
}
