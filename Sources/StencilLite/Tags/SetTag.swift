/// StencilSwiftKit's `{% set name expression %}` and `{% set name %}body{% endset %}`: defines
/// `name` in the current scope (it disappears when the enclosing `for`, `if` branch or macro ends).
struct SetNode: NodeType {
    enum Content: Sendable {
        case value(Resolvable)
        case body([NodeType])
    }

    let token: Token?
    let name: MemberKey
    let content: Content

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count == 2 || components.count == 3 else {
            throw TemplateSyntaxError(
                "'set' tag takes at least one argument (the name of the variable to set) and optionally the value expression."
            )
        }
        if components.count == 3 {
            let value = try parser.compileResolvable(components[2], containedIn: token)
            return SetNode(token: token, name: MemberKey(components[1]), content: .value(value))
        }
        let body = try parser.parse(until: ["endset"])
        guard parser.nextToken() != nil else {
            throw parser.endNotFound("endset", opening: token)
        }
        return SetNode(token: token, name: MemberKey(components[1]), content: .body(body))
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        switch content {
        case .value(let value):
            context.define(name, value: try value.value(in: context))
        case .body(let body):
            context.define(name, value: .string(try renderNodes(body, context, capturedIn: &output)))
        }
    }
}

/// StencilSwiftKit's `{% map array into result [using item] %}body{% endmap %}`: `result` becomes the
/// array of the body's outputs, with `maploop.counter` (from 0), `first`, `last` and `item` available.
/// As in StencilSwiftKit, `result` is left alone when `array` is empty or not an array, and an
/// `{% empty %}` is allowed only right before `{% endmap %}`.
struct MapNode: NodeType {
    let token: Token?
    let source: Resolvable
    let resultName: MemberKey
    let itemName: MemberKey?
    let body: [NodeType]

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        let hasUsing = components.count > 5 && components[4] == "using"
        guard components.count > 3, components[2] == "into", components.count == 4 || hasUsing else {
            throw TemplateSyntaxError("'map' statements should use the following 'map {array} into {varname} [using {element}]'.")
        }
        let source = try parser.compileResolvable(components[1], containedIn: token)
        let body = try parser.parse(until: ["endmap", "empty"])
        guard let end = parser.nextToken() else {
            throw parser.endNotFound("endmap", opening: token)
        }
        if end.components.first == "empty" {
            guard let next = parser.nextToken(), next.kind == .block, next.components.first == "endmap" else {
                throw TemplateSyntaxError("`{% empty %}` in a `map` must be followed directly by `{% endmap %}`.")
            }
        }
        return MapNode(token: token, source: source, resultName: MemberKey(components[3]),
                       itemName: hasUsing ? MemberKey(components[5]) : nil, body: body)
    }

    private static let maploopKey = MemberKey("maploop")

    func render(_ context: Context, into output: inout RenderOutput) throws {
        guard let items = try source.resolve(context) as? [Any], !items.isEmpty else { return }
        var results: [String] = []
        results.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            context.pushScope()
            defer { context.popScope() }
            context.define(Self.maploopKey, ["counter": index, "first": index == 0, "last": index == items.count - 1, "item": item] as [String: Any])
            if let itemName { context.define(itemName, item) }
            results.append(try renderNodes(body, context, capturedIn: &output))
        }
        context.define(resultName, results)
    }
}
