/// Stencil's semantics on `TemplateValue`: the typed cases answer directly, `object` through the casts
/// Stencil makes. The `Any` entry points convert once and come here, so both always agree.
extension ValueSemantics {
    /// Appends the printed form of `value` (Stencil's `stringify`).
    static func append(_ value: TemplateValue, to output: inout RenderOutput) {
        switch value {
        case .none: return
        case .string(let string): output.append(string)
        default: output.append(stringify(value))
        }
    }

    /// The printed form of `value` (Stencil's `stringify`).
    static func stringify(_ value: TemplateValue) -> String {
        switch value {
        case .none: return ""
        case .string(let string): return string
        case .int(let int): return String(int)
        case .bool(let bool): return bool ? "true" : "false"
        case .double(let double): return describe(double)
        case .array(let array): return describe(array)
        case .dictionary(let dictionary): return describe(dictionary)
        case .lookup(let object): return describeObject(object)
        case .forLoop(let iteration): return describe(iteration.info)
        case .object(let object): return describeObject(object)
        }
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
        case .lookup, .forLoop: return true  // what `objectIsTruthy` answers for any `TemplateLookup`
        case .object(let object): return objectIsTruthy(object)
        }
    }

    /// Stencil's `==`.
    static func areEqual(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.string(let left), .string(let right)): return left == right
        case (.string(let left), .object(let right)): return (right as? String) == left
        case (.string, _): return false
        case (.int(let left), .int(let right)): return Float(left) == Float(right)
        case (.bool(let left), .bool(let right)): return left == right
        case (.lookup(let left), _): return rhs.anyValue.map { objectIsEqual(left, $0) } ?? false
        case (.forLoop(let left), _): return rhs.anyValue.map { objectIsEqual(left.info, $0) } ?? false
        case (.object(let left), _): return rhs.anyValue.map { objectIsEqual(left, $0) } ?? false
        case (.int, _), (.double, _), (.bool, _), (.array, _), (.dictionary, _):
            // Exactly a number, Bool or collection: only a number or a Bool can equal it.
            if let left = number(from: lhs), let right = number(from: rhs) { return left == right }
            if case .bool(let left) = lhs, case .object(let right) = rhs, let right = right as? Bool { return left == right }
            return false
        }
    }

    /// The value as Stencil's 32-bit `Number`, when it is a number.
    static func number(from value: TemplateValue) -> Float? {
        switch value {
        case .int(let int): return Float(int)
        case .double(let double): return Float(double)
        case .none, .string, .bool, .array, .dictionary, .forLoop: return nil
        case .lookup(let object): return number(from: object)
        case .object(let object): return number(from: object)
        }
    }

    /// Stencil's `in`.
    static func contains(_ container: TemplateValue, _ element: TemplateValue) -> Bool {
        if case .string(let text) = container, case .string(let string) = element { return self.string(text, contains: string) }
        return contains(container.anyValue, element.anyValue)
    }
}
