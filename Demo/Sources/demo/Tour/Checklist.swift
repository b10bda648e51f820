/// Prints the tour's numbered steps and their checks, and counts the checks that failed.
@MainActor
final class Checklist {
    private(set) var checks = 0
    private(set) var failures = 0
    private var steps = 0

    /// Starts the next numbered step.
    func step(_ title: String) {
        steps += 1
        print("\n\(steps). \(title)")
    }

    /// Prints a line of explanation under the current step.
    func note(_ text: String) {
        print("   \(text)")
    }

    /// Prints `text` as passed (✓) or failed (✗).
    func check(_ passed: Bool, _ text: String) {
        checks += 1
        if !passed { failures += 1 }
        print("   \(passed ? "✓" : "✗") \(text)")
    }

    /// The closing line: every check passed, or how many failed.
    var summary: String {
        failures == 0 ? "All \(checks) checks passed." : "\(failures) of \(checks) checks FAILED."
    }
}
