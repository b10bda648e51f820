/// A template error (syntax or render) with the token it happened at and, for errors inside
/// included or parent templates, the tokens of the templates on the way.
public struct TemplateSyntaxError: Error, Sendable, CustomStringConvertible {
    /// The message, e.g. `Unknown template tag 'wat'`.
    public let reason: String
    /// The token the error is reported at (for an error inside an include: the `include` tag).
    public internal(set) var token: Token?
    /// The tokens of the inner templates, innermost first (empty unless the error came through an include or extends).
    public internal(set) var stackTrace: [Token]
    /// An error about a name (unknown member, undefined variable) that Stencil does not have: tags
    /// report it at the tag holding the name rather than where Stencil reports its own render errors.
    var isAboutAName = false

    /// Creates an error with a message and optionally its token and inner-template stack.
    public init(reason: String, token: Token? = nil, stackTrace: [Token] = []) {
        self.reason = reason
        self.token = token
        self.stackTrace = stackTrace
    }

    /// Creates an error with a message; the template machinery attaches the token.
    public init(_ reason: String) {
        self.init(reason: reason)
    }

    /// The message alone, like Stencil.
    public var description: String { reason }

    /// Where the error really is: the innermost token (inside includes too).
    public var location: SourceLocation? { (stackTrace.first ?? token)?.location }

    /// All tokens, innermost first, ending with `token`.
    var allTokens: [Token] { stackTrace + (token.map { [$0] } ?? []) }

    /// The error as people read it: for each token `path:line:col: error: reason`, the line and a caret line.
    public var report: String {
        let tokens = allTokens
        guard !tokens.isEmpty else { return "error: \(reason)" }
        return tokens.map { describe($0) }.joined(separator: "\n")
    }

    private func describe(_ token: Token) -> String {
        let location = token.location
        let caret = String(repeating: " ", count: max(location.column, 0))
            + "^" + String(repeating: "~", count: max(token.contents.count - 1, 0))
        return "\(location): error: \(reason)\n\(location.lineText)\n\(caret)"
    }
}

extension TemplateSyntaxError {
    /// This error marked as being about a name in the template.
    func aboutAName() -> TemplateSyntaxError {
        var error = self
        error.isAboutAName = true
        return error
    }

    /// Runs `body`; an error about a name without a location is located at `token`.
    static func locatingNameErrors<Result>(at token: Token?, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw locatingNameError(error, at: token)
        }
    }

    /// `error`, located at `token` when it is about a name and has no location yet. For hot paths
    /// (an `if` condition), where the generic `locatingNameErrors` is an unspecialized call with a
    /// closure in a debug build.
    static func locatingNameError(_ error: Error, at token: Token?) -> Error {
        guard var located = error as? TemplateSyntaxError, located.isAboutAName, located.token == nil else { return error }
        located.token = token
        return located
    }
}

extension Error {

    /// This error as a `TemplateSyntaxError` located at `token` unless it already has a location.
    func located(at token: Token?) -> TemplateSyntaxError {
        if var error = self as? TemplateSyntaxError {
            if error.token == nil { error.token = token }
            return error
        }
        return TemplateSyntaxError(reason: "\(self)", token: token)
    }
}
