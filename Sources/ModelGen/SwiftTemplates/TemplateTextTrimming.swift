/// The whitespace trimming of Sourcery's tag forms, with the regular expressions it uses spelled out.
enum TemplateTextTrimming {
    /// `-%>`: drops the one line break the tag ends (Sourcery's `^\n{1}`; a Windows `\r\n` counts as one).
    static func droppingLeadingLineBreak(_ text: String) -> String {
        guard let first = text.first, first == "\n" || first == "\r\n" else { return text }
        return String(text.dropFirst())
    }

    /// `_%>`: drops the spaces and tabs that start the text after the tag (`^[\h\t]*`).
    static func droppingLeadingSpaces(_ text: String) -> String {
        String(text.drop(while: isHorizontalSpace))
    }

    /// `<%_`: drops the spaces and tabs that end the text before the tag (`[\h\t]*$`). As in
    /// Sourcery's ICU expression, `$` also matches before one line break that ends the text, so
    /// spaces there go too.
    static func droppingTrailingSpaces(_ text: String) -> String {
        guard let last = text.last, last.isNewline else { return String(text.dropLast(trailingSpaces(text))) }
        let body = text.dropLast()
        return String(body.dropLast(trailingSpaces(body))) + String(last)
    }

    private static func trailingSpaces(_ text: Substring) -> Int {
        text.reversed().prefix(while: isHorizontalSpace).count
    }

    private static func trailingSpaces(_ text: String) -> Int {
        trailingSpaces(text[...])
    }

    private static func isHorizontalSpace(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }
}
