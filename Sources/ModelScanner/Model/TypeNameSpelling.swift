/// How Sourcery 2.3.0 spells a type written with parentheses or out of normal form (across lines,
/// `[String : Int]`). Its swift-syntax front end (`TypeName+SwiftSyntax.swift`) keeps the text of
/// arrays, dictionaries, tuples, generic arguments, `some`/`any` types and metatypes as written, line
/// breaks included; rebuilds function types, compositions and member types' generic arguments from
/// their parts; and names `(T)` by `T`, so `(any P)?` is `any P?` (AutoMockable relies on it). Spelled
/// on first read of a name, never while scanning.
enum TypeNameSpelling {
    /// Sourcery's `name` (without leading attributes) and `unwrappedTypeName` of the type written as
    /// `text`; nil when a comment is inside (Sourcery would keep it in the name, which is not Swift).
    static func spelled(_ text: String) -> (name: String, unwrapped: String)? {
        let bytes = ArraySlice(text.utf8)
        guard !containsComment(bytes) else { return nil }
        let spelling = spell(bytes, depth: 0)
        return (spelling.name, spelling.unwrapped)
    }

    /// Whether a type written in normal form with parentheses may be spelled otherwise: it has
    /// parentheses around a single type (`(any P)?`, `((A) -> B)?`), not just parameter lists and
    /// tuples, or attributes after its start (sorted inside a function type), or is `Optional<…>`.
    /// One pass over the bytes, with a bit per open bracket (deeper nesting answers yes).
    static func mayDifferFromNormalForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.first == UInt8(ascii: "O"), bytes.starts(with: "Optional<".utf8) { return true }
        var depth = 0
        var isParenthesis: UInt64 = 0
        var hasComma: UInt64 = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                guard depth < 64 else { return true }
                let bit: UInt64 = 1 << UInt64(depth)
                if byte == UInt8(ascii: "(") { isParenthesis |= bit } else { isParenthesis &= ~bit }
                hasComma &= ~bit
                depth += 1
                if byte == UInt8(ascii: "("), startsDroppedSpecifier(bytes, after: index) { return true }
            case UInt8(ascii: ">") where index > 0 && bytes[index - 1] == UInt8(ascii: "-"):
                if startsDroppedSpecifier(bytes, after: index) { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                guard depth > 0 else { break }
                depth -= 1
                let bit: UInt64 = 1 << UInt64(depth)
                if byte == UInt8(ascii: ")"), isParenthesis & bit != 0, hasComma & bit == 0,
                   bytes[index - 1] != UInt8(ascii: "("), !startsEffectsOrArrow(bytes, after: index) {
                    return true
                }
            case UInt8(ascii: ","):
                if depth > 0 { hasComma |= 1 << UInt64(depth - 1) }
                if depth > 0, isParenthesis & (1 << UInt64(depth - 1)) != 0, startsDroppedSpecifier(bytes, after: index) {
                    return true
                }
            case UInt8(ascii: "@") where index > 0:
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Whether a specifier (`inout`, `sending`, …), which Sourcery's function types spell their own
    /// way, follows the byte at `index` (a parameter list's `(` or `,`, an arrow's `>`). A parameter
    /// label before it is not looked at: labelled parameters are rare there.
    private static func startsDroppedSpecifier(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        var next = index + 1
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        guard next < bytes.count else { return false }
        switch bytes[next] {  // the first bytes of the specifiers: most names stop here
        case UInt8(ascii: "s"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "_"), UInt8(ascii: "i"): break
        default: return false
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[next...])
        return TypeNameShape.specifierWords.contains { word in
            let count = word.utf8.count
            return rest.count > count && rest.starts(with: word.utf8) && Bytes.isBlank(rest[count])
        }
    }

    /// A function type's parameter or result type as Sourcery's `ClosureParameter` and `TypeName`
    /// write it: specifiers left out but `inout`, and after any specifier an optional's mark doubled
    /// (the specified type's unwrapped name is the optional's name): `inout V?` is `inout V??`.
    private static func specifiedAsSource(_ written: ArraySlice<UInt8>, depth: Int) -> String {
        var bytes = Bytes.trimmed(written)
        var isSpecified = false
        var isInout = false
        while let word = TypeNameShape.specifierWords.first(where: { startsWithWord(bytes, $0) }) {
            isSpecified = true
            isInout = isInout || word == "inout"
            bytes = Bytes.trimmed(bytes.dropFirst(word.utf8.count))
        }
        let spelling = spell(bytes, depth: depth + 1)
        var text = spelling.asSource
        if isSpecified, spelling.unwrapped != spelling.name, let mark = text.last, mark == "?" || mark == "!" {
            text.append(mark)
        }
        return isInout ? "inout " + text : text
    }

    /// After a `)` at `index`: ` ->`, ` async`, ` throws`, ` rethrows` (a parameter list ends there).
    private static func startsEffectsOrArrow(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        var next = index + 1
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        guard next < bytes.count else { return false }
        let rest = UnsafeBufferPointer(rebasing: bytes[next...])
        return ["->", "async", "throws", "rethrows"].contains { rest.starts(with: $0.utf8) }
    }

    /// Types nested deeper are kept as written, so the recursion stays shallow on any input.
    private static let maximumDepth = 32

    /// One type's spelling.
    private struct Spelling {
        var name: String
        /// Without a `?`/`!` suffix or `Optional<…>`.
        var unwrapped: String
        /// Its attributes (sorted) and name: what Sourcery puts inside an enclosing type.
        var asSource: String
        /// A function type or composition, which keeps parentheses before `?`.
        var isClosureOrComposition = false

        init(_ name: String, unwrapped: String? = nil, attributes: [String] = [], isClosureOrComposition: Bool = false) {
            self.name = name
            self.unwrapped = unwrapped ?? name
            self.asSource = attributes.isEmpty ? name : (attributes.sorted() + [name]).joined(separator: " ")
            self.isClosureOrComposition = isClosureOrComposition
        }
    }

    /// The spelling of a type; its name leaves leading attributes out.
    private static func spell(_ written: ArraySlice<UInt8>, depth: Int) -> Spelling {
        let (attributes, bytes) = attributesAndType(written)
        var asWritten: String { Bytes.string(bytes) }
        guard depth < maximumDepth else { return Spelling(asWritten, attributes: attributes) }
        let name = { (inner: ArraySlice<UInt8>) in spell(inner, depth: depth + 1).name }
        if let first = bytes.first, Lexer.isIdentifierStart(first) {
            if let specifier = TypeNameShape.specifierWords.first(where: { startsWithWord(bytes, $0) }) {
                return Spelling(specifier + " " + name(bytes.dropFirst(specifier.utf8.count)), attributes: attributes)
            }
            if writtenKeywords.contains(where: { startsWithWord(bytes, $0) }) { return Spelling(asWritten, attributes: attributes) }
        }
        if Bytes.hasSuffix(bytes, "...") { return Spelling(name(bytes.dropLast(3)) + "...", attributes: attributes) }
        let outline = Bytes.outline(bytes)
        if let arrow = outline.arrow {
            return Spelling(functionName(bytes, arrow: arrow, depth: depth) ?? asWritten, attributes: attributes,
                            isClosureOrComposition: true)
        }
        if outline.ampersand {
            return Spelling(splitTopLevel(bytes, separator: UInt8(ascii: "&")).map(name).joined(separator: " & "),
                            attributes: attributes, isClosureOrComposition: true)
        }
        if let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            let wrapped = spell(bytes.dropLast(), depth: depth + 1)
            let unwrapped = wrapped.isClosureOrComposition ? "(" + wrapped.asSource + ")" : wrapped.name
            return Spelling(unwrapped + String(UnicodeScalar(last)), unwrapped: unwrapped, attributes: attributes)
        }
        if bytes.first == UInt8(ascii: "("), Bytes.matchingClose(bytes, from: bytes.startIndex) == bytes.endIndex - 1 {
            let elements = splitTopLevel(bytes.dropFirst().dropLast(), separator: UInt8(ascii: ","))
            if elements.isEmpty { return Spelling("()", attributes: attributes) }
            if elements.count == 1, Bytes.topLevelColon(elements[0]) == nil {
                var inner = spell(elements[0], depth: depth + 1)
                if !attributes.isEmpty { inner.asSource = (attributes.sorted() + [inner.asSource]).joined(separator: " ") }
                return inner
            }
            return Spelling(asWritten, attributes: attributes)
        }
        if bytes.first == UInt8(ascii: "[") { return Spelling(asWritten, attributes: attributes) }
        let (base, arguments) = genericParts(bytes)
        if base.elementsEqual("Optional".utf8), let arguments, arguments.count == 1 {
            return Spelling(asWritten, unwrapped: name(arguments[0]), attributes: attributes)
        }
        return Spelling(memberName(bytes, depth: depth), attributes: attributes)
    }

    /// Types Sourcery keeps as written.
    private static let writtenKeywords = ["some", "any", "each", "repeat"]

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
            guard let colon = Bytes.topLevelColon(piece) else { return specifiedAsSource(piece, depth: depth) }
            return TextSplitting.normalizedWhitespace(Bytes.string(piece[..<colon])) + ": "
                + specifiedAsSource(piece[(colon + 1)...], depth: depth)
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
        return "(" + parameters.joined(separator: ", ") + ")" + effects + " -> "
            + specifiedAsSource(bytes[(arrow + 2)...], depth: depth)
    }

    /// Sourcery's `asSource` of a type inside another: its attributes (sorted), then its name.
    private static func asSource(_ written: ArraySlice<UInt8>, depth: Int) -> String {
        spell(written, depth: depth + 1).asSource
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
