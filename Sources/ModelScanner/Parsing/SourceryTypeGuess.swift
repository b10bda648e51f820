/// The type Sourcery 2.3.0 gives a variable without a type annotation, guessed from its initializer's
/// text the way its `String.inferType` does, guesses included (templates read them):
/// literals (`0x10` → `Double`, `1_000` → none), collection and tuple literals (`[1, nil]` → `[Int?]`,
/// `[a, b]` → `[Any]`, `(1, b: x)` → none), `Foo<T>(…)`, and otherwise the text before the first `(`
/// with a last lower-case member dropped: `belongsTo(B.self)` → `belongsTo`, `A.including(x)` → `A`,
/// `Self.builtin(.get)` → `Self`, `Foo(…)!` → `Foo!`, `Formatter.shared` → `Formatter`.
/// Differs on purpose only where Sourcery reads a trailing comment as part of the value (the scanner
/// passes the value's own text; see docs/Compatibility.md).
enum SourceryTypeGuess {
    typealias Text = ArraySlice<UInt8>

    /// How much structure Sourcery gives a guessed name.
    enum Form {
        /// What the name's text shows, as for a written name.
        case written
        /// None (`TypeNameShape.init(formless:)`): the text before a call, or before a last
        /// lower-case member, that is no literal Sourcery can read (`URL(string: s)!` → `URL!`, not
        /// optional).
        case formless
        /// A generic only: `Set<Int>()` is no set (Sourcery's `TypeName(name:generic:)`).
        case genericOnly
    }

    /// The guessed name and its form, or nil (`UnknownTypeSoAddTypeAttributionToVariable`).
    static func typeName(ofInitializer bytes: UnsafeBufferPointer<UInt8>) -> (name: String, form: Form)? {
        (try? guess(Text(bytes), depth: 0)).map { (String(decoding: $0.name, as: UTF8.self), $0.form) }
    }

    /// A guessed type: its name, whether it is the `nil` literal's `Optional` (which prints as
    /// `Optional?` inside a collection or tuple, Sourcery's `asSource`), and whether it has no form.
    private struct Guess: Equatable {
        let name: [UInt8]
        var isNil = false
        var form = Form.written
        var asSource: [UInt8] { isNil ? Array("Optional?".utf8) : name }
    }

    /// Literals nested deeper than this give no guess at all (Sourcery recurses without a limit).
    private static let maximumDepth = 64
    private struct TooDeep: Error {}

