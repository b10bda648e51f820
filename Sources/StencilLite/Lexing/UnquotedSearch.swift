extension StringProtocol {
    /// Where `needle` first occurs outside single- or double-quoted strings: how a tag's contents
    /// are searched for braces that belong to the template, not to a string argument.
    func firstUnquoted(_ needle: String) -> Index? {
        var quote: Character?
        var index = startIndex
        while index < endIndex {
            let character = self[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if self[index...].hasPrefix(needle) {
                return index
            }
            index = self.index(after: index)
        }
        return nil
    }
}
