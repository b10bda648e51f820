import Foundation

/// Turns the compiler's `file:line:col: error: message` lines about a template's program into errors at
/// the template's own `path:line:col`.
enum CompilerDiagnostics {
    /// The errors in `output`; `locate` maps a compiled file's line and column back to its origin
    /// (nil for the lines the program adds itself, which are then reported at `fallback`).
    static func errors(in output: String, fallback: FileLocation, locate: (_ file: String, _ line: Int, _ column: Int) -> FileLocation?) -> [ModelGenError] {
        var errors: [ModelGenError] = []
        for line in output.split(whereSeparator: \.isNewline).map(String.init) {
            if let diagnostic = located(line) {
                guard diagnostic.severity == "error" else { continue }
                let location = locate(diagnostic.file, diagnostic.line, diagnostic.column) ?? fallback
                errors.append(ModelGenError(.generation, diagnostic.message, at: location, detail: SourceExcerpt.line(at: location)))
            } else if let marker = line.range(of: "error: ") {
                errors.append(ModelGenError(.generation, String(line[marker.upperBound...]), at: fallback))
            }
        }
        return errors
    }

    private struct Diagnostic {
        let file: String
        let line: Int
        let column: Int
        let severity: String
        let message: String
    }

    /// `file:line:col: severity: message`, split up.
    private static func located(_ line: String) -> Diagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            return Diagnostic(file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                              severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
