import ModelGen

/// The `modelgen` command line: picks the command and maps failures to Sourcery's exit codes.
enum Tool {
    static let program = "modelgen"
    static let version = "0.1.0"

    /// Every command, in help order; `generate` is the default.
    static let commands = [GenerateCommand.spec, WatchCommand.spec, DumpCommand.spec, RenderCommand.spec]

    /// Runs the command line (without the program name) and returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else { return GenerateCommand.run([], commandTyped: false) }
        switch first {
        case "--version", "version": Console.line(version); return 0
        case "--help", "-h", "help":
            guard let name = arguments.dropFirst().first else {
                Console.output(HelpText.overview(commands, program: program, version: version))
                return 0
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                return unknownCommand(name, at: 1, in: arguments)
            }
            Console.output(HelpText.page(command, program: program))
            return 0
        case "generate": return GenerateCommand.run(Array(arguments.dropFirst()))
        case "watch": return WatchCommand.run(Array(arguments.dropFirst()))
        case "dump": return DumpCommand.run(Array(arguments.dropFirst()))
        case "render": return RenderCommand.run(Array(arguments.dropFirst()))
        default:
            guard first.hasPrefix("-") else { return unknownCommand(first, at: 0, in: arguments) }
            return GenerateCommand.run(arguments, commandTyped: false)
        }
    }

    /// Prints the usage error for `name` (at `index` in `arguments`), naming the commands; returns 2.
    private static func unknownCommand(_ name: String, at index: Int, in arguments: [String]) -> Int32 {
        let names = commands.map(\.name)
        let suggestion = ArgumentParser.closest(to: name, among: names + ["version"]).map { "Did you mean '\(program) \($0)'? " } ?? ""
        Console.report(UsageError(message: "unknown command '\(name)'", argumentIndex: index,
                                      hint: suggestion + "Commands: \(names.joined(separator: ", ")). See '\(program) --help'.")
            .diagnostic(commandLine: arguments, program: program))
        return 2
    }

    /// Parses `arguments` for `command`; prints help or a usage error and returns an exit code
    /// when the command should not run. `commandTyped` is false when the user left the command out
    /// (`modelgen --dry` runs `generate`), so an error echoes only the words they typed.
    static func parse(_ arguments: [String], for command: CommandSpec, commandTyped: Bool = true) -> Result<ParsedArguments, ExitCode> {
        do {
            guard let parsed = try ArgumentParser.parse(arguments, for: command, program: program) else {
                Console.output(HelpText.page(command, program: program))
                return .failure(ExitCode(0))
            }
            return .success(parsed)
        } catch {
            let typed = commandTyped ? [command.name] : []
            Console.report(error.diagnostic(commandLine: typed + arguments, program: program, shift: typed.count))
            return .failure(ExitCode(2))
        }
    }
}

/// A process exit code carried through `Result`.
struct ExitCode: Error {
    let value: Int32
    init(_ value: Int32) { self.value = value }
}
