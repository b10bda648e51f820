import ModelScanner

/// The renderers the tool ships.
public enum Renderers {
    /// Sourcery-compatible rendering: StencilLite with Sourcery's context, filters and tags.
    public static func sourcery() -> any TemplateRenderer { PendingRenderer() }
}

/// Stands in until the template context lands; every render fails with a clear error.
private struct PendingRenderer: TemplateRenderer {
    func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> TemplateRendering {
        throw ModelGenError(.generation, "template rendering is not available in this build yet", at: FileLocation(path: template.path))
    }
}
