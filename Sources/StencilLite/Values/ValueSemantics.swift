/// How Stencil prints, tests and compares values.
enum ValueSemantics {
    /// The exact types templates meet most, told apart by their metadata before any cast: `type(of:)`
    /// is a load and a compare, where an `as?` that fails costs 400–1,300 instructions (callgrind,
    /// release; more from a class instance). `other` is anything else, including values that only
    /// cast to these (an `Optional` boxed in `Any`, a bridged Foundation object).
    enum ExactType { case string, int, bool, double, array, dictionary, other }

    static func exactType(of value: Any) -> ExactType {
        let type = Swift.type(of: value)
        if type == String.self { return .string }
        if type == Int.self { return .int }
        if type == Bool.self { return .bool }
        if type == [Any].self { return .array }
        if type == Double.self { return .double }
        if type == [String: Any].self { return .dictionary }
        return .other
    }

    /// `value as! T` for a value whose dynamic type is exactly `T`, one of `ExactType`'s: a copy of
    /// the `Any`'s inline buffer, where the ABI stores every such type (at most three words and
    /// bitwise-takable; docs/ABI/TypeLayout.rst, "Existential Container Layout"). Unsafe for any other
    /// type; measured (callgrind, release): the cast's 90 instructions a member read were 2.6% of
    /// the render benchmark's `if/elif/else` shape (826k -> 805k) and 1.9% of its Sourcery-style one.
    @inline(__always)
    static func exactValue<T>(_ value: Any, as _: T.Type) -> T {
        withUnsafeBytes(of: value) { $0.load(as: T.self) }
    }

    /// The printed form of `value` (Stencil's `stringify`).
    static func stringify(_ value: Any?) -> String {
        stringify(TemplateValue(value))
    }

    /// The printed form of a value of none of `TemplateValue`'s typed cases.
    static func describeObject(_ value: Any) -> String {
        if let string = value as? String { return string }
        if let int = value as? Int { return String(int) }
        if let bool = value as? Bool { return bool ? "true" : "false" }
        return describe(value)
    }

    static func describe(_ value: Any) -> String {
        if let loop = value as? ForLoopInfo {
            return collectionText(loop.dictionary)
        }
        if value is [Any?] || value is [String: Any] {
            return collectionText(value)
        }
        if let describable = value as? CustomStringConvertible {
            return describable.description
        }
        return ""
    }

    /// Swift's `description` of an array or dictionary (elements as `debugDescription`), except that
    /// dictionary keys are sorted: Swift's hash order changes from run to run, generated code must not.
    private static func collectionText(_ value: Any) -> String {
        if let array = value as? [Any?] {
            return "[" + array.map { $0.map(collectionText) ?? "nil" }.joined(separator: ", ") + "]"
        }
        if let dictionary = value as? [String: Any] {
            guard !dictionary.isEmpty else { return "[:]" }
            let entries = dictionary.sorted { $0.key < $1.key }
            return "[" + entries.map { String(reflecting: $0.key) + ": " + collectionText($0.value) }.joined(separator: ", ") + "]"
        }
        return String(reflecting: value)
    }

    /// Stencil's truthiness: non-empty collections and strings, `true`, numbers above zero, any other value.
    static func isTruthy(_ value: Any?) -> Bool {
        isTruthy(TemplateValue(value))
    }

    /// The truthiness of a value of none of `TemplateValue`'s typed cases.
    static func objectIsTruthy(_ value: Any) -> Bool {
        // A model object casts to none of the types below: skip their failing casts.
        if value is TemplateLookup { return true }
        if let bool = value as? Bool { return bool }
        if let string = value as? String { return !string.isEmpty }
        if let int = value as? Int { return int > 0 }
        if let array = value as? AnyArray { return !array.isEmpty }
        if let dictionary = value as? [String: Any] { return !dictionary.isEmpty }
        if let number = number(from: value) { return number > 0 }
        return true
    }

    /// The value as Stencil's 32-bit `Number`, when it is a number.
    static func number(from value: Any) -> Float? {
        switch exactType(of: value) {
        case .int: return Float(exactValue(value, as: Int.self))
        case .double: return Float(exactValue(value, as: Double.self))
        case .string, .bool, .array, .dictionary: return nil
        case .other: break
        }
        switch value {
        case let value as Int: return Float(value)
        case let value as Double: return Float(value)
        case let value as Float: return value
        case let value as UInt: return Float(value)
        case let value as Int8: return Float(value)
        case let value as Int16: return Float(value)
        case let value as Int32: return Float(value)
        case let value as Int64: return Float(value)
        case let value as UInt8: return Float(value)
        case let value as UInt16: return Float(value)
        case let value as UInt32: return Float(value)
        case let value as UInt64: return Float(value)
        default: return nil
        }
    }

    /// Stencil's `==`: both nil, equal numbers (as Float), equal strings or equal bools.
    static func areEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
        areEqual(TemplateValue(lhs), TemplateValue(rhs))
    }

    /// Stencil's `==` with a left side of none of `TemplateValue`'s typed cases.
    static func objectIsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let left = lhs as? String { return (rhs as? String).map { $0 == left } ?? false }
        if let left = number(from: lhs), let right = number(from: rhs) { return left == right }
        if let left = lhs as? Bool, let right = rhs as? Bool { return left == right }
        return false
    }

    /// Stencil's `in`: element of an array, Int in a range, substring, or both nil.
    static func contains(_ container: Any?, _ element: Any?) -> Bool {
        if let element = element as? AnyHashable, let array = container as? [AnyHashable] {
            return array.contains(element)
        }
        if let int = element as? Int, let range = container as? ClosedRange<Int> { return range.contains(int) }
        if let int = element as? Int, let range = container as? Range<Int> { return range.contains(int) }
        if let string = element as? String, let text = container as? String { return self.string(text, contains: string) }
        return element == nil && container == nil
    }

    /// Whether `text` contains `string`, as Foundation's `contains` answers (Stencil's `in` on strings).
    /// When both are ASCII and `string` is not empty, that is whether its bytes occur in `text`'s,
    /// which `UTF8Search` finds with `memchr`: Foundation bridges both to UTF-16 on Linux, 16,000
    /// instructions a test in a release build (1,000 tests per 100 models in `Firebase.stencil`).
    static func string(_ text: String, contains string: String) -> Bool {
        if !string.isEmpty && UTF8Search.isASCII(string) && UTF8Search.isASCII(text) {
            return UTF8Search.contains(text, string)
        }
        return text.contains(string)
    }
}
