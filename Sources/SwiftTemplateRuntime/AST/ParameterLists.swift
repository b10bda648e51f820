import Foundation

/// A parameter or tuple element that is written back as source (`label name: Type`).
public protocol ParameterSource {
    var asSource: String { get }
}

extension MethodParameter: ParameterSource {}
extension ClosureParameter: ParameterSource {}
extension TupleElement: ParameterSource {}

extension Array where Element: ParameterSource {
    /// The list as written: `(a: Int, b: String)`.
    public var asSource: String {
        "(\(map(\.asSource).joined(separator: ", ")))"
    }
}

extension Array where Element == TupleElement {
    /// The element types only: `(Int, String)`.
    public var asTypeName: String {
        "(\(map(\.typeName.asSource).joined(separator: ", ")))"
    }
}
