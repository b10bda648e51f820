/// `{% if a %} … {% elif b %} … {% else %} … {% endif %}` and the deprecated `{% ifnot a %}`.
final class IfNode: NodeType {
    /// One branch: its condition (nil for `else`) and body, chained to the next branch. Trying the
    /// branches is a call on each, which reads its fields in place: taking each out of an array and
    /// its condition into a local retained and released both (`Firebase.stencil`, 100 models:
    /// 1.46 → 1.32 M retains, 279 → 271 M instructions).
    final class Branch: Sendable {
        let condition: Expression?
        let body: [NodeType]
        /// The `if`/`elif`/`else` tag, where errors about names in its condition are reported.
        let token: Token?
        /// The branch tried when this one's condition does not hold.
        let next: Branch?

        init(condition: Expression?, body: [NodeType], token: Token? = nil, next: Branch? = nil) {
            self.condition = condition
            self.body = body
            self.token = token
            self.next = next
        }

        /// A copy of this branch followed by `next`.
        func followed(by next: Branch?) -> Branch {
            Branch(condition: condition, body: body, token: token, next: next)
        }

        /// Renders the first branch of the chain from this one whose condition holds; false when none did.
        func render(_ context: Context, into output: inout RenderOutput) throws -> Bool {
            let holds: Bool?
            do {
                holds = try condition?.evaluate(context: context)
            } catch {
                throw TemplateSyntaxError.locatingNameError(error, at: token)
            }
            if holds == false { return try next?.render(context, into: &output) ?? false }
            context.pushScope()
            defer { context.popScope() }
            try renderNodes(body, context, into: &output)
            return true
        }
    }

    let token: Token?
    /// The `if` branch, chained to the `elif` and `else` branches after it, and the chains that
    /// follow when there are more than `branchesPerChain` (rendering a chain recurses, and any
    /// number of `elif`s must render within the stack).
    let first: Branch
    let laterChains: [Branch]

    private static let branchesPerChain = 64

    init(token: Token?, branches: [Branch]) {
        self.token = token
        let chains = stride(from: 0, to: branches.count, by: Self.branchesPerChain).map { start in
            Self.chain(branches[start..<min(start + Self.branchesPerChain, branches.count)])
        }
        first = chains[0]
        laterChains = Array(chains.dropFirst())
    }

    /// `branches` (at least one), each followed by the next.
    private static func chain(_ branches: ArraySlice<Branch>) -> Branch {
        var chain = branches[branches.endIndex - 1]
        for branch in branches.dropLast().reversed() { chain = branch.followed(by: chain) }
        return chain
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
        if try first.render(context, into: &output) { return }
        for chain in laterChains where try chain.render(context, into: &output) { return }
    }
}
