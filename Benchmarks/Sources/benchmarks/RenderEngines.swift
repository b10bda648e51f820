import Stencil
import StencilLite

/// A template engine that compiles a template and renders it with a context.
protocol RenderEngine {
    /// Parses `template` and renders it with `context`, as one generation run does.
    func render(_ template: String, _ context: [String: Any]) throws -> String
}

/// StencilLite, ModelGen's engine; with `concurrentLoops`, loops of 64 items or more render on all cores.
struct StencilLiteEngine: RenderEngine {
    private let environment: StencilLite.Environment

    init(concurrentLoops: Bool = false) {
        var environment = StencilLite.Environment()
        environment.concurrentLoops = concurrentLoops
        self.environment = environment
    }

    func render(_ template: String, _ context: [String: Any]) throws -> String {
        try environment.template(string: template).render(context)
    }
}

/// Stencil 0.15.1, the engine StencilLite reimplements (it parses the template again on every render anyway).
struct StencilEngine: RenderEngine {
    private let environment = Stencil.Environment()

    func render(_ template: String, _ context: [String: Any]) throws -> String {
        try Stencil.Template(templateString: template, environment: environment).render(context)
    }
}
