import Foundation
import ModelScanner
import StencilLite

/// Renders Sourcery's Stencil templates: builds the template context from the scanned model,
/// renders with Sourcery's tags and filters, applies Sourcery's post-processing, and collects what
/// the template reports.
public struct StencilTemplateRenderer: TemplateRenderer {
    /// Whether printing an undefined variable fails the template with a located error.
    public let strict: Bool
    /// Which `for` loops render their iterations on all cores (nil: every loop in order).
    public let concurrency: LoopConcurrency?

    /// A renderer; each template finds its includes in its own `searchPaths`. `strict` makes printing
    /// an undefined variable an error instead of nothing; `concurrency` says which loops render on
    /// all cores (nil: every loop in order).
    public init(strict: Bool = false, concurrency: LoopConcurrency? = .whenLong) {
        self.strict = strict
        self.concurrency = concurrency
    }

    public func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate {
        let context = SourceryContext.make(scan: model, arguments: arguments)
        do {
            let rendered = try render(template: template.text, path: template.path, context: context, templateDirectories: template.searchPaths)
            return RenderedTemplate(templatePath: template.path, name: template.name, utf8: rendered.utf8, diagnostics: rendered.diagnostics)
        } catch let error as TemplateSyntaxError {
            throw Self.generationError(error, in: template)
        } catch {
            throw ModelGenError(.generation, "\(error)", at: FileLocation(path: template.path))
        }
    }

    /// Renders `template` (its text; `path` names it in error locations) with `context`, made by
    /// `SourceryContext.make` (what `concurrency` needs: values that can be read from several
    /// threads at once once the model is prepared), its includes found in `templateDirectories`.
    ///
    /// Throws `TemplateSyntaxError` (located in the template) for syntax and render errors.
    public func render(template: String, path: String, context: [String: Any], templateDirectories: [String] = []) throws -> RenderedTemplate {
        var environment = SourceryEnvironment.make(templateDirectories: templateDirectories, strict: strict)
        concurrency?.apply(to: &environment, model: (context["types"] as? TemplateTypes)?.model)
        return try Self.render(template: template, path: path, context: context, in: environment)
    }

    /// Renders `template` in a prepared `environment`, then applies Sourcery's post-processing:
    /// StencilSwiftKit's blank-line clean-up, then `{% newline %}`. Its diagnostics are those the
    /// template's tags emitted, then each misused `types.implementing.X`/`types.inheriting.X` name
    /// (unknown, or of the wrong kind) once, as a warning at the template: Sourcery logs these as
    /// errors on macOS (silently on Linux) and still exits 0.
    public static func render(template: String, path: String, context: [String: Any], in environment: Environment) throws -> RenderedTemplate {
        let parsed = try environment.template(string: template, name: path)
        let collected = DiagnosticList()
        let misuses = (context["types"] as? TemplateTypes)?.misuses
        _ = misuses?.take()
        let output = try parsed.renderUTF8(context, diagnostics: collected)
        let lookupWarnings = (misuses?.take() ?? []).map { Diagnostic(.warning, $0, at: FileLocation(path: path)) }
        return RenderedTemplate(templatePath: path, name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                                utf8: SourceryTags.replacingNewlineMarkers(in: output), diagnostics: collected.diagnostics + lookupWarnings)
    }
}
