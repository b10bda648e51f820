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
            OptionSpec("--builtin-templates-folder", value: "path", .single,
                       help: "Render <Name>.stencil from this folder instead of the built-in copy, when there."),
            OptionSpec("--plugin-target", value: "name", .single,
                       help: "Run as the plugins do for target <name>: --config only refines the command line; name the templates used."),
            OptionSpec("--cacheBasePath", value: "path", .single,
                       help: "Where compiled Swift templates are kept (default ~/.cache/modelgen, macOS ~/Library/Caches/ModelGen)."),
            OptionSpec("--disableCache", .flag, help: "Compile Swift templates afresh, keeping nothing."),
            OptionSpec("--buildPath", value: "path", .single,
                       help: "Where Swift templates are compiled and their model files written (default: inside the cache folder)."),
            OptionSpec("--watch", short: "-w", .flag, help: "Regenerate whenever a source, template or the configuration changes."),
            OptionSpec("--dry", .flag, help: "Write nothing; print the outputs as JSON instead."),
            OptionSpec("--prune", short: "-p", .flag, help: "Delete outputs that would be empty instead of writing a header-only file."),
            OptionSpec("--verbose", short: "-v", .flag, help: "Print each file written and a summary."),
            OptionSpec("--quiet", short: "-q", .flag, help: "Print errors only."),
        ] + SourceryCompatibility.ignoredOptions
    )

    /// `commandTyped` is false when `generate` was implied (`modelgen --dry`).
    static func run(_ arguments: [String], commandTyped: Bool = true) -> Int32 {
        switch Tool.parse(arguments, for: spec, commandTyped: commandTyped) {
        case .failure(let code): return code.value
        case .success(let parsed): return run(parsed)
        }
    }

    static func run(_ parsed: ParsedArguments) -> Int32 {
        let options = GenerateOptions(parsed)
        SourceryCompatibility.warnAboutIgnoredOptions(in: parsed, quiet: options.quiet)
        if parsed.has("--watch") {
            guard !options.dryRun else {
                Console.report(Diagnostic(.error, "'--watch' and '--dry' cannot be combined", notes: ["Drop one of them. See 'modelgen generate --help'."]))
                return 2
            }
            return WatchCommand.watch(parsed, options: options)
        }
        var warnings: [Diagnostic] = []
        do throws(ModelGenError) {
            let configuration = try resolveConfiguration(parsed, warnings: &warnings)
            return try generate(configuration, options: options, warnings: warnings, once: true)
        } catch {
            Console.report(error)
            if !options.quiet { warnings.forEach(Console.report) }
            return error.exitCode
        }
    }

    /// Reads the configuration file (if any) and the command line into one configuration,
    /// adding the file's warnings to `warnings`.
    static func resolveConfiguration(_ parsed: ParsedArguments, warnings: inout [Diagnostic]) throws(ModelGenError) -> Configuration {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolute = { (path: String) in ConfigurationResolver.absolute(path, in: workingDirectory) }
        var commandLine = Configuration(
            sources: parsed.all("--sources").map(absolute),
            excludedSources: parsed.all("--exclude-sources").map(absolute),
            templates: parsed.all("--templates").map(absolute),
            excludedTemplates: parsed.all("--exclude-templates").map(absolute),
            builtInTemplates: parsed.all("--builtin-template"),
            output: parsed.last("--output").map(absolute),
            arguments: ArgumentsParser.parse(parsed.all("--args")),
            strict: parsed.has("--strict"),
            editsSources: !parsed.has("--no-source-edits"))
        commandLine.builtInTemplatesFolder = parsed.last("--builtin-templates-folder").map(absolute)
        commandLine.cacheBasePath = parsed.last("--cacheBasePath").map(absolute)
        let configPath = parsed.last("--config")
        if configPath == nil && commandLine.sources.isEmpty && commandLine.templates.isEmpty && commandLine.builtInTemplates.isEmpty
            && ConfigurationFile.find(in: workingDirectory) == nil {
            throw ModelGenError(.configuration, "nothing to generate: no --sources or --templates given, and no configuration file in "
                + "\(workingDirectory) (looked for \(ConfigurationFile.names.joined(separator: ", ")))",
                detail: "Write 'modelgen --sources DIR --templates PATH --output DIR', or 'modelgen --config FILE'. See 'modelgen generate --help'.")
        }
        let (configuration, fileWarnings) = try ConfigurationResolver.resolve(
            commandLine: commandLine, configPath: configPath, workingDirectory: workingDirectory,
            forPlugin: parsed.last("--plugin-target") != nil)
        warnings += fileWarnings
        return configuration
    }

    /// Runs one generation and prints its diagnostics, errors first (a build log shows an error line
    /// before anything else); returns 0, or 3 when templates raised errors.
    /// `once`: the process ends after this run (not watch mode), so the model is left to its exit.
    static func generate(_ configuration: Configuration, options: GenerateOptions, warnings: [Diagnostic],
                         once: Bool = false) throws(ModelGenError) -> Int32 {
        let start = Date()
        let renderer = TemplateLanguages(
            stencil: StencilTemplateRenderer(strict: configuration.strict),
            swift: SwiftTemplateRenderer(cacheFolder: options.swiftTemplateCache(configuration), buildFolder: options.buildPath,
                                         version: Tool.version, runtime: .embedded))
        var generator = Generator(renderer: renderer)
        generator.leavesModelToProcessExit = once
        let report = try generator.generate(configuration, prune: options.prune, dryRun: options.dryRun)
        report.errors.forEach(Console.report)
        if !options.quiet { (warnings + report.warnings).forEach(Console.report) }
        if report.failed {
            return 3
        }
        if let target = options.pluginTarget, !options.quiet {
            Console.line(templatesLine(configuration, target: target))
        }
        if options.dryRun {
            Console.output(DryRunOutput.json(report))
        } else if options.verbose {
            var generated = 0, removed = 0
            for change in report.changes {
                switch change {
                case .write(let output):
                    Console.line("wrote \(output.path)")
                    generated += output.origin == .inlineRegions ? 0 : 1
                case .unchanged(let output):
                    Console.line("unchanged \(output.path)")
                    generated += output.origin == .inlineRegions ? 0 : 1
                case .remove(let output):
                    Console.line("removed \(output.path)")
                    removed += 1
                }
            }
            let pruned = removed > 0 ? ", removed \(removed) empty file(s)" : ""
            Console.line("generated \(generated) file(s)\(pruned) in " + String(format: "%.2fs", Date().timeIntervalSince(start)))
        }
        return 0
    }

    /// For a plugin run's log: `ModelGen for App: rendered Fields.stencil, Firebase (built-in)`, and
    /// the built-in templates the configuration switched off.
    static func templatesLine(_ configuration: Configuration, target: String) -> String {
        let rendered = configuration.templates.map { ($0 as NSString).lastPathComponent }
            + configuration.builtInTemplates.map { "\($0) (built-in)" }
        var line = "ModelGen for \(target): rendered " + (rendered.isEmpty ? "no template" : rendered.joined(separator: ", "))
        if !configuration.switchedOffBuiltInTemplates.isEmpty, let file = configuration.file {
            let names = configuration.switchedOffBuiltInTemplates.map { "\($0) (built-in)" }.joined(separator: ", ")
            line += "; \(names) switched off by builtinTemplates in \(file)"
        }
        return line
    }
}

