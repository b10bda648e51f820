/// Usage lines and help pages, generated from the same `CommandSpec`s the parser reads.
enum HelpText {
    /// `modelgen generate [--sources <path> ...] …`.
    static func usage(_ command: CommandSpec, program: String) -> String {
        let options = command.options.filter(\.isListed).map { option -> String in
            switch option.kind {
            case .flag: return "[\(option.name)]"
            case .single: return "[\(option.name) <\(option.valueName)>]"
            case .repeatable: return "[\(option.name) <\(option.valueName)> ...]"
            }
        }
        return ([program, command.name] + options).joined(separator: " ")
    }

    /// The full help page of one command.
    static func page(_ command: CommandSpec, program: String) -> String {
        var rows: [(String, String)] = command.options.filter(\.isListed).map { option in
            let names = (option.shortName.map { "\($0), " } ?? "") + option.name
            let value = option.kind == .flag ? "" : " <\(option.valueName)>"
            let repeated = option.kind == .repeatable ? " (repeatable)" : ""
            return (names + value, option.help + repeated)
        }
        rows.append(("-h, --help", "Show this help."))
        var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(usage(command, program: program))\n\nOPTIONS:\n"
        text += table(rows)
        if !command.examples.isEmpty {
            text += "\nEXAMPLES:\n" + command.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    /// The overview listing every command.
    static func overview(_ commands: [CommandSpec], program: String, version: String) -> String {
        var text = "OVERVIEW: Generates Swift code from Stencil templates over a target's declarations (Sourcery-compatible). Version \(version).\n\n"
        text += "USAGE: \(program) [<command>] [<options>]\n       \(program) version (or --version)\n\n"
        text += "COMMANDS (default: generate):\n" + table(commands.map { ($0.name, $0.abstract) })
        text += "\nSee '\(program) <command> --help' for a command's options.\n"
        return text
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = min(34, (rows.map(\.0.count).max() ?? 0) + 2)
        return rows.map { left, right in
            let padding = left.count < width ? String(repeating: " ", count: width - left.count) : "\n" + String(repeating: " ", count: width + 2)
            return "  \(left)\(padding)\(right)\n"
        }.joined()
    }
}
