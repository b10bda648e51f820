import ModelScanner

/// Parses `--args` values with the annotation grammar: `k=v,flag,ns:k2="x"`.
///
/// Items are split on commas outside quotes and brackets; `key` alone is `true`; decimal numbers
/// are numbers; one pair of surrounding quotes is removed; a JSON array or object (`k=["a","b"]`)
/// becomes a list or map, as in Sourcery; a key given again collects its values in a list.
public enum ArgumentsParser {
    /// Parses every `--args` value in order, as if they were joined with commas.
    public static func parse(_ values: [String]) -> Annotations {
        var result: Annotations = [:]
        for value in values {
            for (key, item) in parse(value) {
                result[key] = result[key].map { appending(item, to: $0) } ?? item
            }
        }
        return result
    }

    /// Parses one `--args` value.
    public static func parse(_ text: String) -> Annotations {
        var items = split(text, on: ",")
        guard !items.isEmpty else { return [:] }
        var namespace: [String] = []
        let firstItem = split(items[0], on: "=", limit: 1)
        var parts = split(firstItem.first ?? "", on: ":")
        if parts.count > 1 {
            items[0] = parts.removeLast() + (firstItem.count > 1 ? "=" + firstItem[1] : "")
            namespace = parts
        }
        var result: Annotations = [:]
        for item in items {
            let pieces = split(item, on: "=", limit: 1)
            guard let key = pieces.first, !key.isEmpty else { continue }
            let value = pieces.count > 1 && !pieces[1].isEmpty ? typedValue(pieces[1]) : .bool(true)
            result[key] = result[key].map { appending(value, to: $0) } ?? value
        }
        for name in namespace.reversed() where !name.isEmpty {
            result = [name: .object(result)]
        }
        return result
    }

    private static func typedValue(_ text: String) -> AnnotationValue {
        if let number = YAMLNode.number(text) { return .number(number) }
        var unquoted = text
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            unquoted = String(text.dropFirst().dropLast()).trimmingBlanks()
        }
        if unquoted.hasPrefix("[") || unquoted.hasPrefix("{"),
           let node = try? YAMLReader.parse(unquoted, path: "--args"), node.isCollection {
            return node.annotationValue
        }
        return .string(unquoted)
    }

    /// Equal values stay, maps merge, anything else collects into a list without repeats.
    static func appending(_ value: AnnotationValue, to existing: AnnotationValue) -> AnnotationValue {
        switch (existing, value) {
        case (.array(let values), _):
            return values.contains(value) ? existing : .array(values + [value])
        case (.object(let left), .object(let right)):
            return .object(left.merging(right) { old, new in appending(new, to: old) })
        default:
            return existing == value ? existing : .array([existing, value])
        }
    }

    /// Splits on `separator` outside `"…"` and bracket pairs, trimming each piece.
    private static func split(_ text: String, on separator: Character, limit: Int = .max) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var inQuotes = false
        for character in text {
            switch character {
            case "\"": inQuotes.toggle()
            case "(", "[", "{", "<": if !inQuotes { depth += 1 }
            case ")", "]", "}", ">": if !inQuotes { depth = max(0, depth - 1) }
            default: break
            }
            if character == separator && depth == 0 && !inQuotes && pieces.count < limit {
                pieces.append(current.trimmingBlanks())
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current.trimmingBlanks())
        return pieces.count == 1 && pieces[0].isEmpty ? [] : pieces
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

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\t"]
        guard let start = firstIndex(where: { !blanks.contains($0) }),
              let end = lastIndex(where: { !blanks.contains($0) }) else { return "" }
        return String(self[start...end])
    }
}
