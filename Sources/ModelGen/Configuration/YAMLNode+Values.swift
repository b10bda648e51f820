import ModelScanner

extension YAMLNode {
    /// The node as a template argument value, keeping YAML's types (bools, numbers, lists, maps).
    var annotationValue: AnnotationValue {
        switch content {
        case .scalar(let text, let isQuoted):
            guard !isQuoted else { return .string(text) }
            if let bool = Self.bool(text) { return .bool(bool) }
            if let number = Self.number(text) { return .number(number) }
            return .string(text)
        case .list(let items):
            return .array(items.map(\.annotationValue))
        case .map(let entries):
            return .object(Dictionary(entries.map { ($0.key, $0.value.annotationValue) }, uniquingKeysWith: { _, last in last }))
        case .empty:
            return .bool(true)
        }
    }

    /// YAML 1.2 core-schema booleans.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// YAML 1.2 core-schema decimal numbers (`3`, `-0.5`, `1e3`); not `0x10`, `inf` or `nan`.
    static func number(_ text: String) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard let first = text.first, first.isNumber || first == "-" || first == "+" || first == ".",
              text.allSatisfy(allowed.contains), text.contains(where: \.isNumber) else { return nil }
        return Double(text)
    }
}
