import ModelScanner

/// Renders each template with the renderer of its language: `.swifttemplate` files with `swift`,
/// every other template (Stencil) with `stencil`.
public struct TemplateLanguages: TemplateRenderer {
    public let stencil: any TemplateRenderer
    public let swift: any TemplateRenderer

    public init(stencil: any TemplateRenderer, swift: any TemplateRenderer) {
        self.stencil = stencil
        self.swift = swift
    }

    public func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate {
        let renderer = template.path.hasSuffix(".swifttemplate") ? swift : stencil
        return try renderer.render(template, model: model, arguments: arguments)
    }
}
