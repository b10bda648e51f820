import Foundation
import PackagePlugin

/// Generates `<Template>.generated.swift` for a target on every build where its inputs changed:
/// from the target's own `*.stencil` files, else from ModelGen's Firebase template.
@main
struct GenerateManagers: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return [try Self.command(
            for: target.name, files: target.sourceFiles.map(\.url), packageDirectory: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "ModelGenCLI").url)]
    }

    /// One build command writing every template's output into `workDirectory`.
    static func command(for targetName: String, files: [URL], packageDirectory: URL, workDirectory: URL, tool: URL) throws -> Command {
        let inputs = try GenerationInputs(files: files, packageDirectory: packageDirectory, defaultTemplatesFolder: defaultTemplatesFolder)
        return .buildCommand(
            displayName: "Generating managers for \(targetName)",
            executable: tool,
            arguments: inputs.arguments(output: workDirectory, editsSources: false),
            inputFiles: inputs.inputFiles,
            outputFiles: inputs.outputNames.map { workDirectory.appendingPathComponent($0) })
    }

    /// `Templates/` of the ModelGen package, found from this file's path.
    static var defaultTemplatesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateManagers: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        [try Self.command(
            for: target.displayName, files: target.inputFiles.map(\.url), packageDirectory: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "ModelGenCLI").url)]
    }
}
#endif
