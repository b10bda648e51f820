/// What a scanned type is. The raw values are Sourcery's `kind` strings (what templates read).
public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    /// A protocol composition named by a typealias (`typealias Both = A & B`).
    case protocolComposition
    /// Sourcery's stand-in for an unconstrained associated type (`Any`).
    case unknown
}
