/// How Sourcery 2.3.0 spells a type whose source text is not in normal form (written across lines,
/// `[String : Int]`). Its swift-syntax front end (`TypeName+SwiftSyntax.swift`) keeps the text of
/// arrays, dictionaries, tuples, generic arguments, `some`/`any` types and metatypes as written, line
/// breaks included, and rebuilds function types, compositions and member types' generic arguments
/// from their parts. Only text that normalization would change comes here, so this is off the hot path.
enum TypeNameSpelling {
    /// Sourcery's `name` (without leading attributes) and `unwrappedTypeName` of the type written as
    /// `text`; nil when a comment is inside (Sourcery would keep it in the name, which is not Swift).
    static func spelled(_ text: String) -> (name: String, unwrapped: String)? {
        let bytes = ArraySlice(text.utf8)
        guard !containsComment(bytes) else { return nil }
        return spell(bytes, depth: 0)
    }

    /// Types nested deeper are kept as written, so the recursion stays shallow on any input.
    private static let maximumDepth = 32

    /// The name and unwrapped name of a type, leading attributes left out.
    private static func spell(_ written: ArraySlice<UInt8>, depth: Int) -> (name: String, unwrapped: String) {
        let bytes = attributesAndType(written).type
        var asWritten: String { Bytes.string(bytes) }
        guard depth < maximumDepth else { return same(asWritten) }
        let name = { (inner: ArraySlice<UInt8>) in spell(inner, depth: depth + 1).name }
        if let first = bytes.first, Lexer.isIdentifierStart(first) {
            if let specifier = TypeNameShape.specifierWords.first(where: { startsWithWord(bytes, $0) }) {
                return same(specifier + " " + name(bytes.dropFirst(specifier.utf8.count)))
            }
            if writtenKeywords.contains(where: { startsWithWord(bytes, $0) }) { return same(asWritten) }
        }
        if Bytes.hasSuffix(bytes, "...") { return same(name(bytes.dropLast(3)) + "...") }
        let outline = Bytes.outline(bytes)
        if let arrow = outline.arrow { return same(functionName(bytes, arrow: arrow, depth: depth) ?? asWritten) }
        if outline.ampersand {
            return same(splitTopLevel(bytes, separator: UInt8(ascii: "&")).map(name).joined(separator: " & "))
        }
        if let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            let wrapped = name(bytes.dropLast())
            return (wrapped + String(UnicodeScalar(last)), wrapped)
        }
        if bytes.first == UInt8(ascii: "("), Bytes.matchingClose(bytes, from: bytes.startIndex) == bytes.endIndex - 1 {
            let elements = splitTopLevel(bytes.dropFirst().dropLast(), separator: UInt8(ascii: ","))
            if elements.isEmpty { return same("()") }
            // ModelGen keeps the parentheses of `(T)`, which Sourcery drops where they matter.
            if elements.count == 1, Bytes.topLevelColon(elements[0]) == nil {
                return same("(" + asSource(elements[0], depth: depth) + ")")
            }
            return same(asWritten)
        }
        if bytes.first == UInt8(ascii: "[") { return same(asWritten) }
        let (base, arguments) = genericParts(bytes)
        if base.elementsEqual("Optional".utf8), let arguments, arguments.count == 1 { return (asWritten, name(arguments[0])) }
        return same(memberName(bytes, depth: depth))
    }

    /// Types Sourcery keeps as written.
    private static let writtenKeywords = ["some", "any", "each", "repeat"]

    private static func same(_ name: String) -> (name: String, unwrapped: String) {
        (name, name)
    }

    /// `Base<A, B>.Member<C>`: the first component as written (a spelled-out `Array`, `Dictionary` or
    /// `Set` rebuilt), each later one rebuilt from its name and arguments; a metatype as written.
    private static func memberName(_ bytes: ArraySlice<UInt8>, depth: Int) -> String {
        let components = splitTopLevel(bytes, separator: UInt8(ascii: "."))
        guard let first = components.first, let last = components.last,
              components.count == 1 || !(last.elementsEqual("Type".utf8) || last.elementsEqual("Protocol".utf8))
        else { return Bytes.string(bytes) }
        let clause = { (arguments: [ArraySlice<UInt8>]) in
            "<" + arguments.map { asSource($0, depth: depth) }.joined(separator: ", ") + ">"
        }
        var result: String
        let (base, arguments) = genericParts(first)
        switch (Bytes.string(base), arguments?.count) {
        case ("Array", 1?), ("Set", 1?), ("Dictionary", 2?):
            result = Bytes.string(base) + clause(arguments ?? [])
        default:
            result = Bytes.string(first)
        }
        for component in components.dropFirst() {
            let (base, arguments) = genericParts(component)
            result += "." + Bytes.string(base) + (arguments.map(clause) ?? "")
        }
        return result
    }

    /// `Name<A, B>` → (`Name`, [`A`, `B`]); (bytes, nil) without a closing generic clause.
    private static func genericParts(_ bytes: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, [ArraySlice<UInt8>]?) {
        guard bytes.last == UInt8(ascii: ">"), let open = bytes.firstIndex(of: UInt8(ascii: "<")),
              Bytes.matchingClose(bytes, from: open) == bytes.endIndex - 1 else { return (bytes, nil) }
        return (Bytes.trimmed(bytes[..<open]),
                splitTopLevel(bytes[(open + 1)..<(bytes.endIndex - 1)], separator: UInt8(ascii: ",")))
    }

    /// `(A, label: B) async throws(E) -> R` rebuilt as Sourcery's `ClosureType.asSource`; nil when
    /// the text is not of that form.
    private static func functionName(_ bytes: ArraySlice<UInt8>, arrow: Int, depth: Int) -> String? {
        let head = Bytes.trimmed(bytes[..<arrow])
        guard head.first == UInt8(ascii: "("), let close = Bytes.matchingClose(head, from: head.startIndex) else { return nil }
        let parameters = splitTopLevel(head[(head.startIndex + 1)..<close], separator: UInt8(ascii: ",")).map { piece in
            guard let colon = Bytes.topLevelColon(piece) else { return asSource(piece, depth: depth) }
            return TextSplitting.normalizedWhitespace(Bytes.string(piece[..<colon])) + ": "
                + asSource(piece[(colon + 1)...], depth: depth)
        }
        var effects = ""
        var rest = Bytes.trimmed(head[(close + 1)...])
        while !rest.isEmpty {
            let wordEnd = rest.firstIndex { !Lexer.isIdentifierContinue($0) } ?? rest.endIndex
            guard wordEnd > rest.startIndex else { return nil }
            effects += " " + Bytes.string(rest[..<wordEnd])
            rest = rest[wordEnd...]
            if rest.first == UInt8(ascii: "("), let end = Bytes.matchingClose(rest, from: rest.startIndex) {
                effects += "(" + asSource(rest[(rest.startIndex + 1)..<end], depth: depth) + ")"
                rest = rest[(end + 1)...]
            }
            rest = Bytes.trimmed(rest)
        }
        return "(" + parameters.joined(separator: ", ") + ")" + effects + " -> " + asSource(bytes[(arrow + 2)...], depth: depth)
    }

    /// Sourcery's `asSource` of a type inside another: its attributes (sorted), then its name.
    private static func asSource(_ written: ArraySlice<UInt8>, depth: Int) -> String {
        let (attributes, type) = attributesAndType(written)
        return (attributes.sorted() + [spell(type, depth: depth + 1).name]).joined(separator: " ")
    }

    /// The leading `@attributes` (their text with blanks normalized) and the type after them, trimmed.
    private static func attributesAndType(_ written: ArraySlice<UInt8>) -> (attributes: [String], type: ArraySlice<UInt8>) {
        var bytes = Bytes.trimmed(written)
        var attributes: [String] = []
        while bytes.first == UInt8(ascii: "@") {
            var end = bytes.startIndex + 1
            while end < bytes.endIndex, Lexer.isIdentifierContinue(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            if end < bytes.endIndex, bytes[end] == UInt8(ascii: "("),
               !Attribute.takesNoArguments(Bytes.string(bytes[(bytes.startIndex + 1)..<end])),
               let close = Bytes.matchingClose(bytes, from: end) {
                end = close + 1
            }
            attributes.append(TextSplitting.normalizedWhitespace(Bytes.string(bytes[..<end])))
            bytes = Bytes.trimmed(bytes[end...])
        }
        return (attributes, bytes)
    }

    private static func startsWithWord(_ bytes: ArraySlice<UInt8>, _ word: String) -> Bool {
        let count = word.utf8.count
        return bytes.count > count && bytes.starts(with: word.utf8) && Bytes.isBlank(bytes[bytes.startIndex + count])
    }

    private static func containsComment(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while let slash = bytes[index...].firstIndex(of: UInt8(ascii: "/")), slash + 1 < bytes.endIndex {
            if bytes[slash + 1] == UInt8(ascii: "/") || bytes[slash + 1] == UInt8(ascii: "*") { return true }
            index = slash + 1
        }
        return false
    }

    /// The pieces between top-level separators, trimmed, empty ones left out.
    private static func splitTopLevel(_ bytes: ArraySlice<UInt8>, separator: UInt8) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var depth = 0
        var start = bytes.startIndex
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: ">") where index == bytes.startIndex || bytes[index - 1] != UInt8(ascii: "-"):
                depth = max(0, depth - 1)
            case separator where depth == 0:
                pieces.append(Bytes.trimmed(bytes[start..<index]))
                start = index + 1
            default:
                break
            }
        }
        pieces.append(Bytes.trimmed(bytes[start...]))
        return pieces.filter { !$0.isEmpty }
    }
}
