extension TemplateSyntaxError {
    /// `{{ value }` or `{% tag }`: the tag ends in one `}` where it needs `}}` or `%}`, so its
    /// contents ran on to the next tag's end. `text` is the contents before that `}`.
    static func oneBraceShort(_ opener: String, after text: Substring, at token: Token) -> TemplateSyntaxError {
        let closer = opener == "{{" ? "}}" : "%}"
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return TemplateSyntaxError(reason: "Unclosed '\(opener)': the '}' after '\(words)' is one brace short of '\(closer)'", token: token)
    }
}
