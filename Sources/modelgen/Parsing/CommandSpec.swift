/// One command-line option: its names, whether it takes a value, and its help.
struct OptionSpec {
    /// How an option consumes arguments.
    enum Kind {
        /// A switch with no value (`--dry`).
        case flag
        /// Takes one value (`--output DIR`); given twice, the last wins.
        case single
        /// Takes one value and may be repeated (`--sources A --sources B`).
        case repeatable
    }

    /// The long name, with dashes (`--sources`).
    let name: String
    /// A one-letter alias, with its dash (`-w`), if any.
    let shortName: String?
    /// The value's placeholder in help text (`path`).
    let valueName: String
    /// How many values the option takes.
    let kind: Kind
    /// One line of help.
    let help: String
    /// Shown in help (false for Sourcery flags accepted only for compatibility).
    let isListed: Bool

    init(_ name: String, short shortName: String? = nil, value valueName: String = "", _ kind: Kind,
         help: String, listed isListed: Bool = true) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.kind = kind
        self.help = help
        self.isListed = isListed
    }
}

/// The description of a command that its parser, usage line and help text are all made from.
struct CommandSpec {
    /// The subcommand's name (`generate`).
    let name: String
    /// One sentence saying what the command does.
    let abstract: String
    /// Example invocations shown in help.
    let examples: [String]
    /// The options, in help order; `--help` is added by the parser.
    let options: [OptionSpec]

    /// The option called `name` (long or short).
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName == name }
    }
}
