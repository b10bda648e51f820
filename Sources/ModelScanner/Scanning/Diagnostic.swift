/// A problem found while scanning, located in a source file.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is: the scan always goes on (an unreadable path throws `ScanError`).
    public enum Severity: String, Hashable, Sendable {
        /// Some declarations may be missing.
        case warning
    }

    /// The file path as given to the scanner.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes).
    public let column: Int
    /// Warning or error.
    public let severity: Severity
    /// What went wrong.
    public let message: String

    /// `path:line:col: warning: message`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// A source path that cannot be read; the CLI exits 1.
public struct ScanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// Always 1 (the path itself is at fault).
    public let line: Int
    /// Always 1.
    public let column: Int
    /// What went wrong.
    public let message: String

    init(path: String, message: String) {
        self.path = path
        self.line = 1
        self.column = 1
        self.message = message
    }

    /// `path:1:1: error: message`.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
