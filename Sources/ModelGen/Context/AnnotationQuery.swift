import Foundation
import ModelScanner

/// The `annotated:` filter's argument: `"key"`, `"key=value"`, `"ns.key"` or `"ns.key=value"`.
struct AnnotationQuery {
    /// The key, possibly a dotted path into namespaces.
    let key: String
    /// The value to compare with, or nil to test presence only.
    let expectedValue: String?
    /// The key's namespaces and name when it is dotted (`ns.key`), else nil.
    private let namespacePath: [String]?

    init(_ text: String) {
        // Parsed on every call of the filter (`|!annotated:"ignore"` per variable): splitting and
        // trimming with Foundation was 15% of the seed template's release run over 1,000 models.
        if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
            key = Self.trimmed(text[..<equals])
            expectedValue = Self.trimmed(text[text.utf8.index(after: equals)...])
        } else {
            key = Self.trimmed(Substring(text))
            expectedValue = nil
        }
        let path = key.split(separator: ".", omittingEmptySubsequences: false)
        namespacePath = path.count > 1 ? path.map(String.init) : nil
    }

    /// `text` without the whitespace around it; Foundation is asked only when an end could be
    /// whitespace (`.whitespaces` includes non-ASCII spaces).
    private static func trimmed(_ text: Substring) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return "" }
        func isPlainEnd(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        return isPlainEnd(first) && isPlainEnd(last) ? String(text) : text.trimmingCharacters(in: .whitespaces)
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
        guard let namespacePath else { return nil }
        var current = AnnotationValue.object(annotations)
        for component in namespacePath {
            guard case .object(let entries) = current, let next = entries[component] else { return nil }
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
