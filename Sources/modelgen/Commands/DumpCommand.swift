import Foundation
import ModelGen
import ModelScanner

/// `modelgen dump`: prints the scanner's model of the sources as JSON.
enum DumpCommand {
    static let spec = CommandSpec(
        name: "dump",
        abstract: "Prints the declarations found in the sources as JSON (the dump format).",
        examples: [
            "modelgen dump --sources Sources/App > model.json",
            "modelgen dump          (scans the sources .modelgen.yml, .sourcery.yml or modelgen.json in the current folder lists)",
        ],
        options: [
            OptionSpec("--sources", value: "path", .repeatable, help: "A Swift file or a folder to scan."),
            OptionSpec("--exclude-sources", value: "path", .repeatable, help: "A file or folder under the sources to skip."),
            OptionSpec("--config", value: "path", .single, help: "A .modelgen.yml, .sourcery.yml or modelgen.json file, or a folder holding one."),
        ]
    )

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch Tool.parse(arguments, for: spec) {
        case .failure(let code): return code.value
        case .success(let value): parsed = value
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolute = { (path: String) in ConfigurationResolver.absolute(path, in: workingDirectory) }
        let commandLine = Configuration(sources: parsed.all("--sources").map(absolute),
                                        excludedSources: parsed.all("--exclude-sources").map(absolute))
        let configPath = parsed.last("--config")
        guard !commandLine.sources.isEmpty || configPath != nil || ConfigurationFile.find(in: workingDirectory) != nil else {
            Console.report(UsageError(message: "no sources given", argumentIndex: nil,
                                          hint: "Write 'modelgen dump --sources DIR', or run it next to a configuration file. See 'modelgen dump --help'.")
                .diagnostic(commandLine: arguments, program: Tool.program))
            return 2
        }
        let configuration: Configuration
        do throws(ModelGenError) {
            let (resolved, warnings) = try ConfigurationResolver.resolve(
                commandLine: commandLine, configPath: configPath, workingDirectory: workingDirectory, requiresTemplates: false)
            warnings.forEach(Console.report)
            configuration = resolved
        } catch {
            Console.report(error)
            return error.exitCode
        }
        let url = { (path: String) in URL(fileURLWithPath: path) }
        do {
            let result = try SourceScanner.scan(configuration.sources.map(url), excluding: configuration.excludedSources.map(url))
            result.diagnostics.forEach(Console.report)
            Console.output(result.dumpJSON())
            return 0
        } catch {
            Console.report(error)
            return 1
        }
    }
}
