/// A place in a file that a message points at (1-based line and column).
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given to the tool.
    public let path: String
    /// The 1-based line (1 when the message concerns the whole file).
    public let line: Int
    /// The 1-based column (1 when the message concerns the whole line or file).
    public let column: Int

    /// Creates a location; a message about the whole file points at its start, 1:1.
    public init(path: String, line: Int = 1, column: Int = 1) {
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
