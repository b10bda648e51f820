/// Something with a `typeName`: shorthands Sourcery calls the "typed extras".
public protocol Typed: AnyObject {
    /// The declared type.
    var typeName: TypeName { get }
}

extension Typed {
    /// `typeName.isOptional`.
    public var isOptional: Bool { typeName.isOptional }
    /// `typeName.isImplicitlyUnwrappedOptional`.
    public var isImplicitlyUnwrappedOptional: Bool { typeName.isImplicitlyUnwrappedOptional }
    /// `typeName.unwrappedTypeName`.
    public var unwrappedTypeName: String { typeName.unwrappedTypeName }
    /// `typeName.actualTypeName`, else `typeName`.
    public var actualTypeName: TypeName { typeName.actualTypeName ?? typeName }
    /// `typeName.isTuple`.
    public var isTuple: Bool { typeName.isTuple }
    /// `typeName.isClosure`.
    public var isClosure: Bool { typeName.isClosure }
    /// `typeName.isArray`.
    public var isArray: Bool { typeName.isArray }
    /// `typeName.isSet`.
    public var isSet: Bool { typeName.isSet }
    /// `typeName.isDictionary`.
    public var isDictionary: Bool { typeName.isDictionary }
    /// `typeName.isGeneric`.
    public var isGeneric: Bool { typeName.isGeneric }
}

extension TupleElement: Typed {}
extension ClosureParameter: Typed {}
extension GenericTypeParameter: Typed {}
