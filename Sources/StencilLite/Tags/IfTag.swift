/// `{% if a %} … {% elif b %} … {% else %} … {% endif %}` and the deprecated `{% ifnot a %}`.
final class IfNode: NodeType {
    /// One branch: its condition (nil for `else`) and body. A class, so that trying a branch
    /// retains one reference rather than copying its fields.
    final class Branch: Sendable {
        let condition: Expression?
        let body: [NodeType]
        /// The `if`/`elif`/`else` tag, where errors about names in its condition are reported.
        let token: Token?

        init(condition: Expression?, body: [NodeType], token: Token? = nil) {
            self.condition = condition
            self.body = body
            self.token = token
        }
    }

    let token: Token?
    let branches: [Branch]

    init(token: Token?, branches: [Branch]) {
        self.token = token
        self.branches = branches
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let ends = ["endif", "elif", "else"]
        var branches = [Branch(
            condition: try parser.compileExpression(components: Array(token.components.dropFirst()), token: token),
            body: try parser.parse(until: ends),
            token: token
        )]
        var next = parser.nextToken()
        while let current = next, current.contents.hasPrefix("elif") {
            let condition = try parser.compileExpression(components: Array(current.components.dropFirst()), token: current)
            branches.append(Branch(condition: condition, body: try parser.parse(until: ends), token: current))
            next = parser.nextToken()
        }
        if let current = next, current.contents == "else" {
            branches.append(Branch(condition: nil, body: try parser.parse(until: ["endif"])))
            next = parser.nextToken()
        }
        guard let current = next else {
            throw parser.endNotFound("endif", opening: token)
        }
        guard current.contents == "endif" else {
            throw TemplateSyntaxError("`endif` was not found.")
        }
        return IfNode(token: token, branches: branches)
    }

    static func parseIfNot(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateSyntaxError("'ifnot' statements should use the following syntax 'ifnot condition'.")
        }
        let condition = try parser.compileExpression(components: [components[1]], token: token)
        let whenFalse = try parser.parse(until: ["endif", "else"])
        guard let next = parser.nextToken() else {
            throw parser.endNotFound("endif", opening: token)
        }
        var whenTrue: [NodeType] = []
        if next.contents == "else" {
            whenTrue = try parser.parse(until: ["endif"])
            _ = parser.nextToken()
        }
        return IfNode(token: token, branches: [Branch(condition: condition, body: whenTrue, token: token), Branch(condition: nil, body: whenFalse)])
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        var index = 0
        while index < branches.count {
            let branch = branches[index]
            index += 1
            if let condition = branch.condition {
                let holds: Bool
                do {
                    holds = try condition.evaluate(context: context)
                } catch {
                    throw TemplateSyntaxError.locatingNameError(error, at: branch.token)
                }
                guard holds else { continue }
            }
            context.pushScope()
            defer { context.popScope() }
            try renderNodes(branch.body, context, into: &output)
            return
        }
    }
}
