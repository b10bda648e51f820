import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-managers [--target NAME …]`:
/// writes the generated files into `Sources/<Target>/Generated/`, for code that is checked in.
///
/// Without `--target` it generates every target that has its own templates or uses
/// FetchableKit, except test targets and targets that apply the `GenerateManagers` build plugin
/// (both would declare the same types).
@main
struct GenerateManagersCommand: CommandPlugin {
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory generate-managers [--target <name> ...]

        Writes <Template>.generated.swift into Sources/<Target>/Generated/ for code you check in: from the
        target's own *.stencil and *.swifttemplate templates and, when it depends on FetchableKit, the built-in Firebase template
        (a .modelgen.yml or modelgen.json in the target or at the package root may switch it off with
        'builtinTemplates: []').

        OPTIONS:
          --target <name>   A target to generate (repeatable). Without it: every target with its own templates
                            or a FetchableKit dependency, except test targets and targets that apply the
                            GenerateManagers build plugin.
          -h, --help        Show this help.

        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard !arguments.contains("--help") && !arguments.contains("-h") else {
            print(Self.usage, terminator: "")
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(extractor.remainingArguments); usage: generate-managers [--target NAME ...] (see --help)")
        }
        let manifest = try? String(contentsOf: context.package.directoryURL.appendingPathComponent("Package.swift"), encoding: .utf8)
        let buildPluginTargets = manifest.flatMap(BuildPluginTargets.inManifest)
        guard names.isEmpty else {
            if let clash = names.first(where: { buildPluginTargets?.contains($0) ?? false }) {
                throw PluginError("target '\(clash)' applies the GenerateManagers build plugin, which already generates its code "
                    + "during the build; checked-in copies would declare every type twice. Remove the plugin from the target first")
            }
            return try generate(try context.package.targets(named: names), context: context, explicit: true)
        }
        guard let buildPluginTargets else {
            throw PluginError("cannot tell from Package.swift which targets apply the GenerateManagers build plugin "
                + "(generating those too would declare their types twice); pass --target NAME for each target to generate")
        }
        let skipped = context.package.targets.map(\.name).filter(buildPluginTargets.contains).sorted()
        if !skipped.isEmpty {
            print("Skipping \(skipped.joined(separator: ", ")): the GenerateManagers build plugin generates \(skipped.count == 1 ? "its" : "their") code.")
        }
        try generate(context.package.targets.filter { !buildPluginTargets.contains($0.name) }, context: context, explicit: false)
    }

    /// Runs the tool for each Swift target in `targets`; without `explicit` targets, ones with
    /// nothing to generate and test targets are left out.
    private func generate(_ targets: [Target], context: PluginContext, explicit: Bool) throws {
        let tool = try context.tool(named: "ModelGenCLI").url
        var generated = 0
        for case let target as SwiftSourceModuleTarget in targets where explicit || target.kind != .test {
            let output = target.directoryURL.appendingPathComponent("Generated")
            let files = target.sourceFiles.map(\.url).filter { !$0.path.hasPrefix(output.path + "/") }
            let inputs = try GenerationInputs(
                targetName: target.name, files: files, targetDirectory: target.directoryURL,
                packageDirectory: context.package.directoryURL, usesFetchableKit: target.usesFetchableKit)
            guard !inputs.isEmpty else {
                if explicit { throw PluginError(inputs.emptyReason) }
                continue
            }
            try run(tool, inputs.arguments(output: output, workDirectory: context.pluginWorkDirectoryURL, editsSources: true),
                    environment: swiftCompilerEnvironment(inputs) { try context.tool(named: $0).url }, for: target.name)
            print("Generated \(inputs.outputNames.joined(separator: ", ")) in \(output.path)")
            generated += 1
        }
        if generated == 0 {
            print("Nothing to generate: no target without the build plugin has its own templates or depends on FetchableKit.")
        }
    }

    private func run(_ tool: URL, _ arguments: [String], environment: [String: String], for targetName: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("modelgen failed for target '\(targetName)' (exit code \(process.terminationStatus)); see the errors above")
        }
    }
}
