import Foundation
import ModelScanner
import StencilLite

/// Renders Sourcery's Stencil templates: builds the template context from the scanned model,
/// renders with Sourcery's tags and filters, applies Sourcery's post-processing, and turns template
/// errors and diagnostics into `ModelGenError`s and `ModelGenWarning`s.
public struct StencilTemplateRenderer: TemplateRenderer {
    /// What one render produced before it is tied to a template file: the text and the diagnostics
    /// the template raised.
    public struct Output: Sendable {
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

    /// Whether printing an undefined variable fails the template with a located error.
    public let strict: Bool

    /// A renderer; each template finds its includes in its own `searchPaths`. `strict` makes printing
    /// an undefined variable an error instead of nothing.
    public init(strict: Bool = false) {
        self.strict = strict
    }

    public func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate {
        let context = SourceryContext.make(scan: model, arguments: arguments)
        let output: Output
        do {
            output = try render(template: template.text, path: template.path, context: context, templateDirectories: template.searchPaths)
        } catch let error as TemplateSyntaxError {
            throw Self.generationError(error, in: template)
        } catch {
            throw ModelGenError(.generation, "\(error)", at: FileLocation(path: template.path))
        }
        let templateLocation = FileLocation(path: template.path)
        let warnings = output.diagnostics.filter { $0.severity == .warning }.map { ModelGenWarning($0.message, at: $0.location) }
            + output.lookupWarnings.map { ModelGenWarning($0, at: templateLocation) }
        let errors = output.diagnostics.filter { $0.severity == .error }.map { ModelGenError(.generation, $0.message, at: $0.location) }
        return RenderedTemplate(template, text: output.text, warnings: warnings, errors: errors)
    }

    /// Renders `template` (its text; `path` names it in error locations) with `context` (see
    /// `SourceryContext.make`), its includes found in `templateDirectories`.
    ///
    /// Throws `TemplateSyntaxError` (located in the template) for syntax and render errors.
    public func render(template: String, path: String, context: [String: Any], templateDirectories: [String] = []) throws -> Output {
        let environment = SourceryEnvironment.make(templateDirectories: templateDirectories, strict: strict)
        return try Self.render(template: template, path: path, context: context, in: environment)
    }

    /// Renders `template` in a prepared `environment`, then applies Sourcery's post-processing:
    /// StencilSwiftKit's blank-line clean-up, then `{% newline %}`.
    public static func render(template: String, path: String, context: [String: Any], in environment: Environment) throws -> Output {
        let parsed = try environment.template(string: template, name: path)
        let collector = DiagnosticCollector()
        var dictionary = context
        dictionary[DiagnosticCollector.contextKey] = collector
        let misuses = (context["types"] as? TemplateTypes)?.misuses
        _ = misuses?.take()
        let output = try parsed.render(dictionary)
        return Output(text: SourceryTags.replacingNewlineMarkers(in: output), diagnostics: collector.diagnostics,
                      lookupWarnings: misuses?.take() ?? [])
    }
}
