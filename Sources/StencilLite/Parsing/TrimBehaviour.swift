/// How whitespace around `{% %}` tags is trimmed when a tag has no `-`/`+` marker (Stencil's `TrimBehaviour`).
public struct TrimBehaviour: Sendable, Equatable {
    /// One way of trimming one side of a text.
    public enum Trim: Sendable, Equatable {
        /// Keep everything.
        case nothing
        /// Spaces and tabs.
        case whitespace
        /// Spaces and tabs and one newline.
        case whitespaceAndOneNewLine
        /// All whitespace, newlines included.
        case whitespaceAndNewLines
    }

    /// Applied to the end of a text that precedes a block tag.
    public var leading: Trim
    /// Applied to the start of a text that follows a block tag.
    public var trailing: Trim

    /// Creates a behaviour from its two sides.
    public init(leading: Trim, trailing: Trim) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Trims nothing (Stencil's and Sourcery's default).
    public static let nothing = TrimBehaviour(leading: .nothing, trailing: .nothing)
    /// Removes the indentation before a tag and the rest of the line after it.
    public static let smart = TrimBehaviour(leading: .whitespace, trailing: .whitespaceAndOneNewLine)
    /// Removes all whitespace on both sides of every tag.
    public static let all = TrimBehaviour(leading: .whitespaceAndNewLines, trailing: .whitespaceAndNewLines)

    /// The preset named `nothing`, `smart` or `all` (the CLI's `--trim` values).
    public init?(named name: String) {
        switch name {
        case "nothing": self = .nothing
        case "smart": self = .smart
        case "all": self = .all
        default: return nil
        }
    }
}

/// The trimming Stencil applies to text nodes with regular expressions, written out by hand.
enum TextTrimming {
    /// `^[ \t]*`, `^[ \t]*\n` or `^\s+` on the start of `text`.
    static func trimStart(_ text: String, _ trim: TrimBehaviour.Trim) -> String {
        let scalars = text.unicodeScalars
        var cursor = scalars.startIndex
        switch trim {
        case .nothing:
            return text
        case .whitespace:
            while cursor < scalars.endIndex && isSpaceOrTab(scalars[cursor]) { cursor = scalars.index(after: cursor) }
        case .whitespaceAndOneNewLine:
            while cursor < scalars.endIndex && isSpaceOrTab(scalars[cursor]) { cursor = scalars.index(after: cursor) }
            guard cursor < scalars.endIndex, scalars[cursor] == "\n" else { return text }
            cursor = scalars.index(after: cursor)
        case .whitespaceAndNewLines:
            while cursor < scalars.endIndex && scalars[cursor].properties.isWhitespace { cursor = scalars.index(after: cursor) }
        }
        return String(text[cursor...])
    }

    /// `[ \t]*$`, `\n[ \t]*$` or `\s+$` on the end of `text`; like ICU, `$` also matches before a final line break.
    static func trimEnd(_ text: String, _ trim: TrimBehaviour.Trim) -> String {
        switch trim {
        case .nothing:
            return text
        case .whitespaceAndNewLines:
            let scalars = text.unicodeScalars
            var end = scalars.endIndex
            while end > scalars.startIndex {
                let before = scalars.index(before: end)
                guard scalars[before].properties.isWhitespace else { break }
                end = before
            }
            return String(text[..<end])
        case .whitespace, .whitespaceAndOneNewLine:
            let (body, lineBreak) = splitFinalLineBreak(text)
            let scalars = body.unicodeScalars
            var end = scalars.endIndex
            while end > scalars.startIndex {
                let before = scalars.index(before: end)
                guard isSpaceOrTab(scalars[before]) else { break }
                end = before
            }
            if trim == .whitespaceAndOneNewLine {
                guard end > scalars.startIndex, scalars[scalars.index(before: end)] == "\n" else { return text }
                end = scalars.index(before: end)
                return String(body[..<end]) + (lineBreak == "\n" ? "" : lineBreak)
            }
            return String(body[..<end]) + lineBreak
        }
    }

    private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// The text without its final line break (ICU's line terminators), and that line break.
    private static func splitFinalLineBreak(_ text: Substring) -> (Substring, String) {
        if text.hasSuffix("\r\n") { return (text.dropLast(), "\r\n") }
        guard let last = text.unicodeScalars.last else { return (text, "") }
        switch last {
        case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}":
            return (Substring(text.unicodeScalars.dropLast()), String(last))
        default:
            return (text, "")
        }
    }

    private static func splitFinalLineBreak(_ text: String) -> (Substring, String) {
        splitFinalLineBreak(Substring(text))
    }
}
