/// `{% include "name" [contextKey] %}`: renders another template with the same variables
/// (plus the dictionary `contextKey` when given).
struct IncludeNode: NodeType {
    let token: Token?
    let templateName: Variable
    let contextKey: String?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 || components.count == 3 else {
            throw TemplateSyntaxError(
                "'include' tag requires one argument, the template file to be included. A second optional argument can be used to specify the context that will be passed to the included file"
            )
        }
        return IncludeNode(token: token, templateName: Variable(components[1]), contextKey: components.count == 3 ? components[2] : nil)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        let template = try TemplateReference.load(templateName, in: context)
        try context.nested("Includes") {
            context.pushScope()
            defer { context.popScope() }
            if let contextKey, let values = context[contextKey] as? [String: Any] {
                for (name, value) in values { context.define(name, value) }
            }
            try TemplateReference.withStack { try template.render(context, into: &output) }
        }
    }
}

/// Loading the template named by an `include`, `extends` or `import` tag.
enum TemplateReference {
    /// The template `name` resolves to; errors in the loaded template keep their own location on the stack.
    static func load(_ name: Variable, in context: Context) throws -> Template {
        guard let resolved = try name.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(name)' could not be resolved as a string")
        }
        return try withStack { try context.loadTemplate(name: resolved) }
    }

    /// Runs `body`; an error located in another template becomes a stack entry, so the tag here is located too.
    static func withStack<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as TemplateSyntaxError where error.token != nil {
            throw TemplateSyntaxError(reason: error.reason, stackTrace: error.allTokens)
        }
    }
}
