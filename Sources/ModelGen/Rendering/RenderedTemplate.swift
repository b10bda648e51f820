import Foundation

/// What rendering one template produced: its text, before it is split into files and given a
/// header, and what it reported.
public struct RenderedTemplate: Equatable, Sendable {
    /// The template's path (or `<built-in>/Name.stencil` for a built-in template).
    public let templatePath: String
    /// The template's file name without its extension; names the output file.
    public let name: String
    /// The rendered text, after any post-processing the renderer applies.
    public let text: String
    /// What the template reported, in order: `{% warning %}`, unknown names it looked up, and
    /// errors it raised while rendering on (`{% error %}`: every template still renders, then the
    /// run fails, exit 3, without writing anything).
    public var diagnostics: [Diagnostic]

    /// Creates a rendered template.
    public init(templatePath: String, name: String, text: String, diagnostics: [Diagnostic] = []) {
        self.templatePath = templatePath
        self.name = name
        self.text = text
        self.diagnostics = diagnostics
    }

    /// The text `template` rendered.
    public init(_ template: TemplateFile, text: String, diagnostics: [Diagnostic] = []) {
        self.init(templatePath: template.path, name: template.name, text: text, diagnostics: diagnostics)
    }

    /// The errors among `diagnostics`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings among `diagnostics`.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
