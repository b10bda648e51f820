import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-managers [--target NAME …]`:
/// writes the generated files into `Sources/<Target>/Generated/`, for code that is checked in.
///
/// Without `--target`, every target with its own `*.stencil` files is generated. Do not use it on
/// a target that also applies the `GenerateManagers` build plugin: both would declare the types.
@main
struct GenerateManagersCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(extractor.remainingArguments); usage: generate-managers [--target NAME ...]")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "ModelGenCLI").url
        var generated = 0
        for case let target as SwiftSourceModuleTarget in targets {
            let output = target.directoryURL.appendingPathComponent("Generated")
            let files = target.sourceFiles.map(\.url).filter { !$0.path.hasPrefix(output.path + "/") }
            guard !names.isEmpty || files.contains(where: { $0.pathExtension == "stencil" }) else { continue }
            let inputs = try GenerationInputs(files: files, packageDirectory: context.package.directoryURL,
                                              defaultTemplatesFolder: Self.defaultTemplatesFolder)
            try run(tool, inputs.arguments(output: output, editsSources: true), for: target.name)
            print("Generated \(inputs.outputNames.joined(separator: ", ")) in \(output.path)")
            generated += 1
        }
        if generated == 0 {
            print("No target has its own *.stencil templates; pass --target NAME to generate one with the default template.")
        }
    }

    private func run(_ tool: URL, _ arguments: [String], for targetName: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("modelgen failed for target '\(targetName)' (exit code \(process.terminationStatus)); see the errors above")
        }
    }

    /// `Templates/` of the ModelGen package, found from this file's path.
    static var defaultTemplatesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }
}
