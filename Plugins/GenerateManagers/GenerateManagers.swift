import Foundation
import PackagePlugin

/// Generates `<Template>.generated.swift` for a target on every build where its inputs changed:
/// from the target's own `*.stencil` and `*.swifttemplate` files and, when the target uses FetchableKit, ModelGen's
/// Firebase template.
@main
struct GenerateManagers: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let inputs = try GenerationInputs(
            targetName: target.name, files: target.sourceFiles.map(\.url), targetDirectory: target.directoryURL,
            packageDirectory: context.package.directoryURL, usesFetchableKit: target.usesFetchableKit)
        guard !inputs.isEmpty else {
            Diagnostics.warning(inputs.emptyReason)
            return []
        }
        return [Self.command(inputs, workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "ModelGenCLI").url,
                             environment: swiftCompilerEnvironment(inputs) { try context.tool(named: $0).url })]
    }

    /// One build command writing every template's output into `workDirectory`.
    static func command(_ inputs: GenerationInputs, workDirectory: URL, tool: URL, environment: [String: String]) -> Command {
        .buildCommand(
            displayName: "Generating managers for \(inputs.targetName)",
            executable: tool,
            arguments: inputs.arguments(output: workDirectory, workDirectory: workDirectory, editsSources: false),
            environment: environment,
            inputFiles: inputs.inputFiles,
            outputFiles: inputs.outputNames.map { workDirectory.appendingPathComponent($0) })
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateManagers: XcodeBuildToolPlugin {
    /// Xcode targets do not show their package dependencies here, so the Firebase template runs
    /// for a target without templates of its own, as it did before targets could have both.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let inputs = try GenerationInputs(
            targetName: target.displayName, files: files, targetDirectory: nil, packageDirectory: context.xcodeProject.directoryURL,
            usesFetchableKit: !files.contains { $0.pathExtension == "stencil" })
        return [Self.command(inputs, workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "ModelGenCLI").url,
                             environment: swiftCompilerEnvironment(inputs) { try context.tool(named: $0).url })]
    }
}
#endif
