/// What rendering one template produced: its text, before it is split into files and given a
/// header, and what it reported.
public struct RenderedTemplate: Equatable, Sendable {
    /// The template's path (or `<built-in>/Name.stencil` for a built-in template).
    public let templatePath: String
    /// The template's file name without its extension; names the output file.
    public let name: String
    /// The rendered text, after any post-processing the renderer applies.
    public let text: String
    /// Warnings to print (`{% warning %}`, unknown names a template looked up …).
    public var warnings: [ModelGenWarning]
    /// Errors the template raised while rendering on (`{% error %}`): every template still renders,
    /// then the run fails (exit 3) without writing anything.
    public var errors: [ModelGenError]

    /// Creates a rendered template.
    public init(templatePath: String, name: String, text: String, warnings: [ModelGenWarning] = [], errors: [ModelGenError] = []) {
        self.templatePath = templatePath
        self.name = name
        self.text = text
        self.warnings = warnings
        self.errors = errors
    }

    /// The text `template` rendered.
    public init(_ template: TemplateFile, text: String, warnings: [ModelGenWarning] = [], errors: [ModelGenError] = []) {
        self.init(templatePath: template.path, name: template.name, text: text, warnings: warnings, errors: errors)
    }
}
