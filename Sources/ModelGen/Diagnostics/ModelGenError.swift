import ModelGenDiagnostics

/// A failure that stops a pipeline step: an error `Diagnostic` plus the exit code it maps to.
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
    /// What went wrong, where (severity `.error`).
    public let diagnostic: Diagnostic

    /// Creates an error of `kind` at `location`, with `detail` lines to print after it.
    public init(_ kind: Kind, _ message: String, at location: FileLocation? = nil, detail: String? = nil) {
        self.init(kind, Diagnostic(.error, message, at: location, notes: detail.map { [$0] } ?? []))
    }

    /// `diagnostic` as a failure of `kind` (a source path the scanner could not read is `.unreadablePath`, exit 1).
    public init(_ kind: Kind, _ diagnostic: Diagnostic) {
        self.kind = kind
        self.diagnostic = diagnostic
    }

    /// The message, without the location or the `error:` prefix.
    public var message: String { diagnostic.message }
    /// Where the problem is, when it concerns a file.
    public var location: FileLocation? { diagnostic.location }
    /// Lines printed after the error line (the template line with a caret under the error, or a hint), if any.
    public var detail: String? { diagnostic.notes.isEmpty ? nil : diagnostic.notes.joined(separator: "\n") }

    /// The process exit code Sourcery uses for this kind of failure.
    public var exitCode: Int32 {
        switch kind {
        case .unreadablePath: return 1
        case .configuration: return 2
        case .generation: return 3
        }
    }

    /// `path:line:col: error: message` (or `error: message` without a location).
    public var description: String { diagnostic.description }

    /// The error as printed: `description`, then the `detail` lines.
    public var report: String { diagnostic.report }
}
