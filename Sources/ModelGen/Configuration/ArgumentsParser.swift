import ModelScanner

/// Parses `--args` values with the annotation grammar (`AnnotationPayload`): `k=v,flag,ns:k2="x"`.
///
/// Items are split on commas outside quotes and brackets; `key` alone is `true`; decimal numbers
/// are numbers; one pair of surrounding quotes is removed; a JSON array or object (`k=["a","b"]`)
/// becomes a list or map, as in Sourcery; a key given again collects its values in a list.
public enum ArgumentsParser {
    /// Parses every `--args` value in order, as if they were joined with commas.
    public static func parse(_ values: [String]) -> Annotations {
        values.reduce(into: [:]) { result, value in result = result.appending(parse(value)) }
    }

    /// Parses one `--args` value.
    public static func parse(_ text: String) -> Annotations {
        AnnotationPayload.parse(text, value: typedValue)
    }

    /// Annotations' typing, plus YAML's number forms and JSON collections.
    private static func typedValue(_ text: String) -> AnnotationValue {
        guard !text.isEmpty else { return .bool(true) }
        if let number = YAMLNode.number(text) { return .number(number) }
        let unquoted = AnnotationPayload.unquoted(text)
        if unquoted.hasPrefix("[") || unquoted.hasPrefix("{"),
           let node = try? YAMLReader.parse(unquoted, path: "--args"), node.isCollection {
            return node.annotationValue
        }
        return .string(unquoted)
    }
}

extension YAMLNode {
    var isCollection: Bool {
        switch content {
        case .list, .map: return true
        default: return false
        }
    }
}
