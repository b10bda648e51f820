/// One piece of a lexed template: text, a `{{ variable }}`, a `{% block %}` tag or a `{# comment #}`.
public struct Token: Sendable {
    /// What kind of piece this is.
    public enum Kind: Sendable, Equatable {
        case text, variable, block, comment
    }

    /// The whitespace marker on one side of a `{% %}` tag: `-` trims, `+` keeps.
    public enum WhitespaceMarker: Sendable, Equatable {
        case unspecified, trim, keep
    }

    /// The kind of token.
    public let kind: Kind
    /// The text for text tokens; the tag contents (markers and surrounding spaces removed) otherwise.
    public let contents: String
    /// The contents split into words the way Stencil does (quotes kept together); empty for text.
    public let components: [String]
    /// The marker right after `{%` (block tags only).
    public let leadingMarker: WhitespaceMarker
    /// The marker right before `%}` (block tags only).
    public let trailingMarker: WhitespaceMarker
    let source: TemplateSource
    let position: String.Index
    let columnShift: Int

    init(
        kind: Kind, contents: String, source: TemplateSource, position: String.Index,
        leadingMarker: WhitespaceMarker = .unspecified, trailingMarker: WhitespaceMarker = .unspecified,
        columnShift: Int = 0
    ) {
        self.kind = kind
        self.contents = contents
        self.components = kind == .text || kind == .comment ? [] : contents.smartSplit()
        self.source = source
        self.position = position
        self.leadingMarker = leadingMarker
        self.trailingMarker = trailingMarker
        self.columnShift = columnShift
    }

    /// Where the token's contents start in its template.
    public var location: SourceLocation { source.location(of: position, columnShift: columnShift) }

    /// The name of a block tag: its first word, or the second after a loop label such as `outer:`.
    var tagName: String? {
        guard let first = components.first else { return nil }
        if first.hasSuffix(":") && components.count >= 2 { return components[1] }
        return first
    }

    /// A token for `part`, a piece of this token's contents, pointing at that piece when it can be found.
    func pointing(at part: String) -> Token {
        guard let range = contents.firstRange(of: part) else { return self }
        let shift = contents.distance(from: contents.startIndex, to: range.lowerBound)
        return Token(kind: .variable, contents: part, source: source, position: position, columnShift: columnShift + shift)
    }
}
