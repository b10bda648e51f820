import Foundation

/// StencilSwiftKit's string filters, as Sourcery templates use them.
enum SwiftKitStringFilters {
    /// The input as text: strings, numbers, bools and other `LosslessStringConvertible` values.
    static func string(_ value: TemplateValue, filter: String) throws -> String {
        if case .string(let string) = value { return string }
        let value = value.anyValue
        if let string = value as? String { return string }
        if let convertible = value as? LosslessStringConvertible { return String(describing: convertible) }
        if let string = value as? NSString { return String(describing: string) }
        let got = value.map { "a value of type \(type(of: $0))" } ?? "nothing (nil)"
        throw TemplateSyntaxError("'\(filter)' filter expects a string, got \(got)")
    }

    /// The argument at `index` as a String.
    static func stringArgument(_ arguments: [TemplateValue], at index: Int, filter: String) throws -> String {
        guard index < arguments.count, !arguments[index].isNone else {
            throw TemplateSyntaxError("'\(filter)' filter needs a string argument at position \(index + 1)")
        }
        return try string(arguments[index], filter: filter)
    }

    /// An optional yes/no argument, read as StencilSwiftKit reads it: only a string counts
    /// (`"true"`/`"yes"`/`"1"`, `"false"`/`"no"`/`"0"`, any case); anything else, a number or
    /// Bool literal included, is no argument and gives `defaultValue`.
    static func boolArgument(_ arguments: [TemplateValue], default defaultValue: Bool, filter: String) throws -> Bool {
        guard let argument = arguments.first?.anyValue as? String else { return defaultValue }
        switch argument.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw TemplateSyntaxError("'\(filter)' filter: invalid option '\(argument)' (expected \"true\" or \"false\")")
        }
    }

    /// An optional mode argument among `modes` at `index` (StencilSwiftKit's `parseEnum`): absent or
    /// nil gives `defaultMode`; any other value is printed and must be one of `modes`.
    static func modeArgument(_ arguments: [TemplateValue], at index: Int = 0, _ modes: [String], default defaultMode: String,
                             filter: String) throws -> String {
        guard index < arguments.count, let argument = arguments[index].anyValue else { return defaultMode }
        let mode = String(describing: argument)
        guard modes.contains(mode) else {
            throw TemplateSyntaxError("'\(filter)' filter: invalid option '\(mode)' (expected \(Suggestions.phrase(modes)); default '\(defaultMode)')")
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

    /// Lower-cases the leading run of capital letters (Unicode `Lu`/`Lt`), keeping the last one when a
    /// lower-case letter (`Ll`) follows (`URLChooser` → `urlChooser`).
    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count && isCapital(scalars[end]) { end += 1 }
        if end > 1 && end < scalars.count && scalars[end].properties.generalCategory == .lowercaseLetter { end -= 1 }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    /// StencilSwiftKit's `snakecase`: `([A-Z\d]+)([A-Z][a-z])` → `$1_$2`, then `([a-z\d])([A-Z])` →
    /// `$1_$2`, then `-` → `_`. Both passes run over the first *n* UTF-16 units, n being the input's
    /// count of unicode scalars, as StencilSwiftKit's do: the second pass does not reach the last
    /// characters when the first one inserted underscores (`URLChooserX` → `URL_ChooserX`), nor
    /// does either reach the end of text with characters outside the BMP. Generated names must be
    /// Sourcery's, so this is kept.
    static func snakeCase(_ string: String) -> String {
        let range = NSRange(location: 0, length: string.unicodeScalars.count)
        let split = Patterns.capitalRun.stringByReplacingMatches(in: string, options: [], range: range, withTemplate: "$1_$2")
        let snake = Patterns.wordBoundary.stringByReplacingMatches(in: split, options: [], range: range, withTemplate: "$1_$2")
        return snake.replacingOccurrences(of: "-", with: "_")
    }

    /// StencilSwiftKit's expressions, compiled once (`try!`: constant patterns, covered by the tests).
    private enum Patterns {
        static let capitalRun = try! NSRegularExpression(pattern: "([A-Z\\d]+)([A-Z][a-z])", options: .dotMatchesLineSeparators)
        static let wordBoundary = try! NSRegularExpression(pattern: "([a-z\\d])([A-Z])", options: .dotMatchesLineSeparators)
        static let lowercase = try! NSRegularExpression(pattern: "[a-z]", options: .dotMatchesLineSeparators)
    }

    /// `snake_case` → `SnakeCase`; keeps leading underscores unless `stripLeading`.
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        // As in StencilSwiftKit: a lower-case ASCII letter within the first n UTF-16 units (see `snakeCase`).
        let range = NSRange(location: 0, length: string.unicodeScalars.count)
        let hasLowercase = Patterns.lowercase.firstMatch(in: string, options: [], range: range) != nil
        let words = hasLowercase
            ? string.splitOnEvery("_").map(upperFirstLetter)
            : snakeCase(string).splitOnEvery("_").map(\.capitalized)
        let prefix = stripLeading ? "" : String(string.prefix { $0 == "_" })
        return prefix + words.joined()
    }

    /// `removeNewlines` in mode `all` (every whitespace and newline) or `leading` (each line's indentation and the newlines).
    static func removeNewlines(_ string: String, mode: String) -> String {
        if mode == "all" {
            // In ASCII, `.whitespacesAndNewlines` is exactly tab, the line breaks (10–13) and space.
            if UTF8Search.isASCII(string) { return UTF8Search.removingASCIIWhitespace(string) }
            return string.components(separatedBy: .whitespacesAndNewlines).joined()
        }
        return string.components(separatedBy: .newlines)
            .map { line in String(line.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }) }
            .joined()
            .trimmingCharacters(in: .whitespaces)
    }
}
