/// A `subscript` member.
public final class Subscript: ReturnTyped {
    /// The parameters.
    public let parameters: [MethodParameter]
    /// The result type.
    public let returnTypeName: TypeName
    /// The read access level.
    public let readAccess: AccessLevel
    /// The write access level, or `.none` when get-only.
    public let writeAccess: AccessLevel
    /// The getter is `async`.
    public let isAsync: Bool
    /// The getter throws (not `throws(Never)`).
    public let `throws`: Bool
    /// The `E` of `throws(E)`.
    public let throwsTypeName: TypeName?
    /// Attributes in source order.
    public let attributeList: [Attribute]
    /// Modifiers.
    public let modifiers: [Modifier]
    /// Annotations from comments.
    public let annotations: Annotations
    /// Generic parameters.
    public let genericParameters: [GenericParameter]
    /// Requirements from the `where` clause.
    public let genericRequirements: [GenericRequirement]
    /// The name of the type or extension that declares it (one name per type, held by the table;
    /// nil once the `ScanResult` is gone).
    public var definedInTypeName: TypeName? { declaringType?.typeName }
    /// The type or extension that declares it (nil once the `ScanResult` is gone).
    public var definedInType: SwiftType? { declaringType?.type }
    let declaringType: DeclaringType?
    /// The 1-based line of the `subscript` keyword.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) of that keyword.
    public let column: Int

    init(parameters: [MethodParameter], returnTypeName: TypeName, readAccess: AccessLevel, writeAccess: AccessLevel,
         isAsync: Bool, throws: Bool, throwsTypeName: TypeName?, attributeList: [Attribute],
         modifiers: [Modifier], annotations: Annotations, genericParameters: [GenericParameter],
         genericRequirements: [GenericRequirement], declaringType: DeclaringType?, line: Int, column: Int) {
        self.parameters = parameters
        self.declaringType = declaringType
        self.returnTypeName = returnTypeName
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.isAsync = isAsync
        self.throws = `throws`
        self.throwsTypeName = throwsTypeName
        self.attributeList = attributeList
        self.modifiers = modifiers
        self.annotations = annotations
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.line = line
        self.column = column
    }

    /// This subscript with other parameters and annotations: the annotations its file's comments give
    /// it and its parameters (see `AnnotatedRecords`).
    func rebuilt(parameters: [MethodParameter], annotations: Annotations) -> Subscript {
        Subscript(parameters: parameters, returnTypeName: returnTypeName, readAccess: readAccess, writeAccess: writeAccess,
                  isAsync: isAsync, throws: self.throws, throwsTypeName: throwsTypeName, attributeList: attributeList,
                  modifiers: modifiers, annotations: annotations, genericParameters: genericParameters,
                  genericRequirements: genericRequirements, declaringType: declaringType, line: line, column: column)
    }

    /// Writable.
    public var isMutable: Bool { writeAccess != .none }
    /// `final`.
    public var isFinal: Bool { modifiers.contains { $0.name == "final" } }
    /// Has generic parameters.
    public var isGeneric: Bool { !genericParameters.isEmpty }
    /// Attributes keyed by name.
    public var attributes: [String: [Attribute]] { groupedByName(attributeList) }
    /// `definedInTypeName` (typealiases are not followed).
    public var actualDefinedInTypeName: TypeName? { definedInTypeName }
}
