import Foundation
import ModelGen

/// Where the tool prints: results on stdout, diagnostics on stderr.
enum Console {
    /// Prints `text` to stdout as is.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Prints one line to stdout.
    static func line(_ text: String) {
        output(text + "\n")
    }

    /// Prints `text` to stderr as is.
    private static func diagnostic(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints a diagnostic as `path:line:col: severity: message` on stderr, then its note lines:
    /// the one place the tool prints diagnostics.
    static func report(_ item: Diagnostic) {
        diagnostic(item.report + "\n")
    }

    /// Prints the error's diagnostic.
    static func report(_ error: ModelGenError) {
        report(error.diagnostic)
    }
}
