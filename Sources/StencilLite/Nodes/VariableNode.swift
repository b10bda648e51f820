/// `{{ value }}`, `{{ value|filters }}`, `{{ a == b }}` or `{{ value if condition else other }}`.
final class VariableNode: NodeType {
    /// What a `{{ }}` tag evaluates.
    enum Value: Sendable {
        case filter(FilterExpression)
        case range(RangeExpression)
        case expression(Expression)

        func value(in context: Context, strict: Bool) throws -> TemplateValue {
            switch self {
            case .filter(let expression): return try expression.value(in: context, strict: strict)
            case .range(let range): return try range.value(in: context)
            case .expression(let expression): return try expression.value(in: context)
            }
        }
    }

    let token: Token?
    let value: Value
    let condition: Expression?
    let otherwise: Value?

    init(token: Token?, value: Value, condition: Expression?, otherwise: Value?) {
        self.token = token
        self.value = value
        self.condition = condition
        self.otherwise = otherwise
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard !components.isEmpty else {
            throw TemplateSyntaxError(reason: "Missing variable name", token: token)
        }
        // No expression has a `}` outside quotes: it ends a `{{ value }` one brace short, whose
        // contents ran on to the next `}}`.
        if let shortBrace = token.contents.firstUnquoted("}") {
            throw TemplateSyntaxError.oneBraceShort("{{", after: token.contents[..<shortBrace], at: token)
        }
        if components.count > 2 && components[1] == "if" {
            let value = try compile([components[0]], parser: parser, token: token)
            let rest = Array(components[2...])
            if let elseIndex = rest.firstIndex(of: "else") {
                let condition = try parser.compileExpression(components: Array(rest[..<elseIndex]), token: token)
                let otherwise = try compile(Array(rest[(elseIndex + 1)...]), parser: parser, token: token)
                return VariableNode(token: token, value: value, condition: condition, otherwise: otherwise)
            }
            let condition = try parser.compileExpression(components: rest, token: token)
            return VariableNode(token: token, value: value, condition: condition, otherwise: nil)
        }
        return VariableNode(token: token, value: try compile(components, parser: parser, token: token), condition: nil, otherwise: nil)
    }

    /// Stencil tries a boolean expression first and falls back to one filter expression of all the words.
    private static func compile(_ components: [String], parser: TokenParser, token: Token) throws -> Value {
        if let expression = try? parser.compileExpression(components: components, token: token) {
            switch expression.singleOperand {
            case .filter(let filter)?: return .filter(filter)
            case .range(let range)?: return .range(range)
            case nil: return .expression(expression)
            }
        }
        return .filter(try parser.compileFilter(components.joined(separator: " "), containedIn: token))
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        if let condition, try !condition.evaluate(context: context) {
            if let otherwise { try printValue(otherwise.value(in: context, strict: false), context, into: &output) }
            return
        }
        try printValue(value.value(in: context, strict: context.isStrict), context, into: &output)
    }

    private func printValue(_ value: TemplateValue, _ context: Context, into output: inout RenderOutput) throws {
        try TextLimit.checkBeforePrinting(value, after: output.count, in: context)
        ValueSemantics.append(value, to: &output)
    }
}
