/// Parses the text after `sourcery:` into annotations (spec: annotations.md, "Payload"); `modelgen
/// --args` values use the same grammar.
public enum AnnotationPayload {
    /// Deeper namespaces are folded into the last key (keeps values shallow enough to print).
    static let maximumNamespaceDepth = 32

    /// `a:b: k = v, flag` → `{"a": {"b": {"k": "v", "flag": true}}}`; `value` types each value's
    /// text (trimmed, empty for `k =`).
    public static func parse(_ payload: String, value: (String) -> AnnotationValue = value) -> Annotations {
        var items = split(payload)
        guard !items.isEmpty else { return [:] }
        var namespaces: [String] = []
        (namespaces, items[0]) = splitNamespaces(items[0])
        var result: Annotations = [:]
        for item in items {
            guard let (key, raw) = parseItem(item) else { continue }
            result.append(value(raw), forKey: key)
        }
        return nested(result, in: namespaces)
    }

    /// `annotations` inside `namespaces` (`["a", "b"]` gives `{"a": {"b": annotations}}`).
    static func nested(_ annotations: Annotations, in namespaces: [String]) -> Annotations {
        var result = annotations
        for namespace in namespaces.prefix(maximumNamespaceDepth).reversed() {
            result = [namespace: .object(result)]
        }
        return result
    }

    /// Splits on commas outside `"…"`, `()`, `[]`, `{}` and `<>`; trims the items.
    ///
    /// Over UTF-8 bytes, which for these ASCII delimiters is the same as over Unicode scalars;
    /// appending scalar by scalar cost ~5,000 instructions an annotation comment.
    static func split(_ text: String) -> [String] {
        var items: [String] = []
        var itemStart = text.utf8.startIndex
        for comma in itemSeparators(text.utf8) {
            items.append(TextSplitting.trimmed(text[itemStart..<comma]))
            itemStart = text.utf8.index(after: comma)
        }
        items.append(TextSplitting.trimmed(text[itemStart...]))
        return items.filter { !$0.isEmpty }
    }

    /// The commas of `bytes` that separate items (see `split(_:)`).
    static func itemSeparators<UTF8Text: Collection<UInt8>>(_ bytes: UTF8Text) -> [UTF8Text.Index] {
        var separators: [UTF8Text.Index] = []
        var depth = 0
        var inQuotes = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\""): inQuotes.toggle()
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): if !inQuotes { depth += 1 }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): if !inQuotes { depth = max(0, depth - 1) }
            case UInt8(ascii: ",") where !inQuotes && depth == 0: separators.append(index)
            default: break
            }
            index = bytes.index(after: index)
        }
        return separators
    }

    /// `a:b: k = v` → (["a", "b"], "k = v"); colons after a quote or `=` do not split.
    private static func splitNamespaces(_ item: String) -> ([String], String) {
        var namespaces: [String] = []
        var rest = Substring(item)
        while let colon = rest.firstIndex(of: ":") {
            let head = rest[..<colon]
            if head.contains("\"") || head.contains("'") || head.contains("=") { break }
            namespaces.append(TextSplitting.trimmed(head))
            rest = rest[rest.index(after: colon)...]
        }
        return (namespaces.filter { !$0.isEmpty }, TextSplitting.trimmed(rest))
    }

    /// `key` → (key, ""); `key = 5` → (key, "5"); `key = "x"` → (key, "\"x\"").
    private static func parseItem(_ item: String) -> (key: String, value: String)? {
        var inQuotes = false
        var equals: String.Index?
        var index = item.startIndex
        while index < item.endIndex {
            let character = item[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "=", !inQuotes {
                equals = index
                break
            }
            index = item.index(after: index)
        }
        guard let equals else {
            let key = TextSplitting.trimmed(item)
            return key.isEmpty ? nil : (key, "")
        }
        let key = TextSplitting.trimmed(item[..<equals])
        guard !key.isEmpty else { return nil }
        return (key, TextSplitting.trimmed(item[item.index(after: equals)...]))
    }

    /// A value as annotations type it: nothing is `true`, a decimal number a number, one pair of
    /// surrounding quotes is removed, anything else a string.
    public static func value(_ raw: String) -> AnnotationValue {
        if raw.isEmpty { return .bool(true) }
        if isDecimalNumber(raw), let number = Double(raw) { return .number(number) }
        if raw.count >= 2, let first = raw.first, first == "\"" || first == "'", raw.last == first {
            return .string(unquoted(raw))
        }
        return .string(raw)
    }

    /// `text` without its surrounding quotes, trimmed.
    public static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return TextSplitting.trimmed(text.dropFirst().dropLast())
    }

    /// `5`, `-3`, `1.5` (no exponents, hex or signs other than a leading `-`).
    private static func isDecimalNumber(_ text: String) -> Bool {
        var digits = 0
        var dots = 0
        for (offset, character) in text.enumerated() {
            if character == "-", offset == 0 { continue }
            if character == "." {
                dots += 1
                continue
            }
            guard character.isASCII, character.isNumber else { return false }
            digits += 1
        }
        return digits > 0 && dots <= 1 && !text.hasSuffix(".") && !text.hasPrefix(".") && !text.hasPrefix("-.")
    }
}