/// The switches that change how `generate` runs and prints.
struct GenerateOptions {
    let dryRun: Bool
    let prune: Bool
    let verbose: Bool
    let quiet: Bool
    /// The target a plugin runs the tool for (`--plugin-target`).
    let pluginTarget: String?
    /// Whether Swift templates are compiled afresh, keeping nothing (`--disableCache`).
    let disablesCache: Bool
    /// Where Swift templates are compiled (`--buildPath`, absolute), as Sourcery's option.
    let buildPath: String?

    init(_ parsed: ParsedArguments) {
        pluginTarget = parsed.last("--plugin-target")
        dryRun = parsed.has("--dry")
        prune = parsed.has("--prune")
        quiet = parsed.has("--quiet")
        verbose = parsed.has("--verbose") && !quiet
        disablesCache = parsed.has("--disableCache")
        buildPath = parsed.last("--buildPath").map { ConfigurationResolver.absolute($0, in: FileManager.default.currentDirectoryPath) }
    }

    /// Where compiled Swift templates are kept: `cacheBasePath/SwiftTemplates` (command line, else
    /// configuration file), else the user's cache folder; nil with `--disableCache`.
    func swiftTemplateCache(_ configuration: Configuration) -> String? {
        guard !disablesCache else { return nil }
        return configuration.cacheBasePath.map { ($0 as NSString).appendingPathComponent("SwiftTemplates") }
            ?? SwiftTemplateRenderer.defaultCacheFolder()
    }
}
