import Foundation

/// Turns the compiler's `file:line:col: error: message` lines about a template's program into errors at
/// the template's own `path:line:col`.
enum CompilerDiagnostics {
    /// The errors in `output`; `locate` maps a compiled file's line and column back to its origin
    /// (nil for the lines the program adds itself, which are then reported at `fallback`).
    static func errors(in output: String, fallback: FileLocation, locate: (_ file: String, _ line: Int, _ column: Int) -> FileLocation?) -> [ModelGenError] {
        var errors: [ModelGenError] = []
        for line in output.split(whereSeparator: \.isNewline).map(String.init) {
            if let message = located(line) {
                guard message.severity == .error else { continue }
                let location = locate(message.file, message.line, message.column) ?? fallback
                errors.append(ModelGenError(.generation, message.text, at: location, detail: SourceExcerpt.line(at: location)))
            } else if let marker = line.range(of: "error: ") {
                errors.append(ModelGenError(.generation, String(line[marker.upperBound...]), at: fallback))
            }
        }
        return errors
    }

    /// One line of the compiler's output, before it becomes a `Diagnostic` at the template's place.
    private struct CompilerMessage {
        let file: String
        let line: Int
        let column: Int
        let severity: Diagnostic.Severity
        let text: String
    }

    /// `file:line:col: severity: message`, split up.
    private static func located(_ line: String) -> CompilerMessage? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            return CompilerMessage(file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                                   severity: severity, text: String(line[marker.upperBound...]))
        }
        return nil
    }
}
