import Foundation
import ModelScanner

/// The `annotated:` filter's argument: `"key"`, `"key=value"`, `"ns.key"` or `"ns.key=value"`.
struct AnnotationQuery {
    /// The key, possibly a dotted path into namespaces.
    let key: String
    /// The value to compare with, or nil to test presence only.
    let expectedValue: String?

    init(_ text: String) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        key = parts[0].trimmingCharacters(in: .whitespaces)
        expectedValue = parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    }

    /// Whether `annotations` has the key (walking namespaces for a dotted key) with the value, if one is asked for.
    ///
    /// Numbers compare as numbers (`5` matches `5.0`), `true` matches `true` and `1`, and an array
    /// matches when any of its values does.
    func matches(_ annotations: Annotations) -> Bool {
        guard let found = value(in: annotations) else { return false }
        guard let expectedValue else { return true }
        return Self.value(found, equals: expectedValue)
    }

    private func value(in annotations: Annotations) -> AnnotationValue? {
        if let direct = annotations[key] { return direct }
        let path = key.split(separator: ".", omittingEmptySubsequences: false)
        guard path.count > 1 else { return nil }
        var current = AnnotationValue.object(annotations)
        for component in path {
            guard case .object(let entries) = current, let next = entries[String(component)] else { return nil }
            current = next
        }
        return current
    }

    private static func value(_ value: AnnotationValue, equals expected: String) -> Bool {
        switch value {
        case .string(let text): return text == expected
        case .bool(let flag): return flag ? (expected == "true" || expected == "1") : (expected == "false" || expected == "0")
        case .number(let number): return Double(expected) == number
        case .array(let values): return values.contains { Self.value($0, equals: expected) }
        case .object: return false
        }
    }
}
