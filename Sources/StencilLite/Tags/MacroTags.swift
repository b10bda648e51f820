/// A macro defined by `{% macro %}`, stored in the context under its name.
///
/// A class, carried as `TemplateValue.lookup`: every `{% call %}` takes it out of the context, and a
/// class cast from a class existential is a metadata comparison, where one from `.object`'s `Any`
/// was the runtime's generic cast (264 instructions a call, 130 calls a model in Firebase.stencil).
final class Macro: TemplateLookup, Sendable {
    let name: String
    let parameters: [MemberKey]
    let body: [NodeType]

    init(name: String, parameters: [MemberKey], body: [NodeType]) {
        self.name = name
        self.parameters = parameters
        self.body = body
    }

    /// Its stored properties by reflection, as any other object's (nothing for other names).
    func lookup(_ member: String) -> LookupResult {
        .found(Mirror(reflecting: self).descendant(member))
    }

    var memberNames: [String] { Mirror(reflecting: self).children.compactMap(\.label) }
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
        context.define(name, value: .lookup(Macro(name: name.name, parameters: parameters, body: body)))
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
        guard case .lookup(let object) = try macroName.value(in: context), let macro = object as? Macro else {
            let known = context.flatten().compactMap { $0.value is Macro ? $0.key : nil }
            let suggestions = Suggestions.near(macroName.variable, among: known)
            let hint = suggestions.isEmpty ? "" : " Did you mean \(Suggestions.phrase(suggestions))?"
            throw TemplateSyntaxError("Call to undefined block '\(macroName.variable)'.\(hint)")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateSyntaxError("Block '\(macroName.variable)' accepts \(macro.parameters.count) parameters, \(arguments.count) given.")
        }
        // Every argument is read in the caller's scope before any parameter is bound. One or two
        // (most calls) are held in locals: the array cost an allocation a call.
        switch arguments.count {
        case 0:
            try render(macro, binding: [], context, into: &output)
        case 1:
            let first = try arguments[0].value(in: context)
            try render(macro, context, into: &output) { define(first, at: 0, of: macro, in: $0) }
        case 2:
            let first = try arguments[0].value(in: context)
            let second = try arguments[1].value(in: context)
            try render(macro, context, into: &output) {
                define(first, at: 0, of: macro, in: $0)
                define(second, at: 1, of: macro, in: $0)
            }
        default:
            try render(macro, binding: try arguments.values(in: context), context, into: &output)
        }
    }

    private func render(_ macro: Macro, binding values: [TemplateValue], _ context: Context, into output: inout RenderOutput) throws {
        try render(macro, context, into: &output) { context in
            for (index, value) in values.enumerated() { define(value, at: index, of: macro, in: context) }
        }
    }

    /// Renders the macro's body in a scope of its own, where `bind` has defined its parameters.
    private func render(_ macro: Macro, _ context: Context, into output: inout RenderOutput, binding bind: (Context) -> Void) throws {
        try context.nested("Macro calls") {
            context.pushScope()
            defer { context.popScope() }
            bind(context)
            try renderNodes(macro.body, context, into: &output)
        }
    }

    /// Binds parameter `index` to `value`. StencilSwiftKit binds the parameters through a
    /// `[String: Any]`, where nil is no entry: a parameter given nothing stays unbound and reads the
    /// caller's variable of that name (Sourcery's AutoMockable.stencil relies on it:
    /// `{% call variableClosureDeclaration method %}`).
    private func define(_ value: TemplateValue, at index: Int, of macro: Macro, in context: Context) {
        if !value.isNone { context.define(macro.parameters[index], value: value) }
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
