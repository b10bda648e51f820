/// A place in a file that a message points at (1-based line and column).
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given to the tool.
    public let path: String
    /// The 1-based line, or 0 when the message concerns the whole file.
    public let line: Int
    /// The 1-based column, or 0 when the message concerns the whole line or file.
    public let column: Int

    /// Creates a location; line and column default to "the whole file".
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, leaving out the parts that are unknown.
    public var description: String {
        guard line > 0 else { return path }
        guard column > 0 else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }
}
