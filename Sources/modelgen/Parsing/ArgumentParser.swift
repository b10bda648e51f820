import StencilLite

/// Parses arguments against a `CommandSpec`: `--name value`, `--name=value`, switches, `-h`.
enum ArgumentParser {
    /// The parsed options, or nil when `--help` was asked for.
    static func parse(_ arguments: [String], for command: CommandSpec, program: String) throws(UsageError) -> ParsedArguments? {
        var parsed = ParsedArguments()
        var index = 0
        let help = "See '\(program) \(command.name) --help'."
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" { return nil }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                throw UsageError(message: "unexpected argument '\(argument)'", argumentIndex: index,
                                 hint: "Options take the form '--name value'. \(help)")
            }
            guard let option = command.option(named: name) else {
                let suggestion = closest(to: name, among: command.options.filter(\.isListed).map(\.name))
                let didYouMean = suggestion.map { "Did you mean '\($0)'? " } ?? ""
                throw UsageError(message: "unknown option '\(name)' for '\(command.name)'", argumentIndex: index,
                                 hint: didYouMean + help)
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else {
                    throw UsageError(message: "'\(option.name)' does not take a value", argumentIndex: index,
                                     hint: "Write '\(option.name)' alone. \(help)")
                }
                parsed.set(option.name)
            case .single, .repeatable:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index + 1 < arguments.count, !isOption(arguments[index + 1], in: command) {
                    index += 1
                    value = arguments[index]
                } else {
                    throw UsageError(message: "missing value for '\(option.name)'", argumentIndex: index,
                                     hint: "Write '\(option.name) <\(option.valueName)>'. \(help)")
                }
                parsed.add(value, for: option.name)
            }
            index += 1
        }
        return parsed
    }

    /// True for an argument that names a known option of `command` (so it cannot be a value).
    private static func isOption(_ argument: String, in command: CommandSpec) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        return command.option(named: name) != nil || name == "--help" || name == "-h"
    }

    /// The candidate within a small edit distance of `name`, if any.
    static func closest(to name: String, among candidates: [String]) -> String? {
        Suggestions.near(name, among: candidates).first
    }
}
