import ModelScanner

/// Renders one template over a scanned model: the seam between the generate pipeline and a
/// template language (`StencilTemplateRenderer` for `.stencil` templates; tests substitute their own).
public protocol TemplateRenderer {
    /// Renders `template` with `arguments` as `argument.*`; a failure is a `.generation` error
    /// located in the template.
    func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate
}
