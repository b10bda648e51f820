/// Parses the text after `sourcery:` into key/value pairs (rules: spec/annotations.md, "Payload").
enum AnnotationPayload {
    /// The annotations written in one payload, wrapped in its namespaces.
    static func parse(_ payload: String) -> Annotations {
        var items = splitItems(payload)
        guard !items.isEmpty else { return [:] }
        let (namespaces, firstItem) = splitNamespaces(items[0])
        items[0] = firstItem
        var result: Annotations = [:]
        for item in items {
            let (key, value) = splitKeyValue(item)
            guard !key.isEmpty else { continue }
            append(value, for: key, into: &result)
        }
        for namespace in namespaces.reversed() {
            result = [namespace: .object(result)]
        }
        return result
    }

    /// Adds `value` under `key`: a new key is set, a repeated different value makes an array of
    /// distinct values, and two objects merge key by key.
    static func append(_ value: JSONValue, for key: String, into annotations: inout Annotations) {
        guard let existing = annotations[key] else {
            annotations[key] = value
            return
        }
        switch (existing, value) {
        case (.array(var values), _):
            if !values.contains(value) { values.append(value) }
            annotations[key] = .array(values)
        case (.object(var members), .object(let other)):
            merge(other, into: &members)
            annotations[key] = .object(members)
        default:
            if existing != value { annotations[key] = .array([existing, value]) }
        }
    }

    /// Appends every pair of `other` into `annotations`, in key order.
    static func merge(_ other: Annotations, into annotations: inout Annotations) {
        for key in other.keys.sorted() {
            if let value = other[key] { append(value, for: key, into: &annotations) }
        }
    }

    private static func splitItems(_ payload: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var inQuotes = false
        for character in payload {
            switch character {
            case "\"": inQuotes.toggle()
            case "(", "[", "{", "<": if !inQuotes { depth += 1 }
            case ")", "]", "}", ">": if !inQuotes { depth = max(0, depth - 1) }
            case "," where !inQuotes && depth == 0:
                items.append(trimmed(current))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        items.append(trimmed(current))
        return items
    }

    private static func splitNamespaces(_ item: String) -> ([String], String) {
        var parts: [String] = []
        var current = ""
        var sawQuote = false
        for character in item {
            if character == "\"" || character == "'" { sawQuote = true }
            if character == ":" && !sawQuote {
                parts.append(trimmed(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        return (parts, trimmed(current))
    }

    private static func splitKeyValue(_ item: String) -> (String, JSONValue) {
        var inQuotes = false
        for index in item.indices {
            let character = item[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "=" && !inQuotes {
                let key = trimmed(String(item[..<index]))
                let value = trimmed(String(item[item.index(after: index)...]))
                return (key, interpret(value))
            }
        }
        return (trimmed(item), .bool(true))
    }

    private static func interpret(_ value: String) -> JSONValue {
        if value.isEmpty { return .bool(true) }
        if isDecimal(value), let number = Double(value) { return .number(number) }
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            return .string(trimmed(String(value.dropFirst().dropLast())))
        }
        return .string(value)
    }

    private static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }

    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
