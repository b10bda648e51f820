/// Splits template text into tokens the way Stencil 0.15.1 does, except that an unclosed
/// `{{`, `{%` or `{#` is an error instead of silently dropping the rest of the template.
struct Lexer {
    let source: TemplateSource

    /// The tokens of the whole template.
    func tokenize() throws -> [Token] {
        let text = source.text
        let scalars = text.unicodeScalars
        var tokens: [Token] = []
        var textStart = scalars.startIndex
        var cursor = scalars.startIndex

        while cursor < scalars.endIndex {
            guard scalars[cursor] == "{" else {
                cursor = scalars.index(after: cursor)
                continue
            }
            let next = scalars.index(after: cursor)
            guard next < scalars.endIndex, let closer = Self.closer(for: scalars[next]) else {
                cursor = next
                continue
            }
            if textStart < cursor {
                tokens.append(Token(kind: .text, contents: String(text[textStart..<cursor]), source: source, position: textStart))
            }
            guard let end = Self.endOfTag(in: scalars, from: cursor, closer: closer) else {
                let opener = String(text[cursor..<scalars.index(after: next)])
                let token = Token(kind: .variable, contents: opener, source: source, position: cursor)
                throw TemplateSyntaxError(
                    reason: "Unclosed '\(opener)': add '\(closer)}' to close it (to print '\(opener)' literally, use {{ \"\(opener)\" }})",
                    token: token
                )
            }
            tokens.append(makeTag(text[cursor..<end]))
            cursor = end
            textStart = end
        }
        if textStart < scalars.endIndex {
            tokens.append(Token(kind: .text, contents: String(text[textStart...]), source: source, position: textStart))
        }
        return tokens
    }

    private static func closer(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "{": return "}"
        case "%": return "%"
        case "#": return "#"
        default: return nil
        }
    }

    /// The index after the first `closer` + `}` pair, searching from the opening `{` itself.
    private static func endOfTag(in scalars: String.UnicodeScalarView, from start: String.Index, closer: Unicode.Scalar) -> String.Index? {
        var previousWasCloser = false
        var cursor = start
        while cursor < scalars.endIndex {
            let scalar = scalars[cursor]
            if previousWasCloser && scalar == "}" {
                return scalars.index(after: cursor)
            }
            previousWasCloser = scalar == closer
            cursor = scalars.index(after: cursor)
        }
        return nil
    }

    /// The token for a whole tag such as `{%- if x %}`.
    private func makeTag(_ raw: Substring) -> Token {
        let characters = Array(raw)
        let kind: Token.Kind
        switch characters.count > 1 ? characters[1] : " " {
        case "{": kind = .variable
        case "%": kind = .block
        default: kind = .comment
        }
        var leading = Token.WhitespaceMarker.unspecified
        var trailing = Token.WhitespaceMarker.unspecified
        if kind == .block {
            if characters.count > 2 { leading = Self.marker(characters[2]) }
            if characters.count >= 3 { trailing = Self.marker(characters[characters.count - 3]) }
        }
        let dropFront = 2 + (leading == .unspecified ? 0 : 1)
        let dropBack = 2 + (trailing == .unspecified ? 0 : 1)
        var contents = ""
        if characters.count > dropFront + dropBack {
            contents = String(characters[dropFront..<(characters.count - dropBack)])
                .split(separator: "\n", omittingEmptySubsequences: true)
                .map { $0.trimmingSpacesLikeStencil() }
                .joined(separator: " ")
        }
        let position = contents.isEmpty ? raw.startIndex : (raw.firstRange(of: contents)?.lowerBound ?? raw.startIndex)
        return Token(kind: kind, contents: contents, source: source, position: position, leadingMarker: leading, trailingMarker: trailing)
    }

    private static func marker(_ character: Character) -> Token.WhitespaceMarker {
        switch character {
        case "-": return .trim
        case "+": return .keep
        default: return .unspecified
        }
    }
}
