import ModelGen

/// Sourcery options that ModelGen accepts so existing scripts keep working, but does not need.
enum SourceryCompatibility {
    /// Accepted, unlisted in help, and reported as ignored.
    static let ignoredOptions = [
        OptionSpec("--serialParse", .flag, help: "Parsing is deterministic without it.", listed: false),
        OptionSpec("--parseDocumentation", .flag, help: "Documentation comments are not collected.", listed: false),
        OptionSpec("--logAST", .flag, help: "No AST warnings to log.", listed: false),
        OptionSpec("--logBenchmarks", .flag, help: "Use --verbose for timings.", listed: false),
        OptionSpec("--hideVersionHeader", .flag, help: "The header never has a version.", listed: false),
    ]

    /// Prints a warning for each accepted-but-ignored option given, unless `quiet`.
    static func warnAboutIgnoredOptions(in parsed: ParsedArguments, quiet: Bool) {
        guard !quiet else { return }
        for option in ignoredOptions where option.name != "--hideVersionHeader" {
            if parsed.has(option.name) || !parsed.all(option.name).isEmpty {
                Console.report(Diagnostic(.warning, "'\(option.name)' is ignored: \(option.help)"))
            }
        }
    }
}
