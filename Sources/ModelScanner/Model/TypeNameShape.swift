/// The structure of a type name: optional wrapping and collection/closure/tuple/generic form.
struct TypeNameShape {
    enum Optionality { case none, optional, implicitlyUnwrapped }

    private(set) var optional = Optionality.none
    private(set) var unwrapped: String
    private(set) var specifiers: [String] = []
    private(set) var array: ArrayType?
    private(set) var dictionary: DictionaryType?
    private(set) var set: SetType?
    private(set) var closure: ClosureType?
    private(set) var tuple: TupleType?
    private(set) var generic: GenericType?
    private(set) var isComposition = false

    private static let specifierWords = ["inout", "consuming", "borrowing", "sending", "__owned", "__shared", "isolated"]

    init(name: String) {
        var text = Substring(name)
        while let word = Self.specifierWords.first(where: { text.hasPrefix($0 + " ") }) {
            specifiers.append(word)
            text = text.dropFirst(word.count + 1)
        }
        if text.hasSuffix("...") { text = text.dropLast(3) }
        var core = String(text)
        if Self.topLevelArrow(in: core) == nil {
            if let last = core.last, last == "?" || last == "!" {
                optional = last == "?" ? .optional : .implicitlyUnwrapped
                core = Self.strippingWrappingParentheses(String(core.dropLast()))
            } else if core.hasPrefix("Optional<"), core.hasSuffix(">"),
                      Self.matchingClose(in: Array(core), from: 8) == core.count - 1 {
                optional = .optional
                core = TextSplitting.trimmed(core.dropFirst(9).dropLast())
            }
        }
        unwrapped = core
        classify(core)
    }

    /// Single-element parentheses unwrapped at most this many times (deeper input stays opaque).
    private static let maximumParenthesesUnwrapping = 64

    private mutating func classify(_ written: String) {
        var text = written
        var characters = Array(text)
        var unwrappings = 0
        while characters.first == "(", unwrappings < Self.maximumParenthesesUnwrapping,
              Self.matchingClose(in: characters, from: 0) == characters.count - 1 {
            let pieces = TextSplitting.splitTopLevel(String(characters[1..<(characters.count - 1)]), separator: ",")
            guard pieces.count == 1, Self.topLevelArrow(in: text) == nil else { break }
            text = pieces[0]
            characters = Array(text)
            unwrappings += 1
        }
        if let arrow = Self.topLevelArrow(in: text) {
            closure = Self.closure(text, characters: characters, arrow: arrow)
        } else if characters.first == "[", Self.matchingClose(in: characters, from: 0) == characters.count - 1 {
            let inner = String(characters[1..<(characters.count - 1)])
            if let colon = TextSplitting.topLevelColon(in: inner) {
                let key = TypeName(String(inner[..<colon]))
                let value = TypeName(String(inner[inner.index(after: colon)...]))
                dictionary = DictionaryType(name: text, keyTypeName: key, valueTypeName: value)
                generic = dictionary?.asGeneric
            } else {
                array = ArrayType(name: text, elementTypeName: TypeName(inner))
                generic = array?.asGeneric
            }
        } else if characters.first == "(", Self.matchingClose(in: characters, from: 0) == characters.count - 1 {
            let inner = String(characters[1..<(characters.count - 1)])
            let pieces = TextSplitting.splitTopLevel(inner, separator: ",")
            if pieces.count > 1 {
                tuple = TupleType(name: text, elements: pieces.enumerated().map { index, piece in
                    let (label, type) = Self.labelled(piece)
                    return TupleElement(name: label ?? String(index), typeName: TypeName(type))
                })
            }
        } else if Self.containsTopLevel("&", in: characters) {
            isComposition = true
        } else if characters.last == ">", let open = Self.firstTopLevelAngle(in: characters),
                  Self.matchingClose(in: characters, from: open) == characters.count - 1 {
            let base = String(characters[..<open])
            let arguments = TextSplitting.splitTopLevel(String(characters[(open + 1)..<(characters.count - 1)]), separator: ",")
                .map { TypeName($0) }
            generic = GenericType(name: base, typeParameters: arguments.map { GenericTypeParameter(typeName: $0) })
            switch (base, arguments.count) {
            case ("Array", 1), ("Swift.Array", 1):
                array = ArrayType(name: text, elementTypeName: arguments[0])
            case ("Dictionary", 2), ("Swift.Dictionary", 2):
                dictionary = DictionaryType(name: text, keyTypeName: arguments[0], valueTypeName: arguments[1])
            case ("Set", 1), ("Swift.Set", 1):
                set = SetType(name: text, elementTypeName: arguments[0])
            default:
                break
            }
        }
    }

