import Foundation

/// What rendering one template produced: its text, before it is split into files and given a
/// header, and what it reported.
public struct RenderedTemplate: Equatable, Sendable {
    /// The template's path (or `<built-in>/Name.stencil` for a built-in template).
    public let templatePath: String
    /// The template's file name without its extension; names the output file.
    public let name: String
    /// The rendered text's UTF-8, after any post-processing the renderer applies. Bytes, not a
    /// `String`, through to the written file: a `String` of a render's bytes is validated, 28 M
    /// instructions for the Firebase output over 1,000 models (3 MB), serial after the render.
    public let utf8: [UInt8]
    /// What the template reported, in order: `{% warning %}`, unknown names it looked up, and
    /// errors it raised while rendering on (`{% error %}`: every template still renders, then the
    /// run fails, exit 3, without writing anything).
    public var diagnostics: [Diagnostic]

    /// Creates a rendered template from its text's UTF-8.
    public init(templatePath: String, name: String, utf8: [UInt8], diagnostics: [Diagnostic] = []) {
        self.templatePath = templatePath
        self.name = name
        self.utf8 = utf8
        self.diagnostics = diagnostics
    }

    /// Creates a rendered template.
    public init(templatePath: String, name: String, text: String, diagnostics: [Diagnostic] = []) {
        self.init(templatePath: templatePath, name: name, utf8: Array(text.utf8), diagnostics: diagnostics)
    }

    /// The text `template` rendered.
    public init(_ template: TemplateFile, text: String, diagnostics: [Diagnostic] = []) {
        self.init(templatePath: template.path, name: template.name, text: text, diagnostics: diagnostics)
    }

    /// The rendered text.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The errors among `diagnostics`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings among `diagnostics`.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
