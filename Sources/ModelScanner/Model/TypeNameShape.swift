/// The structure of a type name: optional wrapping and collection/closure/tuple/generic form.
/// Works on UTF-8 bytes; computed lazily, once per `TypeName`.
struct TypeNameShape {
    enum Optionality { case none, optional, implicitlyUnwrapped }

    private(set) var optional = Optionality.none
    private(set) var unwrapped: String
    private(set) var specifiers: [String] = []
    private(set) var isComposition = false
    /// The collection, closure, tuple and generic forms; nil for a name without any (most names).
    private var forms: Forms?
    var array: ArrayType? { forms?.array }
    var dictionary: DictionaryType? { forms?.dictionary }
    var set: SetType? { forms?.set }
    var closure: ClosureType? { forms?.closure }
    var tuple: TupleType? { forms?.tuple }
    var generic: GenericType? { forms?.generic }
    /// Whether the name has a collection, closure, tuple or generic form.
    var hasForms: Bool { forms != nil }

    /// The forms in one reference: each read of `TypeName.shape` copies the shape, and with six
    /// optional references copies and their destruction were a tenth of preparing the 1,000-model
    /// corpus (release).
    private final class Forms {
        let array: ArrayType?
        let dictionary: DictionaryType?
        let set: SetType?
        let closure: ClosureType?
        let tuple: TupleType?
        let generic: GenericType?

        init(array: ArrayType? = nil, dictionary: DictionaryType? = nil, set: SetType? = nil, closure: ClosureType? = nil,
             tuple: TupleType? = nil, generic: GenericType? = nil) {
            self.array = array
            self.dictionary = dictionary
            self.set = set
            self.closure = closure
            self.tuple = tuple
            self.generic = generic
        }
    }

    /// Every type name directly inside this one.
    var children: [TypeName] {
        var names: [TypeName] = []
        if let array { names.append(array.elementTypeName) }
        if let dictionary { names += [dictionary.keyTypeName, dictionary.valueTypeName] }
        if let set { names.append(set.elementTypeName) }
        if let tuple { names += tuple.elements.map(\.typeName) }
        if let closure { names += closure.parameters.map(\.typeName) + [closure.returnTypeName] }
        if let generic, array == nil, dictionary == nil, set == nil { names += generic.typeParameters.map(\.typeName) }
        return names
    }

    static let specifierWords = ["inout", "consuming", "borrowing", "sending", "__owned", "__shared", "isolated"]
    /// Single-element parentheses unwrapped at most this many times (deeper input stays opaque).
    private static let maximumParenthesesUnwrapping = 64

    /// A name without form, whatever its text: Sourcery's `TypeName(_:)` as its guess from an
    /// initializer makes it (`URL(string: s)!` gives `URL!`, not optional; `[(Date, Int64)]()` gives
    /// `[(Date, Int64)]`, not an array).
    init(formless name: String) {
        unwrapped = name
    }

    /// A generic and nothing else, whatever its base: Sourcery's guess from a generic call
    /// (`Set<Int>()` is a generic `Set<Int>`, not a set; `Array<T>()` no array).
    init(genericOnly name: String) {
        self.init(name: name)
        forms = forms.map { Forms(closure: $0.closure, tuple: $0.tuple, generic: $0.generic) }
    }

