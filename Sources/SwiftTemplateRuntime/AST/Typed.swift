import Foundation

/// A declaration with a type: variables, parameters, associated values, tuple elements.
///
/// The shorthands read the declaration's `typeName`, as Sourcery's do.
public protocol Typed {
    var type: Type? { get }
    var typeName: TypeName { get }
}

extension Typed {
    public var isOptional: Bool { typeName.isOptional }
    public var isImplicitlyUnwrappedOptional: Bool { typeName.isImplicitlyUnwrappedOptional }
    /// The type name without attributes and optionality.
    public var unwrappedTypeName: String { typeName.unwrappedTypeName }
    /// The type name with typealiases resolved, or `typeName` when there are none.
    public var actualTypeName: TypeName? { typeName.actualTypeName ?? typeName }
    public var isTuple: Bool { typeName.isTuple }
    public var isClosure: Bool { typeName.isClosure }
    public var isArray: Bool { typeName.isArray }
    public var isSet: Bool { typeName.isSet }
    public var isDictionary: Bool { typeName.isDictionary }
    public var isGeneric: Bool { typeName.isGeneric }
}
