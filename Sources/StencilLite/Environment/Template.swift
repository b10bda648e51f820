import ModelGenDiagnostics

/// A parsed template, ready to render any number of times (Stencil's `Template`; parsed once here).
public final class Template: Sendable {
    /// The template's name (its path for loaded files), or nil.
    public let name: String?
    /// The environment it was parsed with and renders with.
    public let environment: Environment
    let source: TemplateSource
    let nodes: [NodeType]

    /// Lexes and parses `templateString`; syntax errors are thrown here, located in the template.
    public init(templateString: String, environment: Environment = Environment(), name: String? = nil) throws {
        let text = environment.cleansBlankLines ? BlankLineCleanup.markTypedBlankLines(in: templateString) : templateString
        self.name = name
        self.environment = environment
        self.source = TemplateSource(name: name, text: text)
        let tokens = try Lexer(source: source).tokenize()
        self.nodes = try TokenParser(tokens: tokens, environment: environment).parse()
    }

    /// Renders with `dictionary` as the variables, tags reporting to `diagnostics`; in Sourcery mode
    /// the blank-line clean-up is applied.
    public func render(_ dictionary: [String: Any] = [:], diagnostics: (any DiagnosticCollector)? = nil) throws -> String {
        try renderOutput(dictionary, diagnostics: diagnostics).text
    }

    /// `render`'s text as UTF-8 bytes, never validated as a `String`.
    public func renderUTF8(_ dictionary: [String: Any] = [:], diagnostics: (any DiagnosticCollector)? = nil) throws -> [UInt8] {
        try renderOutput(dictionary, diagnostics: diagnostics).utf8
    }

    private func renderOutput(_ dictionary: [String: Any], diagnostics: (any DiagnosticCollector)?) throws -> RenderOutput {
        let context = Context(dictionary: dictionary, environment: environment, diagnostics: diagnostics)
        var output = RenderOutput(capacity: source.text.utf8.count)
        try render(context, into: &output)
        if environment.cleansBlankLines { output.collapseGeneratedBlankLines() }
        return output
    }

    /// Renders within an existing context (what `include` does), without any clean-up.
    public func render(_ context: Context) throws -> String {
        var output = RenderOutput()
        try render(context, into: &output)
        return output.text
    }

    /// Appends the output for `context` to `output`.
    public func render(_ context: Context, into output: inout RenderOutput) throws {
        try renderNodes(nodes, context, into: &output)
    }
}
