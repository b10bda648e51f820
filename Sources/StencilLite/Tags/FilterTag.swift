/// `{% filter expression %} … {% endfilter %}`: the body's output passed through filters.
struct FilterTagNode: NodeType {
    let token: Token?
    let body: [NodeType]
    let expression: FilterExpression

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateSyntaxError("'filter' tag takes one argument, the filter expression")
        }
        let body = try parser.parse(until: ["endfilter"])
        guard parser.nextToken() != nil else {
            throw parser.endNotFound("endfilter", opening: token)
        }
        let expression = try parser.compileFilter("filter_value|\(components[1])", containedIn: token)
        return FilterTagNode(token: token, body: body, expression: expression)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        let value = try renderNodes(body, context, capturedIn: &output)
        context.pushScope()
        defer { context.popScope() }
        context.define("filter_value", value)
        ValueSemantics.append(try expression.value(in: context), to: &output)
    }
}
