/// The child blocks waiting to replace a parent's blocks, most derived first; taking one consumes it.
final class BlockOverrides {
    static let contextKey = "block_context"
    private var blocks: [String: [BlockNode]] = [:]

    func append(_ block: BlockNode) {
        blocks[block.name, default: []].append(block)
    }

    func take(_ name: String) -> BlockNode? {
        guard var queue = blocks[name], !queue.isEmpty else { return nil }
        let first = queue.removeFirst()
        blocks[name] = queue.isEmpty ? nil : queue
        return first
    }
}

/// `{% extends "parent" %}`: renders the parent with this template's top-level blocks as overrides.
struct ExtendsNode: NodeType {
    let token: Token?
    let templateName: Variable
    let blocks: [BlockNode]

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateSyntaxError("'extends' takes one argument, the template file to be extended")
        }
        let nodes = try parser.parse()
        guard !nodes.contains(where: { $0 is ExtendsNode }) else {
            throw TemplateSyntaxError("'extends' cannot appear more than once in the same template")
        }
        var byName: [String: BlockNode] = [:]
        var order: [String] = []
        for case let block as BlockNode in nodes {
            if byName[block.name] == nil { order.append(block.name) }
            byName[block.name] = block
        }
        return ExtendsNode(token: token, templateName: Variable(components[1]), blocks: order.compactMap { byName[$0] })
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        try context.requireIterationsInOrder()  // the overrides are one object every iteration takes from
        let parent = try TemplateReference.load(templateName, in: context)
        let overrides = context[BlockOverrides.contextKey] as? BlockOverrides ?? BlockOverrides()
        for block in blocks { overrides.append(block) }
        try context.nested("Parent templates") {
            context.pushScope()
            defer { context.popScope() }
            context.define(BlockOverrides.contextKey, overrides)
            do {
                try parent.render(context, into: &output)
            } catch let error as TemplateSyntaxError where error.token?.source.name != token?.source.name {
                throw TemplateSyntaxError(reason: error.reason, stackTrace: error.allTokens)
            }
        }
    }
}

/// `{% block name %} … {% endblock %}`: replaceable by a child template; `{{ block.super }}` is the parent's version.
struct BlockNode: NodeType {
    let token: Token?
    let name: String
    let body: [NodeType]

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateSyntaxError("'block' tag takes one argument, the block name")
        }
        let body = try parser.parse(until: ["endblock"])
        _ = parser.nextToken()
        return BlockNode(token: token, name: components[1], body: body)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        // A later iteration may read this block (`block.NAME`) or find its override taken.
        try context.requireIterationsInOrder()
        if let overrides = context[BlockOverrides.contextKey] as? BlockOverrides, let child = overrides.take(name) {
            let parentVersion = try render(context)
            context.pushScope()
            defer { context.popScope() }
            context.define(BlockOverrides.contextKey, overrides)
            context.define("block", ["super": parentVersion] as [String: Any])
            do {
                try child.render(context, into: &output)
            } catch {
                throw error.located(at: child.token)
            }
            return
        }
        let start = output.count
        try renderNodes(body, context, into: &output)
        context.renderedBlocks[name] = output.text(from: start)
    }
}
