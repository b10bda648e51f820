/// Turns a template's tokens into nodes (Stencil's `TokenParser`). Tag parsers receive it to read
/// their arguments and parse their bodies with `parse(until:)`.
public final class TokenParser {
    /// The environment whose tags and filters are used.
    public let environment: Environment
    private let tokens: [Token]
    private var cursor = 0
    /// The trailing marker of the last block tag, nil after a variable or comment.
    private var previousWhitespace: Token.WhitespaceMarker?
    private var depth = 0
    private var openBlocks = OpenBlocks()

    /// How deep tags may nest before parsing stops with an error instead of exhausting the stack.
    public static let maximumNesting = 200

    /// A parser over `tokens`.
    public init(tokens: [Token], environment: Environment) {
        self.tokens = tokens
        self.environment = environment
    }

    /// Parses every remaining token.
    public func parse() throws -> [NodeType] {
        try parse(until: nil)
    }

    /// Parses until a block tag whose first word is one of `endTags`, leaving that tag to be read with `nextToken()`.
    public func parse(until endTags: [String]?) throws -> [NodeType] {
        depth += 1
        let previousEnds = openBlocks.expect(endTags)
        defer {
            depth -= 1
            openBlocks.restore(previousEnds)
        }
        var nodes: [NodeType] = []
        while cursor < tokens.count {
            let token = tokens[cursor]
            cursor += 1
            switch token.kind {
            case .text:
                // Text that trimming emptied renders nothing: no node for it (each is a call per render).
                let text = trimmed(token.contents)
                if !text.isEmpty { nodes.append(TextNode(text: text)) }
            case .variable:
                previousWhitespace = nil
                nodes.append(try VariableNode.parse(self, token: token))
            case .comment:
                previousWhitespace = nil
            case .block:
                previousWhitespace = token.trailingMarker
                if let endTags, let first = token.components.first, endTags.contains(first) {
                    cursor -= 1
                    return nodes
                }
                guard let name = token.tagName else { continue }
                do {
                    guard depth <= Self.maximumNesting else {
                        throw TemplateSyntaxError("Tags are nested more than \(Self.maximumNesting) deep")
                    }
                    let parser: Extension.TagParser
                    do {
                        parser = try environment.findTag(name: name)
                    } catch {
                        throw openBlocks.unclosedBlock(exposedBy: token) ?? error
                    }
                    if let runOn = token.contents.firstUnquoted("{%") {
                        throw Self.unclosedTag(token, runningInto: runOn)
                    }
                    openBlocks.open(token)
                    defer { openBlocks.close() }
                    nodes.append(try parser(self, token))
                } catch {
                    throw error.located(at: token)
                }
            }
        }
        return nodes
    }

    /// Consumes and returns the next token (after `parse(until:)`, the end tag it stopped at).
    public func nextToken() -> Token? {
        guard cursor < tokens.count else { return nil }
        cursor += 1
        return tokens[cursor - 1]
    }

    /// The error for `opener`, whose `endTag` is missing at the end of the template (see `OpenBlocks`).
    public func endNotFound(_ endTag: String, opening opener: Token) -> TemplateSyntaxError {
        OpenBlocks.endNotFound(endTag, opening: opener, in: tokens)
    }

    /// Puts back the token `nextToken()` just returned.
    public func prependToken(_ token: Token) {
        if cursor > 0 { cursor -= 1 }
    }

    /// Compiles a filter expression found inside `token`.
    public func compileFilter(_ text: String, containedIn token: Token) throws -> FilterExpression {
        try environment.compileFilter(text, containedIn: token)
    }

    /// Compiles a range or filter expression found inside `token`.
    public func compileResolvable(_ text: String, containedIn token: Token) throws -> Resolvable {
        try environment.compileResolvable(text, containedIn: token)
    }

    /// Compiles a boolean expression from words of `token`.
    public func compileExpression(components: [String], token: Token) throws -> Expression {
        try environment.compileExpression(components: components, containedIn: token)
    }

    /// Whether a `for` tag (labelled or not) is open before the current token in this template.
    public var hasOpenForTag: Bool {
        var open = 0
        for token in tokens[..<cursor].reversed() where token.kind == .block {
            switch token.tagName {
            case "for": open += 1
            case "endfor": open -= 1
            default: break
            }
            if open > 0 { return true }
        }
        return open > 0
    }

    /// The error for a known tag whose contents run into the next `{%`: its own `%}` is missing
    /// (`{% if a }`), so Stencil would read the text up to the next tag's `%}` as its arguments.
    private static func unclosedTag(_ token: Token, runningInto next: String.Index) -> TemplateSyntaxError {
        let own = token.contents[..<next]
        if let shortBrace = own.firstUnquoted("}") {
            return .oneBraceShort("{%", after: own[..<shortBrace], at: token)
        }
        let words = own.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return TemplateSyntaxError(reason: "Unclosed '{%': '{% \(words)' runs into the next tag; close it with '%}'", token: token)
    }

    /// The text with the trimming its neighbouring block tags ask for.
    private func trimmed(_ text: String) -> String {
        var result = text
        if let marker = previousWhitespace {
            switch marker {
            case .unspecified: result = TextTrimming.trimStart(result, environment.trimBehaviour.trailing)
            case .trim: result = TextTrimming.trimStart(result, .whitespaceAndNewLines)
            case .keep: break
            }
        }
        if cursor < tokens.count, tokens[cursor].kind == .block {
            switch tokens[cursor].leadingMarker {
            case .unspecified: result = TextTrimming.trimEnd(result, environment.trimBehaviour.leading)
            case .trim: result = TextTrimming.trimEnd(result, .whitespaceAndNewLines)
            case .keep: break
            }
        }
        return result
    }
}
