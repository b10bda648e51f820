/// A `var`/`let` member (one per binding: `var a, b: Int` gives two).
public final class Variable: Typed {
    /// The binding name, or the pattern text for a tuple pattern (`(a, b)`).
    public let name: String
    /// The written type, else the type inferred from the initializer, else `TypeName.unknownName`
    /// (a nested type's name qualified when it was declared before the variable).
    public let typeName: TypeName
    /// No type is written and the initializer does not settle it (a literal, a call of a type name or
    /// a collection literal of those would), so `typeName` is Sourcery's guess (`makeValue()` gives
    /// `makeValue`, `0x10` `Double`) or `TypeName.unknownName`.
    public let isTypeGuessed: Bool
    /// The scanned type `typeName` refers to (also through `?`, `!`), if known.
    public var type: SwiftType? { typeName.resolvedType }
    /// Has a getter and no initializer (always true for a protocol requirement).
    public let isComputed: Bool
    /// Declared in a protocol's body (a property requirement).
    public let isRequirement: Bool
    /// `static` or `class`.
    public let isStatic: Bool
    /// The read access level.
    public let readAccess: AccessLevel
    /// The write access level, or `.none` when not writable.
    public let writeAccess: AccessLevel
    /// The initializer text as written, trimmed.
    public let defaultValue: String?
    /// Attributes in source order (`@Published`, `@available(…)`).
    public let attributeList: [Attribute]
    /// Modifiers (`lazy`, `weak`, `private(set)`, …).
    public let modifiers: [Modifier]
    /// Annotations from comments.
    public let annotations: Annotations
    /// The accessor is `async`.
    public let isAsync: Bool
    /// The accessor throws (not `throws(Never)`).
    public let `throws`: Bool
    /// The `E` of `get throws(E)`.
    public let throwsTypeName: TypeName?
    /// The name of the type or extension that declares it (one name per type, held by the table;
    /// nil once the `ScanResult` is gone).
    public var definedInTypeName: TypeName? { declaringType?.typeName }
    /// The type or extension that declares it (an extension when declared in one; nil once the
    /// `ScanResult` is gone).
    public var definedInType: SwiftType? { declaringType?.type }
    let declaringType: DeclaringType?
    /// The 1-based line of the `var`/`let` keyword.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) of that keyword.
    public let column: Int
    /// The type as written or inferred by the dump's rules, before composition qualifies nested
    /// names (nil when unknown: the dump prints `null`).
    let writtenTypeName: TypeName?

    init(name: String, typeName: TypeName, isTypeGuessed: Bool, writtenTypeName: TypeName?, isComputed: Bool, isRequirement: Bool, isStatic: Bool, readAccess: AccessLevel,
         writeAccess: AccessLevel, defaultValue: String?, attributeList: [Attribute], modifiers: [Modifier],
         annotations: Annotations, isAsync: Bool, throwsTypeName: TypeName?,
         throws: Bool, declaringType: DeclaringType?, line: Int, column: Int) {
        self.name = name
        self.declaringType = declaringType
        self.typeName = typeName
        self.isTypeGuessed = isTypeGuessed
        self.isComputed = isComputed
        self.isRequirement = isRequirement
        self.isStatic = isStatic
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.defaultValue = defaultValue
        self.attributeList = attributeList
        self.modifiers = modifiers
        self.annotations = annotations
        self.isAsync = isAsync
        self.throwsTypeName = throwsTypeName
        self.throws = `throws`
        self.line = line
        self.column = column
        self.writtenTypeName = writtenTypeName
    }

    /// This variable with the annotations its file's comments give it (see `AnnotatedRecords`).
    func annotated(_ annotations: Annotations) -> Variable {
        Variable(name: name, typeName: typeName, isTypeGuessed: isTypeGuessed, writtenTypeName: writtenTypeName, isComputed: isComputed,
                 isRequirement: isRequirement, isStatic: isStatic, readAccess: readAccess, writeAccess: writeAccess,
                 defaultValue: defaultValue, attributeList: attributeList, modifiers: modifiers, annotations: annotations,
                 isAsync: isAsync, throwsTypeName: throwsTypeName, throws: self.throws, declaringType: declaringType,
                 line: line, column: column)
    }

    /// Writable: `writeAccess` is not `.none`.
    public var isMutable: Bool { writeAccess != .none }
    /// Attributes keyed by name.
    public var attributes: [String: [Attribute]] { groupedByName(attributeList) }
    /// `lazy`.
    public var isLazy: Bool { modifiers.contains { $0.name == "lazy" } }
    /// `final`.
    public var isFinal: Bool { modifiers.contains { $0.name == "final" } }
    /// `dynamic`.
    public var isDynamic: Bool { modifiers.contains { $0.name == "dynamic" } }
    /// `definedInTypeName` (typealiases are not followed).
    public var actualDefinedInTypeName: TypeName? { definedInTypeName }
}
