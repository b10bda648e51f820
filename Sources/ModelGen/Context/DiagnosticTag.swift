import ModelScanner
import StencilLite

/// `{% error "text" [for x] %}` and `{% warning "text" [for x] %}`: a diagnostic for the template author.
///
/// With `for x`, where `x` is a type, variable, method (global functions too), subscript or enum case,
/// it is located at that declaration's file, line and column; otherwise at the tag in the template. The text may hold
/// `{{ … }}` expressions, rendered in the tag's context: `{% error "{{ type.name }} needs an id" for type %}`.
struct DiagnosticTag: NodeType {
    let token: Token?
    let severity: Diagnostic.Severity
    let message: Resolvable
    let subject: Resolvable?

    /// Registers `error` and `warning` into `extension`.
    static func register(into extension: inout Extension) {
        for severity in [Diagnostic.Severity.error, .warning] {
            `extension`.registerTag(severity.rawValue) { parser, token in
                try parse(parser, token, severity: severity)
            }
        }
    }

    private static func parse(_ parser: TokenParser, _ token: Token, severity: Diagnostic.Severity) throws -> DiagnosticTag {
        let words = Array(token.components.dropFirst())
        let usage = "'\(severity.rawValue)' tag takes a message and optionally 'for' a declaration, e.g. {% \(severity.rawValue) \"text\" for type %}"
        guard words.count == 1 || (words.count == 3 && words[1] == "for") else {
            throw TemplateSyntaxError(usage)
        }
        let message = try parser.compileResolvable(words[0], containedIn: token)
        let subject = words.count == 3 ? try parser.compileResolvable(words[2], containedIn: token) : nil
        return DiagnosticTag(token: token, severity: severity, message: message, subject: subject)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        let text = try messageText(context)
        let location: FileLocation
        if let subject {
            let value = try subject.resolve(context)
            if let declared = DeclarationLocation.of(value, types: context["types"] as? TemplateTypes) {
                location = declared
            } else {
                throw TemplateSyntaxError("'\(severity.rawValue) … for' needs a type, variable, method, subscript or enum case; got \(value.map { "a \(type(of: $0))" } ?? "nil")")
            }
        } else {
            location = templateLocation
        }
        context.diagnostics?.emit(Diagnostic(severity, text, at: location))
    }

    /// The message, with any `{{ … }}` in it rendered.
    private func messageText(_ context: Context) throws -> String {
        let text = try message.resolve(context).map { $0 as? String ?? String(describing: $0) } ?? ""
        guard text.contains("{{") || text.contains("{%") else { return text }
        return try Template(templateString: text, environment: context.environment).render(context)
    }

    private var templateLocation: FileLocation {
        guard let place = token?.location else { return FileLocation(path: "<template>") }
        return FileLocation(path: place.templateName ?? "<template>", line: place.line, column: place.column + 1)
    }
}

/// Where a model declaration is written.
enum DeclarationLocation {
    /// The file, line and column of a type, variable, method, subscript or enum case.
    static func of(_ value: Any?, types: TemplateTypes?) -> FileLocation? {
        switch value {
        case let type as SwiftType:
            return FileLocation(path: type.path, line: type.line, column: type.column)
        case let method as Method:
            return FileLocation(path: method.path, line: method.line, column: method.column)
        case let variable as ModelScanner.Variable:
            guard let owner = variable.definedInType else { return nil }
            return FileLocation(path: owner.path, line: variable.line, column: variable.column)
        case let item as Subscript:
            guard let owner = item.definedInType else { return nil }
            return FileLocation(path: owner.path, line: item.line, column: item.column)
        case let enumCase as EnumCase:
            guard let owner = types?.enumDeclaring(enumCase) else { return nil }
            return FileLocation(path: owner.path, line: enumCase.line, column: enumCase.column)
        default:
            return nil
        }
    }
}
