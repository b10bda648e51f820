import ModelScanner

/// A failure of a pipeline step, with the location it concerns and the exit code it maps to.
public struct ModelGenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; decides the process exit code (Sourcery's codes).
    public enum Kind: Sendable, Equatable {
        /// A source, template or output path cannot be read or written (exit 1).
        case unreadablePath
        /// The configuration file or the command line is invalid (exit 2).
        case configuration
        /// Scanning, rendering or writing failed (exit 3).
        case generation
    }

    /// The kind of failure.
    public let kind: Kind
    /// The message, without the location or the `error:` prefix.
    public let message: String
    /// Where the problem is, when it concerns a file.
    public let location: FileLocation?
    /// Lines printed after the error line: the template line with a caret under the error, or a hint.
    public let detail: String?

    /// Creates an error of `kind` at `location`, with `detail` lines to print after it.
    public init(_ kind: Kind, _ message: String, at location: FileLocation? = nil, detail: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.detail = detail
    }

    /// A source path the scanner could not read, at 1:1 of that path (exit 1).
    public init(_ error: ScanError) {
        self.init(.unreadablePath, error.message, at: FileLocation(path: error.path))
    }

    /// The process exit code Sourcery uses for this kind of failure.
    public var exitCode: Int32 {
        switch kind {
        case .unreadablePath: return 1
        case .configuration: return 2
        case .generation: return 3
        }
    }

    /// `path:line:col: error: message` (or `error: message` without a location).
    public var description: String { FileLocation.diagnosticLine("error", message, at: location) }

    /// The error as printed: `description`, then the `detail` lines.
    public var report: String {
        detail.map { description + "\n" + $0 } ?? description
    }
}

/// A problem worth telling the user about that does not stop the run.
public struct ModelGenWarning: Equatable, Sendable, CustomStringConvertible {
    /// The message, without the location or the `warning:` prefix.
    public let message: String
    /// Where the problem is, when it concerns a file.
    public let location: FileLocation?

    /// Creates a warning at `location`.
    public init(_ message: String, at location: FileLocation? = nil) {
        self.message = message
        self.location = location
    }

    /// `path:line:col: warning: message` (or `warning: message` without a location).
    public var description: String { FileLocation.diagnosticLine("warning", message, at: location) }
}
