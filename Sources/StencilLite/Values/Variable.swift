/// Something a template can evaluate to a value: a variable, a filter expression, a range.
public protocol Resolvable: Sendable {
    /// The value in `context`, or nil.
    func resolve(_ context: Context) throws -> Any?
    /// The value in `context` as the render loop carries it (by default `resolve`'s, converted).
    func value(in context: Context) throws -> TemplateValue
}

extension Resolvable {
    public func value(in context: Context) throws -> TemplateValue { TemplateValue(try resolve(context)) }
}

/// A literal (`"text"`, `42`, `1.5`, `true`) or a key path (`type.variables[0].name`), compiled once.
public struct Variable: Resolvable, Sendable, CustomStringConvertible {
    /// The text as written in the template.
    public let variable: String
    private let kind: Kind

    private enum Kind: Sendable {
        case literal(Literal)
        case path(KeyPath)
    }

    /// Compiles `text` with Stencil's rules: quoted string, Int, Float, Bool, then key path.
    public init(_ text: String) {
        self.init(text, depth: 0)
    }

    init(_ text: String, depth: Int) {
        variable = text
        if let literal = Literal(text) {
            kind = .literal(literal)
        } else {
            kind = .path(KeyPath(text, depth: depth))
        }
    }

    /// The key path, when the variable is not a literal.
    var keyPath: KeyPath? {
        if case .path(let path) = kind { return path }
        return nil
    }

    /// The value of a literal, known without a context; nil for a key path.
    var literalValue: TemplateValue? {
        if case .literal(let literal) = kind { return literal.value }
        return nil
    }

    /// Stencil's debug form, used in some of its messages: `Variable(variable: "name")`.
    public var description: String { "Variable(variable: \"\(variable)\")" }

    /// The value in `context`; nil when any part of the path is missing.
    public func resolve(_ context: Context) throws -> Any? {
        try value(in: context, strict: false).anyValue
    }

    public func value(in context: Context) throws -> TemplateValue {
        try value(in: context, strict: false)
    }

    /// The value in `context`; when `strict`, a missing name or member is an error instead of `.none`.
    func value(in context: Context, strict: Bool) throws -> TemplateValue {
        switch kind {
        case .literal(let literal):
            return literal.value
        case .path(let path):
            return try path.resolve(in: context, variable: variable, strict: strict)
        }
    }
}

/// A literal value in a template, typed when the template is parsed (so comparing with it casts nothing).
enum Literal: Sendable {
    case string(String)
    case int(Int)
    case float(Float)
    case bool(Bool)

    init?(_ text: String) {
        guard !Self.isNameAtFirstByte(text) else { return nil }
        self.init(parsing: text)
    }

    /// Whether `text` starts with an ASCII letter or `_` that no literal starts with: most variables
    /// are names (`word`, `item.name`), told from literals without counting Characters and trying
    /// Int, Float and Bool (900 instructions a variable, a twentieth of parsing the render benchmark's
    /// `filters` template). Float also reads `inf`, `infinity` and `nan` in any case, Bool `true`
    /// and `false`: names starting with `i`, `n`, `t` or `f` are parsed.
    private static func isNameAtFirstByte(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        let lowercased = first | 0x20
        let isLetter = lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z")
        guard isLetter || first == UInt8(ascii: "_") else { return false }
        return !"intf".utf8.contains(lowercased)
    }

    /// Stencil's rules: quoted string, Int, Float, Bool.
    init?(parsing text: String) {
        if text.count > 1, let first = text.first, first == "\"" || first == "'", text.last == first {
            self = .string(String(text.dropFirst().dropLast()))
        } else if let int = Int(text) {
            self = .int(int)
        } else if let float = Float(text) {
            self = .float(float)
        } else if let bool = Bool(text) {
            self = .bool(bool)
        } else {
            return nil
        }
    }

    /// A Float stays a `Float`, as Stencil's numbers are.
    var value: TemplateValue {
        switch self {
        case .string(let value): return .string(value)
        case .int(let value): return .int(value)
        case .float(let value): return .object(value)
        case .bool(let value): return .bool(value)
        }
    }
}

extension Array where Element == any Resolvable {
    /// Each value in `context`, in order (an indexed loop: `map` is an unspecialized
    /// generic call in a debug build).
    func values(in context: Context) throws -> [TemplateValue] {
        var values: [TemplateValue] = []
        values.reserveCapacity(count)
        var index = 0
        while index < count {
            values.append(try self[index].value(in: context))
            index += 1
        }
        return values
    }
}
