/// A macro defined by `{% macro %}`, stored in the context under its name.
///
/// A class: every `{% call %}` takes it out of the context's `Any`, and copying a struct out
/// retained and released each of its three fields (15,000 calls per 100 models in Firebase.stencil).
final class Macro: Sendable {
    let name: String
    let parameters: [MemberKey]
    let body: [NodeType]

    init(name: String, parameters: [MemberKey], body: [NodeType]) {
        self.name = name
        self.parameters = parameters
        self.body = body
    }
}

/// StencilSwiftKit's `{% macro name param… %}body{% endmacro %}`: defines a macro in the current scope.
struct MacroNode: NodeType {
    let token: Token?
    let name: MemberKey
    let parameters: [MemberKey]
    let body: [NodeType]

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateSyntaxError("'macro' tag takes at least one argument, the name of the variable to set.")
        }
        let body = try parser.parse(until: ["endmacro"])
        guard parser.nextToken() != nil else {
            throw parser.endNotFound("endmacro", opening: token)
        }
        return MacroNode(token: token, name: MemberKey(components[1]), parameters: components.dropFirst(2).map { MemberKey($0) }, body: body)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        context.define(name, value: .object(Macro(name: name.name, parameters: parameters, body: body)))
    }
}

/// StencilSwiftKit's `{% call name argument… %}`: renders the macro's body in the caller's context
/// plus its parameters bound to the arguments (those that are not nil).
struct CallNode: NodeType {
    let token: Token?
    let macroName: Variable
    let arguments: [Resolvable]

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateSyntaxError("'call' tag takes at least one argument, the name of the block to call.")
        }
        let arguments = try components.dropFirst(2).map { try parser.compileResolvable($0, containedIn: token) }
        return CallNode(token: token, macroName: Variable(components[1]), arguments: arguments)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        guard case .object(let macro as Macro) = try macroName.value(in: context) else {
            let known = context.flatten().compactMap { $0.value is Macro ? $0.key : nil }
            let suggestions = Suggestions.near(macroName.variable, among: known)
            let hint = suggestions.isEmpty ? "" : " Did you mean \(Suggestions.phrase(suggestions))?"
            throw TemplateSyntaxError("Call to undefined block '\(macroName.variable)'.\(hint)")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateSyntaxError("Block '\(macroName.variable)' accepts \(macro.parameters.count) parameters, \(arguments.count) given.")
        }
        let values = try arguments.values(in: context)
        try context.nested("Macro calls") {
            context.pushScope()
            defer { context.popScope() }
            // StencilSwiftKit binds the parameters through a `[String: Any]`, where nil is no entry: a
            // parameter given nothing stays unbound and reads the caller's variable of that name
            // (Sourcery's AutoMockable.stencil relies on it: `{% call variableClosureDeclaration method %}`).
            var parameter = 0
            while parameter < values.count {
                let value = values[parameter]
                if !value.isNone { context.define(macro.parameters[parameter], value: value) }
                parameter += 1
            }
            try renderNodes(macro.body, context, into: &output)
        }
    }
}

/// StencilSwiftKit's `{% import "file" %}`: runs another template for its macros and `set`s, printing nothing.
struct ImportNode: NodeType {
    let token: Token?
    let templateName: Variable

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateSyntaxError("'import' tag takes one argument, the template file to be imported.")
        }
        return ImportNode(token: token, templateName: Variable(components[1]))
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        let template = try TemplateReference.load(templateName, in: context)
        var discarded = RenderOutput()
        try context.nested("Imports") {
            try TemplateReference.withStack { try template.render(context, into: &discarded) }
        }
    }
}
