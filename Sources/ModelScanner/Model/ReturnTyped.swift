/// Something with a result type: methods, subscripts and function types share Sourcery's
/// derived return-type names through it.
public protocol ReturnTyped: AnyObject {
    /// The result type as written.
    var returnTypeName: TypeName { get }
    /// The result is optional.
    var isOptionalReturnType: Bool { get }
}

extension ReturnTyped {
    /// The scanned type of the result, if known.
    public var returnType: SwiftType? { returnTypeName.resolvedType }
    /// `returnTypeName` with typealiases followed.
    public var actualReturnTypeName: TypeName { returnTypeName.actualTypeName ?? returnTypeName }
    /// The result is optional.
    public var isOptionalReturnType: Bool { returnTypeName.isOptional }
    /// The result is written with `!`.
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { returnTypeName.isImplicitlyUnwrappedOptional }
    /// The result without optionality.
    public var unwrappedReturnTypeName: String { returnTypeName.unwrappedTypeName }
}
