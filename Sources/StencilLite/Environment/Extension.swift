/// A set of tags and filters that templates can use (Stencil's `Extension`). Register yours and pass
/// the extension to `Environment(extensions:)`; extensions are searched in order, the built-ins last.
public struct Extension: Sendable {
    /// Parses one tag: reads its words from the token, may parse a body with `parser.parse(until:)`,
    /// and returns the node that renders it.
    public typealias TagParser = @Sendable (TokenParser, Token) throws -> NodeType

    private(set) var tags: [String: TagParser] = [:]
    private(set) var filters: [String: Filter] = [:]

    /// An empty extension.
    public init() {}

    /// Registers the tag `{% name … %}`.
    public mutating func registerTag(_ name: String, parser: @escaping TagParser) {
        tags[name] = parser
    }

    /// Registers a tag without a body whose output is `handler`'s result.
    public mutating func registerSimpleTag(_ name: String, handler: @escaping @Sendable (Context) throws -> String) {
        registerTag(name) { _, token in SimpleNode(token: token, handler: handler) }
    }

    /// Registers a filter without arguments.
    public mutating func registerFilter(_ name: String, filter: @escaping @Sendable (Any?) throws -> Any?) {
        filters[name] = Filter(filter)
    }

    /// Registers a filter with arguments.
    public mutating func registerFilter(_ name: String, filter: @escaping @Sendable (Any?, [Any?]) throws -> Any?) {
        filters[name] = Filter(arguments: filter)
    }

    /// Registers a filter with arguments that also reads the render context.
    public mutating func registerFilter(_ name: String, filter: @escaping @Sendable (Any?, [Any?], Context) throws -> Any?) {
        filters[name] = Filter(context: filter)
    }

    /// Registers a boolean filter and its negation (e.g. `enum` and `!enum`); nil results stay nil.
    public mutating func registerFilter(name: String, negativeFilterName: String, filter: @escaping @Sendable (Any?) throws -> Bool?) {
        filters[name] = Filter { value in try filter(value) }
        filters[negativeFilterName] = Filter { value in try filter(value).map { !$0 } }
    }

    /// Registers a filter value built elsewhere.
    public mutating func register(_ filter: Filter, named name: String) {
        filters[name] = filter
    }

    /// Names of the registered tags.
    public var tagNames: [String] { Array(tags.keys) }
    /// Names of the registered filters.
    public var filterNames: [String] { Array(filters.keys) }

    func tag(named name: String) -> TagParser? { tags[name] }
    func filter(named name: String) -> Filter? { filters[name] }
}
