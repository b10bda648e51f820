/// Sourcery qualifies a member's type while parsing: a type written exactly as the name of a type
/// nested in the enclosing declaration *so far* becomes that type's full name (`Kind` →
/// `Message.Kind`), except in protocols. A nested type declared after the member, or `Kind?`, is
/// left to resolution (its `actualTypeName` is qualified instead).
extension Parser {
    /// The written type text, or the full name of the nested type it names (`inout` kept in front).
    func qualifiedNestedName(_ text: String) -> String {
        guard let context = contexts.last, !context.isProtocol else { return text }
        let nested = output.nesting[context.id.index].contained
        guard !nested.isEmpty else { return text }
        let isInout = text.utf8.first == UInt8(ascii: "i") && text.hasPrefix("inout ")
        let name = isInout ? String(text.dropFirst(6)) : text
        let length = name.utf8.count
        for id in nested {
            let type = output.types[id.index]
            if type.localName.utf8.count == length && type.localName == name { return isInout ? "inout " + type.name : type.name }
        }
        return text
    }
}
