import Foundation

/// StencilSwiftKit's string filters, as Sourcery templates use them.
enum SwiftKitStringFilters {
    /// The input as text: strings, numbers, bools and other `LosslessStringConvertible` values.
    static func string(_ value: Any?, filter: String) throws -> String {
        if let string = value as? String { return string }
        if let convertible = value as? LosslessStringConvertible { return String(describing: convertible) }
        if let string = value as? NSString { return String(describing: string) }
        let got = value.map { "a value of type \(type(of: $0))" } ?? "nothing (nil)"
        throw TemplateSyntaxError("'\(filter)' filter expects a string, got \(got)")
    }

    /// The argument at `index` as a String.
    static func stringArgument(_ arguments: [Any?], at index: Int, filter: String) throws -> String {
        guard index < arguments.count, let argument = arguments[index] else {
            throw TemplateSyntaxError("'\(filter)' filter needs a string argument at position \(index + 1)")
        }
        return try string(argument, filter: filter)
    }

    /// An optional yes/no argument: `"true"`/`"yes"`/`"1"`, `"false"`/`"no"`/`"0"` or a Bool literal.
    static func boolArgument(_ arguments: [Any?], default defaultValue: Bool, filter: String) throws -> Bool {
        guard let argument = arguments.first ?? nil else { return defaultValue }
        if let bool = argument as? Bool { return bool }
        switch ValueSemantics.stringify(argument).lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw TemplateSyntaxError("'\(filter)' filter: invalid option '\(ValueSemantics.stringify(argument))' (expected true or false)")
        }
    }

    /// An optional mode argument among `modes` (the first is the default).
    static func modeArgument(_ arguments: [Any?], _ modes: [String], filter: String) throws -> String {
        guard let argument = arguments.first ?? nil, let first = modes.first else { return modes.first ?? "" }
        let mode = ValueSemantics.stringify(argument)
        guard modes.contains(mode) else {
            throw TemplateSyntaxError("'\(filter)' filter: invalid option '\(mode)' (expected \(Suggestions.phrase(modes)); default '\(first)')")
        }
        return mode
    }

    /// Upper-cases the first unicode scalar.
    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Lower-cases the first character.
    static func lowerFirstLetter(_ string: String) -> String {
        guard let first = string.first else { return string }
        return String(first).lowercased() + String(string.dropFirst())
    }

    /// Lower-cases the leading run of capitals, keeping the last one when a lower-case letter follows
    /// (`URLChooser` → `urlChooser`).
    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count && scalars[end].properties.isUppercase { end += 1 }
        if end > 1 && end < scalars.count && scalars[end].properties.isLowercase { end -= 1 }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    /// `([A-Z\d]+)([A-Z][a-z])` → `$1_$2`, then `([a-z\d])([A-Z])` → `$1_$2`, then `-` → `_`.
    static func snakeCase(_ string: String) -> String {
        func isUpper(_ c: Character) -> Bool { c.isASCII && c.isUppercase }
        func isLower(_ c: Character) -> Bool { c.isASCII && c.isLowercase }
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
        var characters = Array(string)
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            var runEnd = index
            while runEnd < characters.count && (isUpper(characters[runEnd]) || isDigit(characters[runEnd])) { runEnd += 1 }
            if runEnd - index >= 2, runEnd < characters.count, isLower(characters[runEnd]), isUpper(characters[runEnd - 1]) {
                result += characters[index..<(runEnd - 1)]
                result.append("_")
                result += characters[(runEnd - 1)...runEnd]
                index = runEnd + 1
            } else if runEnd > index {
                result += characters[index..<runEnd]
                index = runEnd
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        characters = result
        result = []
        for (offset, character) in characters.enumerated() {
            if offset > 0, isUpper(character), isLower(characters[offset - 1]) || isDigit(characters[offset - 1]) {
                result.append("_")
            }
            result.append(character == "-" ? "_" : character)
        }
        return String(result)
    }

    /// `snake_case` → `SnakeCase`; keeps leading underscores unless `stripLeading`.
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let hasLowercase = string.contains { $0.isASCII && $0.isLowercase }
        let words = hasLowercase
            ? string.splitOnEvery("_").map(upperFirstLetter)
            : snakeCase(string).splitOnEvery("_").map(\.capitalized)
        let prefix = stripLeading ? "" : String(string.prefix { $0 == "_" })
        return prefix + words.joined()
    }

    /// A valid Swift identifier: invalid characters split words, each word's first letter upper-cased,
    /// joined with `_`, and `_` prefixed when it would start with a digit.
    static func swiftIdentifier(_ string: String) -> String {
        let parts = string.split(omittingEmptySubsequences: false) { !isIdentifierTail($0) }
        let joined = parts.map { part -> String in
            guard let first = part.first else { return "" }
            return String(first).uppercased() + part.dropFirst()
        }.joined(separator: "_")
        return prefixedIfNeeded(joined)
    }

    /// Prefixes `_` when the first scalar cannot start an identifier.
    static func prefixedIfNeeded(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? string : "_" + string
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII ? scalar.properties.isAlphabetic : scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherSymbol)
    }

    private static func isIdentifierTail(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
                || (0x0300...0x036F).contains(scalar.value) || (0x1DC0...0x1DFF).contains(scalar.value)
                || (0x20D0...0x20FF).contains(scalar.value) || (0xFE20...0xFE2F).contains(scalar.value)
        }
    }

    /// Swift's reserved words, escaped with backticks by `escapeReservedKeywords`.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "_",
    ]

    /// `removeNewlines` in mode `all` (every whitespace and newline) or `leading` (each line's indentation and the newlines).
    static func removeNewlines(_ string: String, mode: String) -> String {
        if mode == "all" {
            return string.components(separatedBy: .whitespacesAndNewlines).joined()
        }
        return string.components(separatedBy: .newlines)
            .map { line in String(line.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }) }
            .joined()
            .trimmingCharacters(in: .whitespaces)
    }
}
