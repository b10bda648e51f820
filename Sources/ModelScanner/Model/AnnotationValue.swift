/// One annotation value as written in a `// sourcery:` comment.
public enum AnnotationValue: Hashable, Sendable {
    /// A key written without a value (`// sourcery: skip`).
    case bool(Bool)
    /// A decimal number (`max = 5`).
    case number(Double)
    /// Any other text, with one pair of surrounding quotes removed.
    case string(String)
    /// A key given several different values, in source order.
    case array([AnnotationValue])
    /// A namespace (`json:key = "id"` gives `json` → object).
    case object([String: AnnotationValue])
}

/// Annotations of a declaration, keyed by annotation name.
public typealias Annotations = [String: AnnotationValue]

extension AnnotationValue {
    /// Combines a repeated key: equal values stay, objects merge, others become an array.
    public func appending(_ other: AnnotationValue) -> AnnotationValue {
        switch (self, other) {
        case (.array(let values), _):
            return values.contains(other) ? self : .array(values + [other])
        case (.object(let left), .object(let right)):
            return .object(left.appending(right))
        default:
            return self == other ? self : .array([self, other])
        }
    }
}

extension Dictionary where Key == String, Value == AnnotationValue {
    /// Appends every entry of `other` with the repeated-key rule.
    public func appending(_ other: Annotations) -> Annotations {
        // Most merges have one side empty (a declaration with one annotation comment): no copy then.
        if isEmpty { return other }
        if other.isEmpty { return self }
        var result = self
        for (key, value) in other { result.append(value, forKey: key) }
        return result
    }

    /// Adds one entry with the repeated-key rule (a key given again with a different value
    /// holds an array of the values).
    mutating func append(_ value: AnnotationValue, forKey key: String) {
        if let existing = self[key] {
            self[key] = existing.appending(value)
        } else {
            self[key] = value
        }
    }

    /// Writes every entry of `other` over this one, key by key.
    func overwriting(with other: Annotations) -> Annotations {
        merging(other) { _, new in new }
    }
}
