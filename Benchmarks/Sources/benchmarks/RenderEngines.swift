import Stencil
import StencilLite

/// A template engine compiled once and rendered many times.
protocol RenderEngine {
    /// Renders the compiled template with `context`.
    func render(_ context: [String: Any]) throws -> String
}

/// StencilLite, ModelGen's engine.
struct StencilLiteEngine: RenderEngine {
    private let template: StencilLite.Template

    init(template: String) throws {
        self.template = try StencilLite.Environment().template(string: template)
    }

    func render(_ context: [String: Any]) throws -> String {
        try template.render(context)
    }
}

/// Stencil 0.15.1, the engine StencilLite reimplements.
struct StencilEngine: RenderEngine {
    private let template: Stencil.Template

    init(template: String) {
        self.template = Stencil.Template(templateString: template, environment: Stencil.Environment())
    }

    func render(_ context: [String: Any]) throws -> String {
        try template.render(context)
    }
}