    init(name: String) {
        // Most names are an identifier or a dotted path (`String`, `Foundation.Date`), perhaps
        // optional, which have no other form: the general parse below costs ~25,000–70,000
        // instructions a name in a debug build.
        if let plain = Self.plainPath(name) {
            unwrapped = plain.path
            optional = plain.optional
            return
        }
        var bytes = ArraySlice(name.utf8)
        while bytes.first.map(Self.canStartSpecifier) == true,
              let word = Self.specifierWords.first(where: { Bytes.hasPrefix(bytes, $0 + " ") }) {
            specifiers.append(word)
            bytes = bytes.dropFirst(word.utf8.count + 1)
        }
        if Bytes.hasSuffix(bytes, "...") { bytes = bytes.dropLast(3) }
        let outline = Bytes.outline(bytes)
        if outline.arrow == nil, let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            optional = last == UInt8(ascii: "?") ? .optional : .implicitlyUnwrapped
            bytes = Bytes.trimmed(bytes.dropLast())
        } else if outline.arrow == nil, Bytes.hasPrefix(bytes, "Optional<"), bytes.last == UInt8(ascii: ">"),
                  Bytes.matchingClose(bytes, from: bytes.startIndex + 8) == bytes.endIndex - 1 {
            optional = .optional
            // Sourcery gives `Optional<T>` no form of its own, not even `T`'s (no generic, array, …).
            unwrapped = Bytes.string(Bytes.trimmed(bytes.dropFirst(9).dropLast()))
            return
        }
        unwrapped = Bytes.string(bytes)
        forms = classify(bytes)
    }

    /// `name` without a last `?` or `!` and which of them it had, when the rest is ASCII
    /// identifier characters and dots, not ending with a dot (`T...` is variadic); else nil.
    private static func plainPath(_ name: String) -> (path: String, optional: Optionality)? {
        // Over the contiguous bytes: iterating `Substring.UTF8View` cost ~850 instructions a name
        // in a release build, ~280 this way.
        var text = name
        guard let end = text.withUTF8(plainPathEnd) else { return nil }
        let suffixLength = name.utf8.count - end
        guard suffixLength > 0 else { return (name, .none) }
        let optional: Optionality = name.utf8.last == UInt8(ascii: "?") ? .optional : .implicitlyUnwrapped
        return (String(name.utf8.dropLast(suffixLength))!, optional)
    }

    /// Where the path ends (before a last `?` or `!`), or nil when it is no plain path.
    private static func plainPathEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        if let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { end -= 1 }
        guard end > 0, bytes[end - 1] != UInt8(ascii: ".") else { return nil }
        // An index loop: iterating a slice of the buffer is generic code in a debug build (~26,000
        // instructions a name).
        var index = 0
        while index < end {
            let byte = bytes[index]
            guard byte < 0x80, Lexer.isIdentifierContinue(byte) || byte == UInt8(ascii: ".") else { return nil }
            index += 1
        }
        return end
    }

    /// Only a lowercase letter or `_` can start one of `specifierWords`.
    private static func canStartSpecifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// The type inside parentheses around a single type (`((A))` is `A`); a function type keeps its
    /// parameter list.
    private static func withoutParentheses(_ written: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = written
        var unwrappings = 0
        while bytes.first == UInt8(ascii: "("), unwrappings < maximumParenthesesUnwrapping,
              Bytes.matchingClose(bytes, from: bytes.startIndex) == bytes.endIndex - 1 {
            let inner = bytes.dropFirst().dropLast()
            guard Bytes.splitTopLevel(inner).count == 1, Bytes.outline(bytes).arrow == nil else { break }
            bytes = Bytes.trimmed(inner)
            unwrappings += 1
        }
        return bytes
    }

    /// The attributes of a type in parentheses, which Sourcery gives the whole name:
    /// `(@convention(c) (X) -> Void)` is `@convention(c) (X) -> Void`; an optional of it has none.
    static func attributesInParentheses(_ text: String) -> [Attribute] {
        let bytes = ArraySlice(text.utf8)
        guard bytes.first == UInt8(ascii: "(") else { return [] }
        let inner = withoutParentheses(bytes)
        guard inner.first == UInt8(ascii: "@") else { return [] }
        return splitLeadingAttributes(Bytes.string(inner)).0
    }

    /// The name's forms (and whether it is a composition).
    private mutating func classify(_ written: ArraySlice<UInt8>) -> Forms? {
        var bytes = Self.withoutParentheses(written)
        // Sourcery names an opaque or existential type by its text alone: `some P<T>` is no generic,
        // `any A & B` no composition.
        if Bytes.hasPrefix(bytes, "some ") || Bytes.hasPrefix(bytes, "any ") { return nil }
        // Attributes inside parentheses (`(@Sendable (Channel) -> Void)?`) are the function type's,
        // not part of its form: Sourcery's closure is `(Channel) -> Void`, with its parameters.
        if bytes.first == UInt8(ascii: "@") {
            bytes = ArraySlice(Self.splitLeadingAttributes(Bytes.string(bytes)).1.utf8)
        }
        let text = Bytes.string(bytes)
        let outline = Bytes.outline(bytes)
        if let arrow = outline.arrow {
            return Forms(closure: Self.closure(bytes, text: text, arrow: arrow))
        } else if bytes.first == UInt8(ascii: "["), Bytes.matchingClose(bytes, from: bytes.startIndex) == bytes.endIndex - 1 {
            let inner = Bytes.trimmed(bytes.dropFirst().dropLast())
            if let colon = Bytes.topLevelColon(inner) {
                let dictionary = DictionaryType(name: text, keyTypeName: TypeName(Bytes.string(inner[..<colon])),
                                                valueTypeName: TypeName(Bytes.string(inner[(colon + 1)...])))
                return Forms(dictionary: dictionary, generic: dictionary.asGeneric)
            } else {
                let array = ArrayType(name: text, elementTypeName: TypeName(Bytes.string(inner)))
                return Forms(array: array, generic: array.asGeneric)
            }
        } else if bytes.first == UInt8(ascii: "("), Bytes.matchingClose(bytes, from: bytes.startIndex) == bytes.endIndex - 1 {
            let pieces = Bytes.splitTopLevel(bytes.dropFirst().dropLast())
            if pieces.count > 1 {
                return Forms(tuple: TupleType(name: text, elements: pieces.enumerated().map { index, piece in
                    let (label, type) = Self.labelled(piece)
                    return TupleElement(name: label ?? String(index), typeName: TypeName(type))
                }))
            }
        } else if outline.ampersand {
            isComposition = true
        } else if bytes.last == UInt8(ascii: ">"), let open = outline.angle,
                  Bytes.matchingClose(bytes, from: open) == bytes.endIndex - 1 {
            let base = Bytes.string(bytes[..<open])
            let arguments = Bytes.splitTopLevel(bytes[(open + 1)..<(bytes.endIndex - 1)]).map { TypeName($0) }
            let generic = GenericType(name: base, typeParameters: arguments.map { GenericTypeParameter(typeName: $0) })
            switch (base, arguments.count) {
            case ("Array", 1), ("Swift.Array", 1):
                return Forms(array: ArrayType(name: text, elementTypeName: arguments[0]), generic: generic)
            case ("Dictionary", 2), ("Swift.Dictionary", 2):
                return Forms(dictionary: DictionaryType(name: text, keyTypeName: arguments[0], valueTypeName: arguments[1]), generic: generic)
            case ("Set", 1), ("Swift.Set", 1):
                return Forms(set: SetType(name: text, elementTypeName: arguments[0]), generic: generic)
            default:
                return Forms(generic: generic)
            }
        }
        return nil
    }

    private static func closure(_ bytes: ArraySlice<UInt8>, text: String, arrow: Int) -> ClosureType {
        let returnText = Bytes.string(Bytes.trimmed(bytes[(arrow + 2)...]))
        var head = Bytes.trimmed(bytes[..<arrow])
        var parameters: [ClosureParameter] = []
        if head.first == UInt8(ascii: "("), let close = Bytes.matchingClose(head, from: head.startIndex) {
            parameters = Bytes.splitTopLevel(head[(head.startIndex + 1)..<close]).filter { !$0.isEmpty }.map { piece in
                let (label, written) = labelled(piece)
                let names = label.map { $0.split(separator: " ").map(String.init) } ?? []
                // Sourcery's type of a specified parameter is the base type (`inout` is a flag).
                var type = Substring(written)
                var isInout = false
                while let word = specifierWords.first(where: { type.hasPrefix($0 + " ") }) {
                    isInout = isInout || word == "inout"
                    type = type.dropFirst(word.count + 1).drop { $0 == " " }
                }
                return ClosureParameter(argumentLabel: names.first.flatMap { $0 == "_" ? nil : $0 },
                                        name: names.count > 1 ? names[1] : nil, typeName: TypeName(String(type)), isInout: isInout)
            }
            head = Bytes.trimmed(head[(close + 1)...])
        }
        var throwsKeyword: String?
        var throwsType: TypeName?
        var isAsync = false
        for word in Bytes.string(head).split(separator: " ") {
            if word == "async" { isAsync = true }
            if word.hasPrefix("throws") || word == "rethrows" {
                throwsKeyword = word.hasPrefix("throws") ? "throws" : "rethrows"
                if let open = word.firstIndex(of: "("), word.hasSuffix(")") {
                    throwsType = TypeName(String(word[word.index(after: open)..<word.index(before: word.endIndex)]))
                }
            }
        }
        return ClosureType(name: text, parameters: parameters, returnTypeName: TypeName(returnText),
                           isAsync: isAsync, throwsOrRethrowsKeyword: throwsKeyword, throwsTypeName: throwsType)
    }

    /// Splits `label: Type` (one or two plain names before a top-level colon) from the type.
    static func labelled(_ piece: String) -> (String?, String) {
        let bytes = ArraySlice(piece.utf8)
        guard let colon = Bytes.topLevelColon(bytes) else { return (nil, piece) }
        let label = Bytes.trimmed(bytes[..<colon])
        let isLabel = !label.isEmpty && label.allSatisfy { Lexer.isIdentifierContinue($0) || $0 == 0x20 || $0 == 0x60 }
            && label.split(separator: 0x20).count <= 2
        guard isLabel else { return (nil, piece) }
        return (Bytes.string(label), Bytes.string(Bytes.trimmed(bytes[(colon + 1)...])))
    }

    /// Splits leading `@attributes` off a type: `@escaping @Sendable (Int) -> Void`.
    static func splitLeadingAttributes(_ text: String) -> ([Attribute], String) {
        guard text.utf8.first == UInt8(ascii: "@") else { return ([], text) }
        var attributes: [Attribute] = []
        var bytes = ArraySlice(text.utf8)
        while bytes.first == UInt8(ascii: "@") {
            var end = bytes.startIndex + 1
            while end < bytes.endIndex, Lexer.isIdentifierContinue(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            let name = Bytes.string(bytes[(bytes.startIndex + 1)..<end])
            var argument: String?
            if end < bytes.endIndex, bytes[end] == UInt8(ascii: "("), !Attribute.takesNoArguments(name),
               let close = Bytes.matchingClose(bytes, from: end) {
                argument = Bytes.string(bytes[(end + 1)..<close])
                end = close + 1
            }
            guard !name.isEmpty else { break }
            attributes.append(Attribute(name: name, argumentText: argument))
            bytes = Bytes.trimmed(bytes[end...])
        }
        return (attributes, Bytes.string(bytes))
    }
}
