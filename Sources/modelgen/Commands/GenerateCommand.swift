import Foundation
import ModelGen

/// `modelgen generate`: scan the sources, render the templates, write the outputs.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Renders every template over the scanned sources and writes the outputs (the default command).",
        examples: [
            "modelgen --sources Sources/App --templates Templates --output Sources/App/Generated",
            "modelgen --sources Sources/App --templates AutoEquatable.stencil --output Generated.swift --args imports=[\"Foundation\"]",
            "modelgen --config .sourcery.yml --dry",
            "modelgen          (reads .modelgen.yml, .sourcery.yml or modelgen.json in the current folder)",
            "modelgen --sources Sources/App --templates Templates --output Sources/App/Generated --strict",
        ],
        options: [
            OptionSpec("--sources", value: "path", .repeatable, help: "A Swift file or a folder to scan."),
            OptionSpec("--exclude-sources", value: "path", .repeatable, help: "A file or folder under the sources to skip."),
            OptionSpec("--templates", value: "path", .repeatable, help: "A template, or a folder whose *.stencil files are all templates."),
            OptionSpec("--exclude-templates", value: "path", .repeatable, help: "A template or folder to skip (partials)."),
            OptionSpec("--builtin-template", value: "name", .repeatable, help: "A template built into the tool (Firebase)."),
            OptionSpec("--output", value: "path", .single, help: "A folder (one <Template>.generated.swift each) or one file for all; default '.'."),
            OptionSpec("--args", value: "k=v,...", .repeatable, help: "Values templates read as argument.*, in annotation syntax."),
            OptionSpec("--config", value: "path", .single, help: "A .modelgen.yml, .sourcery.yml or modelgen.json file, or a folder holding one."),
            OptionSpec("--strict", .flag, help: "Fail on undefined variables instead of rendering them empty."),
            OptionSpec("--no-source-edits", .flag, help: "Never rewrite a source file: an inline block that would is an error."),
            OptionSpec("--watch", short: "-w", .flag, help: "Regenerate whenever a source, template or the configuration changes."),
            OptionSpec("--dry", .flag, help: "Write nothing; print the outputs as JSON instead."),
            OptionSpec("--prune", short: "-p", .flag, help: "Delete outputs that would be empty instead of writing a header-only file."),
            OptionSpec("--verbose", short: "-v", .flag, help: "Print each file written and a summary."),
            OptionSpec("--quiet", short: "-q", .flag, help: "Print errors only."),
        ] + SourceryCompatibility.ignoredOptions
    )

    static func run(_ arguments: [String]) -> Int32 {
        switch Tool.parse(arguments, for: spec) {
        case .failure(let code): return code.value
        case .success(let parsed): return run(parsed)
        }
    }

    static func run(_ parsed: ParsedArguments) -> Int32 {
        let options = GenerateOptions(parsed)
        SourceryCompatibility.warnAboutIgnoredOptions(in: parsed, quiet: options.quiet)
        if parsed.has("--watch") {
            guard !options.dryRun else {
                Console.diagnostic("error: '--watch' and '--dry' cannot be combined\nDrop one of them. See 'modelgen generate --help'.\n")
                return 2
            }
            return WatchCommand.watch(parsed, options: options)
        }
        var warnings: [ModelGenWarning] = []
        do throws(ModelGenError) {
            let configuration = try resolveConfiguration(parsed, warnings: &warnings)
            return try generate(configuration, options: options, warnings: warnings)
        } catch {
            Console.report(error)
            if !options.quiet { warnings.forEach(Console.report) }
            return error.exitCode
        }
    }

    /// Reads the configuration file (if any) and the command line into one configuration,
    /// adding the file's warnings to `warnings`.
    static func resolveConfiguration(_ parsed: ParsedArguments, warnings: inout [ModelGenWarning]) throws(ModelGenError) -> Configuration {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolute = { (path: String) in ConfigurationResolver.absolute(path, in: workingDirectory) }
        let commandLine = Configuration(
            sources: parsed.all("--sources").map(absolute),
            excludedSources: parsed.all("--exclude-sources").map(absolute),
            templates: parsed.all("--templates").map(absolute),
            excludedTemplates: parsed.all("--exclude-templates").map(absolute),
            builtInTemplates: parsed.all("--builtin-template"),
            output: parsed.last("--output").map(absolute),
            arguments: ArgumentsParser.parse(parsed.all("--args")),
            strict: parsed.has("--strict"),
            editsSources: !parsed.has("--no-source-edits"))
        let configPath = parsed.last("--config")
        if configPath == nil && commandLine.sources.isEmpty && commandLine.templates.isEmpty && commandLine.builtInTemplates.isEmpty
            && ConfigurationFile.find(in: workingDirectory) == nil {
            throw ModelGenError(.configuration, "nothing to generate: no --sources or --templates given, and no configuration file in "
                + "\(workingDirectory) (looked for \(ConfigurationFile.names.joined(separator: ", ")))",
                detail: "Write 'modelgen --sources DIR --templates PATH --output DIR', or 'modelgen --config FILE'. See 'modelgen generate --help'.")
        }
        let (configuration, fileWarnings) = try ConfigurationResolver.resolve(
            commandLine: commandLine, configPath: configPath, workingDirectory: workingDirectory)
        warnings += fileWarnings
        return configuration
    }

    /// Runs one generation and prints its diagnostics, errors first (a build log shows an error line
    /// before anything else); returns 0, or 3 when templates raised errors.
    static func generate(_ configuration: Configuration, options: GenerateOptions, warnings: [ModelGenWarning]) throws(ModelGenError) -> Int32 {
        let start = Date()
        let report = try Generator(renderer: SourceryTemplateRenderer(strict: configuration.strict)).generate(configuration, prune: options.prune, dryRun: options.dryRun)
        report.errors.forEach(Console.report)
        if !options.quiet { (warnings + report.warnings).forEach(Console.report) }
        if report.failed {
            return 3
        } else if options.dryRun {
            Console.output(DryRunOutput.json(report))
        } else if options.verbose {
            for change in report.changes {
                switch change {
                case .write(let output): Console.line("wrote \(output.path)")
                case .unchanged(let output): Console.line("unchanged \(output.path)")
                case .remove(let output): Console.line("removed \(output.path)")
                }
            }
            Console.line(String(format: "generated %d file(s) in %.2fs", report.outputs.count, Date().timeIntervalSince(start)))
        }
        return 0
    }
}

/// The switches that change how `generate` runs and prints.
struct GenerateOptions {
    let dryRun: Bool
    let prune: Bool
    let verbose: Bool
    let quiet: Bool

    init(_ parsed: ParsedArguments) {
        dryRun = parsed.has("--dry")
        prune = parsed.has("--prune")
        quiet = parsed.has("--quiet")
        verbose = parsed.has("--verbose") && !quiet
    }
}
