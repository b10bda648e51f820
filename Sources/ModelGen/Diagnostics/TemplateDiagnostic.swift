/// A message a template raised with `{% error %}` or `{% warning %}`, located in a source or template file.
public struct TemplateDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// Printed; the run goes on.
        case warning
        /// Printed; the run fails (exit 3) after every template has rendered.
        case error
    }

    /// Warning or error.
    public let severity: Severity
    /// The text the template gave.
    public let message: String
    /// The declaration's file and line (with `for x`), else the tag's place in the template.
    public let location: FileLocation

    /// `path:line:col: error: message`.
    public var description: String { FileLocation.diagnosticLine(severity.rawValue, message, at: location) }
}

/// Collects the diagnostics of one render; the renderer puts a fresh one into each render's context.
final class DiagnosticCollector {
    /// The context key it is stored under (not a valid template identifier, so templates cannot clash with it).
    static let contextKey = "modelgen:diagnostics"

    private(set) var diagnostics: [TemplateDiagnostic] = []

    func append(_ diagnostic: TemplateDiagnostic) {
        diagnostics.append(diagnostic)
    }
}