    private static func closure(_ text: String, characters: [Character], arrow: Int) -> ClosureType {
        let returnText = TextSplitting.trimmed(String(characters[(arrow + 2)...]))
        var head = TextSplitting.trimmed(String(characters[..<arrow]))
        var throwsKeyword: String?
        var throwsType: TypeName?
        var isAsync = false
        let headCharacters = Array(head)
        var parameters: [ClosureParameter] = []
        if headCharacters.first == "(", let close = matchingClose(in: headCharacters, from: 0) {
            let inner = String(headCharacters[1..<close])
            parameters = TextSplitting.splitTopLevel(inner, separator: ",").filter { !$0.isEmpty }.map { piece in
                let (label, type) = labelled(piece)
                let names = label.map { $0.split(separator: " ").map(String.init) } ?? []
                return ClosureParameter(argumentLabel: names.first.flatMap { $0 == "_" ? nil : $0 },
                                        name: names.count > 1 ? names[1] : nil, typeName: TypeName(type))
            }
            head = TextSplitting.trimmed(String(headCharacters[(close + 1)...]))
        }
        for word in head.split(separator: " ") {
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

    /// Splits `label: Type` (a single identifier or two before a top-level colon) from the type.
    static func labelled(_ piece: String) -> (String?, String) {
        guard let colon = TextSplitting.topLevelColon(in: piece) else { return (nil, piece) }
        let label = TextSplitting.trimmed(piece[..<colon])
        let isLabel = !label.isEmpty && label.split(separator: " ").count <= 2
            && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "`" }
        guard isLabel else { return (nil, piece) }
        return (label, TextSplitting.trimmed(piece[piece.index(after: colon)...]))
    }

    private static func strippingWrappingParentheses(_ text: String) -> String {
        let characters = Array(text)
        guard characters.first == "(", matchingClose(in: characters, from: 0) == characters.count - 1 else { return text }
        let inner = String(characters[1..<(characters.count - 1)])
        return TextSplitting.splitTopLevel(inner, separator: ",").count == 1 ? TextSplitting.trimmed(inner) : text
    }

    /// The index of the bracket closing the one at `start`, if any.
    static func matchingClose(in characters: [Character], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < characters.count {
            let character = characters[index]
            if "([{<".contains(character) {
                depth += 1
            } else if ")]}>".contains(character), !(character == ">" && index > 0 && characters[index - 1] == "-") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private static func depthWalk(_ characters: [Character], _ visit: (Int, Int) -> Bool) {
        var depth = 0
        for index in characters.indices {
            let character = characters[index]
            if "([{<".contains(character) {
                if depth == 0, !visit(index, depth) { return }
                depth += 1
            } else if ")]}>".contains(character), !(character == ">" && index > 0 && characters[index - 1] == "-") {
                depth = max(0, depth - 1)
            } else if !visit(index, depth) {
                return
            }
        }
    }

    static func topLevelArrow(in text: String) -> Int? {
        let characters = Array(text)
        var found: Int?
        depthWalk(characters) { index, depth in
            if depth == 0, characters[index] == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                found = index
                return false
            }
            return true
        }
        return found
    }

    private static func containsTopLevel(_ target: Character, in characters: [Character]) -> Bool {
        var found = false
        depthWalk(characters) { index, depth in
            if depth == 0, characters[index] == target { found = true; return false }
            return true
        }
        return found
    }

    private static func firstTopLevelAngle(in characters: [Character]) -> Int? {
        var found: Int?
        depthWalk(characters) { index, depth in
            if depth == 0, characters[index] == "<" { found = index; return false }
            return true
        }
        return found
    }

    static func splitLeadingAttributes(_ text: String) -> ([Attribute], String) {
        var attributes: [Attribute] = []
        var characters = Array(text)
        while characters.first == "@" {
            var end = 1
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                end += 1
            }
            let name = String(characters[1..<end])
            var argument: String?
            if end < characters.count, characters[end] == "(", let close = matchingClose(in: characters, from: end) {
                argument = String(characters[(end + 1)..<close])
                end = close + 1
            }
            guard !name.isEmpty else { break }
            attributes.append(Attribute(name: name, argumentText: argument))
            characters = Array(characters[end...].drop { $0 == " " })
        }
        return (attributes, String(characters))
    }
}
