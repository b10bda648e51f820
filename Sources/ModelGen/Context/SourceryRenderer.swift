import StencilLite

/// What one Sourcery template rendered: the text after Sourcery's post-processing, and the
/// diagnostics its `{% error %}`/`{% warning %}` tags raised.
public struct SourceryRendering: Sendable {
    /// The rendered text (blank lines cleaned up, `{% newline %}` applied), without any header.
    public let text: String
    /// Diagnostics in the order the template raised them.
    public let diagnostics: [TemplateDiagnostic]
    /// Misused `types.implementing.X` and `types.inheriting.X` names (unknown, or of the wrong kind),
    /// each once: Sourcery logs these as errors on macOS (silently on Linux) and still exits 0.
    public let lookupWarnings: [String]

    /// Whether any diagnostic is an error (the run must fail).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Renders Sourcery templates over a template context (see `SourceryContext.make`).
public struct SourceryRenderer: Sendable {
    /// The environment templates are parsed and rendered with.
    public let environment: Environment

    /// A renderer whose templates find their includes in `templateDirectories`; `strict` makes
    /// printing an undefined variable an error.
    public init(templateDirectories: [String], strict: Bool = false) {
        self.environment = SourceryEnvironment.make(templateDirectories: templateDirectories, strict: strict)
    }

    /// A renderer over a prepared environment.
    public init(environment: Environment) {
        self.environment = environment
    }

    /// Renders `template` (its text; `path` names it in error locations) with `context`, then applies
    /// Sourcery's post-processing: StencilSwiftKit's blank-line clean-up, then `{% newline %}`.
    ///
    /// Throws `TemplateSyntaxError` (located in the template) for syntax and render errors.
    public func render(template: String, path: String, context: [String: Any]) throws -> SourceryRendering {
        let parsed = try environment.template(string: template, name: path)
        let collector = DiagnosticCollector()
        var dictionary = context
        dictionary[DiagnosticCollector.contextKey] = collector
        let misuses = (context["types"] as? TemplateTypes)?.misuses
        _ = misuses?.take()
        let output = try parsed.render(dictionary)
        return SourceryRendering(text: SourceryTags.replacingNewlineMarkers(in: output), diagnostics: collector.diagnostics,
                                 lookupWarnings: misuses?.take() ?? [])
    }
}
