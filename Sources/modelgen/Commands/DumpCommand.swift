import Foundation
import ModelGen
import ModelScanner

/// `modelgen dump`: prints the scanner's model of the sources as JSON.
enum DumpCommand {
    static let spec = CommandSpec(
        name: "dump",
        abstract: "Prints the declarations found in the sources as JSON (the dump format).",
        examples: ["modelgen dump --sources Sources/App > model.json"],
        options: [
            OptionSpec("--sources", value: "path", .repeatable, help: "A Swift file or a folder to scan."),
            OptionSpec("--exclude-sources", value: "path", .repeatable, help: "A file or folder under the sources to skip."),
        ]
    )

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch Tool.parse(arguments, for: spec) {
        case .failure(let code): return code.value
        case .success(let value): parsed = value
        }
        let sources = parsed.all("--sources")
        guard !sources.isEmpty else {
            Console.diagnostic(UsageError(message: "no sources given", argumentIndex: nil,
                                          hint: "Write 'modelgen dump --sources DIR'. See 'modelgen dump --help'.")
                .rendered(commandLine: arguments, program: Tool.program))
            return 2
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let url = { (path: String) in URL(fileURLWithPath: ConfigurationResolver.absolute(path, in: workingDirectory)) }
        do {
            let result = try SourceScanner.scan(sources.map(url), excluding: parsed.all("--exclude-sources").map(url))
            for diagnostic in result.diagnostics {
                switch diagnostic.severity {
                case .warning: Console.report(ModelGenWarning(diagnostic.message, at: FileLocation(diagnostic)))
                case .error: Console.report(ModelGenError(.generation, diagnostic.message, at: FileLocation(diagnostic)))
                }
            }
            Console.output(result.dumpJSON())
            return 0
        } catch let error as ScanError {
            Console.report(ModelGenError(error))
            return 1
        } catch {
            Console.diagnostic("error: \(error)\n")
            return 3
        }
    }
}
