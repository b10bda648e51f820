import ModelScanner

/// What rendering one template produced.
public struct TemplateRendering: Sendable {
    /// The rendered text, after any post-processing the renderer applies.
    public var text: String
    /// Warnings to print (`{% warning %}`, unknown names a template looked up …).
    public var warnings: [ModelGenWarning]
    /// Errors the template raised while rendering on (`{% error %}`): every template still renders,
    /// then the run fails (exit 3) without writing anything.
    public var errors: [ModelGenError]

    /// Creates a rendering result.
    public init(text: String, warnings: [ModelGenWarning] = [], errors: [ModelGenError] = []) {
        self.text = text
        self.warnings = warnings
        self.errors = errors
    }
}

/// Renders one template over a scanned model; the template-context layer provides the real one.
public protocol TemplateRenderer {
    /// Renders `template` with `arguments` as `argument.*`; a failure is a `.generation` error
    /// located in the template.
    func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> TemplateRendering
}
