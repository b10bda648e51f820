/// A parsed piece of a template that renders itself into the output (Stencil's `NodeType`).
public protocol NodeType: Sendable {
    /// The token the node came from; render errors without a location are reported here.
    var token: Token? { get }
    /// Appends this node's output for `context` to `output`.
    func render(_ context: Context, into output: inout RenderOutput) throws
}

extension NodeType {
    /// This node's output as a String.
    public func render(_ context: Context) throws -> String {
        var output = RenderOutput()
        try render(context, into: &output)
        return output.text
    }
}

/// Renders `nodes` in order into `output`, locating errors at the failing node and stopping early
/// when a `break` or `continue` is on its way out.
///
/// Never inlined: inlined into `if`, `for` and `call` (as it was once its output became a
/// `RenderOutput`), it copied each node's existential out of the array before calling it and
/// destroyed the copy after, and the render cost 6% more in a release build (0.315 → 0.335 G
/// instructions, `Firebase.stencil` over 100 models).
@inline(never)
public func renderNodes(_ nodes: [NodeType], _ context: Context, into output: inout RenderOutput) throws {
    // Indexes, not `for … in`: an unspecialized iterator costs more than the node in a debug build.
    // The limit is compared here and `TextLimit.check` called only to throw: a call with an
    // autoclosure per node was 1.3% of a debug Firebase.stencil run.
    // Each node is called in place in the array: copying it out (`let node = nodes[index]`) copied
    // the existential and destroyed the copy, 86 instructions a node in a release build.
    let limit = context.textLimit
    var index = 0
    while index < nodes.count {
        do {
            try nodes[index].render(context, into: &output)
            if output.count > limit { try TextLimit.check(output.text, in: context, "The output") }
        } catch {
            throw error.located(at: nodes[index].token)
        }
        index += 1
        if context.loopSignal != nil { return }
    }
}

/// Renders `nodes` in order and returns their output.
public func renderNodes(_ nodes: [NodeType], _ context: Context) throws -> String {
    var output = RenderOutput()
    try renderNodes(nodes, context, into: &output)
    return output.text
}

/// Renders `nodes` in order and returns their output, written at the end of `output` and taken back
/// out of it, so that a captured body (`set`, `map`, `filter`) needs no buffer of its own.
func renderNodes(_ nodes: [NodeType], _ context: Context, capturedIn output: inout RenderOutput) throws -> String {
    let start = output.count
    defer { output.truncate(to: start) }
    try renderNodes(nodes, context, into: &output)
    return output.text(from: start)
}

/// Text between tags, already trimmed at parse time, kept as the UTF-8 it writes.
final class TextNode: NodeType {
    let utf8: [UInt8]
    var token: Token? { nil }

    init(text: String) {
        utf8 = Array(text.utf8)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        utf8.withUnsafeBufferPointer { output.append($0) }
    }
}

/// A tag rendered by a closure (`Extension.registerSimpleTag`).
public struct SimpleNode: NodeType {
    /// The tag's token.
    public let token: Token?
    let handler: @Sendable (Context) throws -> String

    /// A node whose output is `handler`'s result.
    public init(token: Token, handler: @escaping @Sendable (Context) throws -> String) {
        self.token = token
        self.handler = handler
    }

    public func render(_ context: Context, into output: inout RenderOutput) throws {
        output.append(try handler(context))
    }
}
