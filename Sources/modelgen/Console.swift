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
    static func diagnostic(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints an error as `path:line:col: error: message` on stderr, then its detail lines.
    static func report(_ error: ModelGenError) {
        diagnostic(error.report + "\n")
    }

    /// Prints a warning as `path:line:col: warning: message` on stderr.
    static func report(_ warning: ModelGenWarning) {
        diagnostic(warning.description + "\n")
    }
}