    private static func guess(_ input: Text, depth: Int) throws -> Guess? {
        guard depth < maximumDepth else { throw TooDeep() }
        guard let stripped = SourceryText.strippingComments(SourceryText.trimmed(input)) else { return nil }
        let text = SourceryText.trimmed(stripped)
        guard let first = text.first, let last = text.last else { return nil }
        if first == UInt8(ascii: "{") && last == UInt8(ascii: ")") { return try guessClosureCall(text, depth: depth) }
        if text.elementsEqual("nil".utf8) { return Guess(name: Array("Optional".utf8), isNil: true) }
        if first == UInt8(ascii: "\"") { return Guess(name: Array("String".utf8)) }
        if text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8) { return Guess(name: Array("Bool".utf8)) }
        if mayBeNumber(first) {
            let string = String(decoding: text, as: UTF8.self)
            if Int(string) != nil { return Guess(name: Array("Int".utf8)) }
            if Double(string) != nil { return Guess(name: Array("Double".utf8)) }
        }
        if SourceryText.isTuple(text) { return try guessTuple(text, depth: depth) }
        if first == UInt8(ascii: "[") && last == UInt8(ascii: "]") { return try guessCollection(text, depth: depth) }
        if let generic = try guessGenericCall(text, depth: depth) { return generic }
        return try guessCallee(text, depth: depth)
    }

    /// A first byte Swift's `Int(_:)` or `Double(_:)` may accept (digits, sign, `.`, `inf`, `nan`).
    private static func mayBeNumber(_ first: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: ".") || first | 0x20 == UInt8(ascii: "i") || first | 0x20 == UInt8(ascii: "n")
    }

    /// `{ … }()`: without a `return`, the first expression's callee called.
    private static func guessClosureCall(_ text: Text, depth: Int) throws -> Guess? {
        let body = text.dropFirst()
        guard !SourceryText.contains(body, "return") else { return nil }
        let callee = SourceryText.components(body, separatedBy: UInt8(ascii: "("), nesting: .calls)[0]
        return try guess(Text(Array(callee) + Array("()".utf8)), depth: depth + 1)
    }

    /// A guess, else the text itself when it is one word (`[a, b]` has elements `a` and `b`).
    private static func elementGuess(_ text: Text, depth: Int) throws -> Guess? {
        if let guessed = try guess(text, depth: depth + 1) { return guessed }
        let trimmed = SourceryText.trimmed(text)
        return trimmed.contains(where: SourceryText.isBlank) ? nil : Guess(name: Array(trimmed))
    }

    private static func guessTuple(_ text: Text, depth: Int) throws -> Guess? {
        var parts: [[UInt8]] = []
        for element in SourceryText.components(text.dropFirst().dropLast(), separatedBy: UInt8(ascii: ","), nesting: .all) {
            let labelAndValue = SourceryText.components(element, separatedBy: UInt8(ascii: ":"), nesting: .all)
            if labelAndValue.count == 1 {
                guard let type = try guess(element, depth: depth + 1) else { return nil }
                parts.append(type.asSource)
                continue
            }
            guard let type = try elementGuess(labelAndValue[1], depth: depth) else { return nil }
            let label = SourceryText.trimmedSpaces(Text(labelAndValue[0].filter { $0 != UInt8(ascii: "_") }))
            parts.append(label.isEmpty ? type.asSource : Array(label) + Array(": ".utf8) + type.asSource)
        }
        return Guess(name: Array("(".utf8) + parts.joined(separator: Array(", ".utf8)) + Array(")".utf8))
    }

    private static func guessCollection(_ text: Text, depth: Int) throws -> Guess? {
        let items = SourceryText.components(text.dropFirst().dropLast(), separatedBy: UInt8(ascii: ","), nesting: .all).map { item -> Text? in
            SourceryText.strippingComments(SourceryText.trimmed(item)).map { SourceryText.trimmed($0) }
        }
        guard !items.contains(nil) else { return nil }
        let isArray = SourceryText.components(items[0]!, separatedBy: UInt8(ascii: ":"), nesting: .all).count == 1
        if isArray {
            var elements: [Guess] = []
            for item in items {
                guard let type = try elementGuess(item!, depth: depth) else { return nil }
                elements.append(type)
            }
            return Guess(name: Array("[".utf8) + common(elements).asSource + Array("]".utf8))
        }
        var keys: [Guess] = []
        var values: [Guess] = []
        for item in items {
            let keyAndValue = SourceryText.components(item!, separatedBy: UInt8(ascii: ":"), nesting: .all)
            guard keyAndValue.count == 2, let key = try elementGuess(keyAndValue[0], depth: depth),
                  let value = try elementGuess(keyAndValue[1], depth: depth) else { return nil }
            keys.append(key)
            values.append(value)
        }
        return Guess(name: Array("[".utf8) + common(keys).asSource + Array(": ".utf8) + common(values).asSource + Array("]".utf8))
    }

    /// One type for all elements: the type, its optional when the others are `nil`, else `Any`.
    private static func common(_ types: [Guess]) -> Guess {
        var unique: [Guess] = []
        for type in types where !unique.contains(type) { unique.append(type) }
        if unique.count == 1 { return unique[0] }
        if unique.count == 2, let nilIndex = unique.firstIndex(where: \.isNil) {
            let name = unique[1 - nilIndex].name
            // Sourcery adds no `?` to `Optional<…>` or a name with a `where` clause.
            if name.starts(with: "Optional<".utf8) || SourceryText.contains(Text(name), " where ") { return Guess(name: name) }
            return Guess(name: name + [UInt8(ascii: "?")])
        }
        return Guess(name: Array("Any".utf8))
    }

    /// `Foo<A, B>(…)` or `Foo<A>.init(…)`, the arguments guessed in turn: `Foo<A, B>`, a generic only.
    private static func guessGenericCall(_ text: Text, depth: Int) throws -> Guess? {
        guard let call = text.lastIndex(of: UInt8(ascii: "(")) else { return nil }
        var callee = text[..<call]
        if callee.count >= 5 && callee.suffix(5).elementsEqual(".init".utf8) { callee = callee.dropLast(5) }
        guard let open = callee.firstIndex(of: UInt8(ascii: "<")), callee.last == UInt8(ascii: ">"),
              open > callee.startIndex else { return nil }
        let arguments = try SourceryText.components(callee[(open + 1)..<(callee.endIndex - 1)], separatedBy: UInt8(ascii: ","), nesting: .all)
            .map { argument -> [UInt8] in
                let stripped = SourceryText.trimmedSpaces(argument)
                return try guess(stripped, depth: depth + 1)?.asSource ?? Array(stripped)
            }
        return Guess(name: Array(callee[..<open]) + [UInt8(ascii: "<")] + arguments.joined(separator: Array(", ".utf8)) + [UInt8(ascii: ">")],
                     form: .genericOnly)
    }

    /// The text before the first `(` of a call (`…)`, `…}`, `…!`), else the text itself, without a
    /// last lower-case member (`A.b` → `A`); a plain word has no guess.
    private static func guessCallee(_ text: Text, depth: Int) throws -> Guess? {
        let isUnwrapped = text.last == UInt8(ascii: "!")
        guard let call = SourceryText.outerDelimiters(in: text, UInt8(ascii: "("), .calls)?.first,
              text.last == UInt8(ascii: ")") || text.last == UInt8(ascii: "}") || isUnwrapped else {
            return withoutLowercaseMember(text).map { Guess(name: Array($0), form: .formless) }
        }
        let callee = withoutLowercaseMember(text[..<call]) ?? text[..<call]
        if let guessed = try guess(callee, depth: depth + 1) { return guessed }
        return Guess(name: Array(callee) + (isUnwrapped ? [UInt8(ascii: "!")] : []), form: .formless)
    }

    /// `A.B.c` → `A.B` (an enum case or static member of a type); nil when the last member is not
    /// lower case or there is no `.` outside brackets.
    private static func withoutLowercaseMember(_ text: Text) -> Text? {
        guard let lastDot = SourceryText.outerDelimiters(in: text, UInt8(ascii: "."), .calls)?.last,
              lastDot + 1 < text.endIndex, isLowercase(firstCharacterOf: text[(lastDot + 1)...]) else { return nil }
        return text[..<lastDot]
    }

    /// Whether lower-casing the first character leaves it unchanged (digits and `_` too, as in Sourcery).
    private static func isLowercase(firstCharacterOf text: Text) -> Bool {
        let byte = text[text.startIndex]
        if byte < 0x80 { return !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        // A character is rarely longer than 16 bytes.
        guard let first = String(decoding: text.prefix(16), as: UTF8.self).first else { return false }
        return String(first).lowercased() == String(first)
    }
}
