/// `AnnotationPayload`'s grammar over ASCII payloads, byte by byte (see `ASCIIAnnotationText`);
/// each function reads as its counterpart over Characters does.
extension AnnotationPayload {
    /// `parse(_:)` of an ASCII payload.
    static func parse(_ payload: ASCIIAnnotationText) -> Annotations {
        var items = split(payload)
        guard !items.isEmpty else { return [:] }
        let namespaces: [ASCIIAnnotationText]
        (namespaces, items[0]) = splitNamespaces(items[0])
        var result: Annotations = [:]
        for item in items {
            guard let (key, raw) = parseItem(item) else { continue }
            result.append(value(raw), forKey: key.string)
        }
        return namespaces.isEmpty ? result : nested(result, in: namespaces.map(\.string))
    }

    private static func split(_ payload: ASCIIAnnotationText) -> [ASCIIAnnotationText] {
        var items: [ASCIIAnnotationText] = []
        var itemStart = payload.startIndex
        for comma in itemSeparators(payload) {
            items.append(payload[itemStart..<comma].trimmed())
            itemStart = comma + 1
        }
        items.append(payload[itemStart...].trimmed())
        return items.filter { !$0.isEmpty }
    }

    private static func splitNamespaces(_ item: ASCIIAnnotationText) -> ([ASCIIAnnotationText], ASCIIAnnotationText) {
        var namespaces: [ASCIIAnnotationText] = []
        var rest = item
        while let colon = rest.firstIndex(of: UInt8(ascii: ":")) {
            let head = rest[..<colon]
            if head.contains(UInt8(ascii: "\"")) || head.contains(UInt8(ascii: "'")) || head.contains(UInt8(ascii: "=")) { break }
            namespaces.append(head.trimmed())
            rest = rest[(colon + 1)...]
        }
        return (namespaces.filter { !$0.isEmpty }, rest.trimmed())
    }

    private static func parseItem(_ item: ASCIIAnnotationText) -> (key: ASCIIAnnotationText, value: ASCIIAnnotationText)? {
        var inQuotes = false
        var index = item.startIndex
        while index < item.endIndex {
            let byte = item[index]
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if byte == UInt8(ascii: "="), !inQuotes { break }
            index += 1
        }
        guard index < item.endIndex else {
            let key = item.trimmed()
            return key.isEmpty ? nil : (key, item[item.endIndex...])
        }
        let key = item[..<index].trimmed()
        guard !key.isEmpty else { return nil }
        return (key, item[(index + 1)...].trimmed())
    }

    private static func value(_ raw: ASCIIAnnotationText) -> AnnotationValue {
        if raw.isEmpty { return .bool(true) }
        if isDecimalNumber(raw), let number = Double(raw.string) { return .number(number) }
        if raw.count >= 2, let first = raw.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), raw.last == first {
            return .string(raw.dropFirst().dropLast().trimmed().string)
        }
        return .string(raw.string)
    }

    private static func isDecimalNumber(_ text: ASCIIAnnotationText) -> Bool {
        var digits = 0
        var dots = 0
        for index in text.indices {
            let byte = text[index]
            if byte == UInt8(ascii: "-"), index == text.startIndex { continue }
            if byte == UInt8(ascii: ".") {
                dots += 1
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            digits += 1
        }
        return digits > 0 && dots <= 1 && text.last != UInt8(ascii: ".") && text.first != UInt8(ascii: ".") && !text.hasPrefix("-.")
    }
}
