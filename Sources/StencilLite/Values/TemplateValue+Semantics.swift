/// Stencil's semantics on `TemplateValue`: the typed cases answer directly; `object` (and mixed
/// cases the fast paths don't cover) goes through the `Any` rules, so both always agree.
extension ValueSemantics {
    /// Appends the printed form of `value` (Stencil's `stringify`).
    static func append(_ value: TemplateValue, to output: inout String) {
        switch value {
        case .none: return
        case .string(let string): output += string
        case .int(let int): output += String(int)
        case .bool(let bool): output += bool ? "true" : "false"
        default: append(value.anyValue, to: &output)
        }
    }

    /// The printed form of `value` (Stencil's `stringify`).
    static func stringify(_ value: TemplateValue) -> String {
        if case .string(let string) = value { return string }
        var output = ""
        append(value, to: &output)
        return output
    }

    /// Stencil's truthiness.
    static func isTruthy(_ value: TemplateValue) -> Bool {
        switch value {
        case .none: return false
        case .string(let string): return !string.isEmpty
        case .bool(let bool): return bool
        case .int(let int): return int > 0
        case .double(let double): return Float(double) > 0
        case .array(let array): return !array.isEmpty
        case .dictionary(let dictionary): return !dictionary.isEmpty
        case .object(let object): return isTruthy(object)
        }
    }

    /// Stencil's `==`.
    static func areEqual(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.string(let left), .string(let right)): return left == right
        case (.string, .int), (.string, .bool), (.string, .double), (.string, .array), (.string, .dictionary): return false
        case (.int(let left), .int(let right)): return Float(left) == Float(right)
        case (.bool(let left), .bool(let right)): return left == right
        default: return areEqual(lhs.anyValue, rhs.anyValue)
        }
    }

    /// Stencil's `in`.
    static func contains(_ container: TemplateValue, _ element: TemplateValue) -> Bool {
        if case .string(let text) = container, case .string(let string) = element { return text.contains(string) }
        return contains(container.anyValue, element.anyValue)
    }
}
