/// A problem found by any stage (scanner, template engine, pipeline, command line), or a note
/// about one: a value, printed in one place (`description`, `report`).
///
/// It is an `Error` too, so a stage that cannot go on throws the diagnostic itself.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// Information about another diagnostic.
        case note
        /// Printed; the run goes on.
        case warning
        /// Printed; the run fails.
        case error
    }

    /// Note, warning or error.
    public let severity: Severity
    /// What is wrong, without the location or the severity.
    public let message: String
    /// Where, when it concerns a file.
    public let location: FileLocation?
    /// Lines printed after the diagnostic line: the offending line with a caret under it, the
    /// `include` chain it came through, a hint.
    public let notes: [String]

    /// Creates a diagnostic of `severity` at `location`, with `notes` to print after it.
    public init(_ severity: Severity, _ message: String, at location: FileLocation? = nil, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:col: severity: message`, or `severity: message` when it concerns no file: the
    /// form Xcode, SwiftPM and editors recognise.
    public var description: String {
        guard let location else { return "\(severity.rawValue): \(message)" }
        return "\(location): \(severity.rawValue): \(message)"
    }

    /// The diagnostic as printed: `description`, then the `notes` lines.
    public var report: String {
        ([description] + notes).joined(separator: "\n")
    }
}
