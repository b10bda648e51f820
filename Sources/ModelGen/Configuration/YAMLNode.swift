/// A node of a YAML (or JSON) document, with the line and column it starts at.
public struct YAMLNode: Equatable, Sendable {
    /// What a node holds.
    public enum Content: Equatable, Sendable {
        /// A scalar's text; `isQuoted` tells `"true"` (a string) from `true`.
        case scalar(String, isQuoted: Bool)
        /// A block (`- a`) or flow (`[a, b]`) list.
        case list([YAMLNode])
        /// A block (`k: v`) or flow (`{k: v}`) map, in document order.
        case map([YAMLEntry])
        /// Nothing, as after `key:` with no value.
        case empty
    }

    /// The node's content.
    public let content: Content
    /// The 1-based line the node starts on.
    public let line: Int
    /// The 1-based column the node starts at.
    public let column: Int

    /// Creates a node starting at `line`:`column`.
    public init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }
}

/// One `key: value` pair of a YAML map.
public struct YAMLEntry: Equatable, Sendable {
    /// The key's text.
    public let key: String
    /// The 1-based line of the key.
    public let line: Int
    /// The 1-based column of the key.
    public let column: Int
    /// The value.
    public let value: YAMLNode

    /// Creates an entry whose key starts at `line`:`column`.
    public init(key: String, line: Int, column: Int, value: YAMLNode) {
        self.key = key
        self.line = line
        self.column = column
        self.value = value
    }
}

extension YAMLNode {
    /// The text of a scalar node, or nil for lists, maps and empty nodes.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A short English name of the node's kind, for error messages.
    var kindName: String {
        switch content {
        case .scalar: return "a string"
        case .list: return "a list"
        case .map: return "a map"
        case .empty: return "nothing"
        }
    }
}
