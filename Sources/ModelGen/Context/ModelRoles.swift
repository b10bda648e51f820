import ModelScanner

/// A declaration with annotations: what the `annotated:` filter accepts.
protocol AnnotatedDeclaration: AnyObject {
    /// The declaration's annotations.
    var annotations: Annotations { get }
}

extension SwiftType: AnnotatedDeclaration {}
extension Variable: AnnotatedDeclaration {}
extension Method: AnnotatedDeclaration {}
extension MethodParameter: AnnotatedDeclaration {}
extension Subscript: AnnotatedDeclaration {}
extension EnumCase: AnnotatedDeclaration {}
extension AssociatedValue: AnnotatedDeclaration {}
extension ClosureParameter: AnnotatedDeclaration {}

/// Something whose type may be a scanned type: what `implements:`, `based:` … accept besides a type.
protocol TypeReference: AnyObject {
    /// The scanned type it refers to, if known.
    var referencedType: SwiftType? { get }
}

extension Variable: TypeReference { var referencedType: SwiftType? { type } }
extension MethodParameter: TypeReference { var referencedType: SwiftType? { type } }
extension AssociatedValue: TypeReference { var referencedType: SwiftType? { type } }
extension TupleElement: TypeReference { var referencedType: SwiftType? { type } }
extension ClosureParameter: TypeReference { var referencedType: SwiftType? { type } }
extension GenericTypeParameter: TypeReference { var referencedType: SwiftType? { type } }
extension Typealias: TypeReference { var referencedType: SwiftType? { type } }

/// A member declared in a type or extension: what `definedInExtension` accepts.
protocol MemberDeclaration: AnyObject {
    /// The type or extension that declares it.
    var definedInType: SwiftType? { get }
    /// The 1-based line of the declaration.
    var line: Int { get }
}

extension Variable: MemberDeclaration {}
extension Method: MemberDeclaration {}
extension Subscript: MemberDeclaration {}
