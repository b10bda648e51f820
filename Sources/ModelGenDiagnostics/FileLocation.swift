/// A place in a file that a diagnostic points at (1-based line and column).
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given to the tool.
    public let path: String
    /// The 1-based line (1 when the message concerns the whole file).
    public let line: Int
    /// The 1-based column (1 when the message concerns the whole line or file).
    public let column: Int

    /// Creates a location; a message about the whole file points at its start, 1:1, and so does a
    /// line or column below 1 (Xcode and SwiftPM only recognise the full `path:line:col` form).
    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    /// `path:line:col`.
    public var description: String { "\(path):\(line):\(column)" }
}
