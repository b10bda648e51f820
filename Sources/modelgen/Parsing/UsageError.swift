import ModelGen

/// A command line that cannot be understood: what is wrong, where, and what to type instead.
struct UsageError: Error {
    /// What is wrong.
    let message: String
    /// The index (into the arguments after the command name) of the offending argument.
    let argumentIndex: Int?
    /// What to type instead.
    let hint: String

    /// The error as a diagnostic: the message, then the command line with a caret under the offending
    /// argument, and the hint. `shift` is how many words precede the parsed arguments in `arguments`
    /// (the command name).
    func diagnostic(commandLine arguments: [String], program: String, shift: Int = 0) -> Diagnostic {
        var notes: [String] = []
        if let argumentIndex = argumentIndex.map({ $0 + shift }), argumentIndex < arguments.count {
            var line = "  \(program)"
            var caretColumn = 0
            for (index, argument) in arguments.enumerated() {
                line += " "
                if index == argumentIndex { caretColumn = line.count }
                line += argument.contains(" ") ? "'\(argument)'" : argument
            }
            let width = max(1, arguments[argumentIndex].count)
            notes = [line, String(repeating: " ", count: caretColumn) + "^" + String(repeating: "~", count: width - 1)]
        }
        return Diagnostic(.error, message, notes: notes + [hint])
    }
}
