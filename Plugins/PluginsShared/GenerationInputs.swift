import Foundation

/// What the plugins hand to `modelgen generate` for one target: its Swift files, its own templates,
/// the built-in Firebase template when the target uses FetchableKit, and an optional configuration.
struct GenerationInputs {
    /// The target's name, for the tool's log line.
    let targetName: String
    /// The target's Swift files.
    let sources: [URL]
    /// The target's own `*.stencil` and `*.swifttemplate` files.
    let templates: [URL]
    /// Built-in template names passed with `--builtin-template`.
    let builtInTemplates: [String]
    /// `.modelgen.yml`, `.modelgen.yaml` or `modelgen.json` from the target, else from the package root.
    let configuration: URL?

    /// The built-in template whose generated code imports FetchableKit.
    static let defaultTemplateName = "Firebase"
    /// The extensions of template files: Stencil and Swift templates.
    static let templateExtensions = ["stencil", "swifttemplate"]
    /// Configuration files a plugin reads, first match wins (the CLI also reads `.sourcery.yml`,
    /// which belongs to Sourcery runs with their own sources and outputs).
    static let configurationNames = [".modelgen.yml", ".modelgen.yaml", "modelgen.json"]

    /// Sorts `files` (a target's inputs) into sources, templates and configuration.
    ///
    /// The built-in template runs for a target that uses FetchableKit (its code imports it), next
    /// to the target's own templates, unless one of them is called `Firebase.stencil`; a
    /// configuration file may switch it off (`builtinTemplates: []`). Throws when two templates
    /// share a file name, since their outputs would clash.
    init(targetName: String, files: [URL], targetDirectory: URL?, packageDirectory: URL, usesFetchableKit: Bool) throws {
        self.targetName = targetName
        sources = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        templates = files.filter { Self.templateExtensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
        let ownNames = templates.map { $0.deletingPathExtension().lastPathComponent }
        builtInTemplates = usesFetchableKit && !ownNames.contains(Self.defaultTemplateName) ? [Self.defaultTemplateName] : []
        let listed = files.first { Self.configurationNames.contains($0.lastPathComponent) }
        configuration = listed ?? ([targetDirectory, packageDirectory].compactMap { $0 }).lazy.compactMap { folder in
            Self.configurationNames.lazy.map { folder.appendingPathComponent($0) }.first(where: Self.exists)
        }.first
        let byName = Dictionary(grouping: templates, by: { $0.deletingPathExtension().lastPathComponent })
        if let clash = byName.values.first(where: { $0.count > 1 }) {
            throw PluginError("templates \(clash.map(\.path).joined(separator: " and ")) would both write "
                + "\(clash[0].deletingPathExtension().lastPathComponent).generated.swift; rename one of them")
        }
    }

    /// True when there is nothing to render: no template of its own, and no FetchableKit.
    var isEmpty: Bool { templates.isEmpty && builtInTemplates.isEmpty }

    /// Why a target gets nothing, and what to do about it.
    var emptyReason: String {
        "target '\(targetName)' has no *.stencil or *.swifttemplate templates and does not depend on FetchableKit, so ModelGen "
            + "has nothing to generate: add .product(name: \"FetchableKit\", package: …) to its dependencies for the Firebase "
            + "managers, or a template to the target"
    }

    /// The output file names, one per template: `<Template>.generated.swift`.
    var outputNames: [String] {
        templates.map { $0.deletingPathExtension().lastPathComponent + ".generated.swift" }
            + builtInTemplates.map { $0 + ".generated.swift" }
    }

    /// Files whose change must re-run the tool (the built-in template's file, when ModelGen's
    /// `Templates/` is there, so that edits to it regenerate).
    var inputFiles: [URL] {
        let builtIns = builtInTemplates.map { Self.builtInTemplatesFolder.appendingPathComponent("\($0).stencil") }.filter(Self.exists)
        return sources + templates + builtIns + (configuration.map { [$0] } ?? [])
    }

    /// The `modelgen generate` arguments writing into `output` (a folder) and keeping compiled Swift
    /// templates in `workDirectory` (the one folder a sandboxed plugin may write besides its outputs);
    /// `editsSources` lets inline blocks rewrite the target's sources (never during a build).
    func arguments(output: URL, workDirectory: URL, editsSources: Bool) -> [String] {
        var arguments = ["generate", "--plugin-target", targetName, "--output", output.path, "--cacheBasePath", workDirectory.path]
        arguments += editsSources ? [] : ["--no-source-edits"]
        arguments += configuration.map { ["--config", $0.path] } ?? []
        arguments += templates.flatMap { ["--templates", $0.path] }
        arguments += builtInTemplates.flatMap { ["--builtin-template", $0] }
        arguments += ["--builtin-templates-folder", Self.builtInTemplatesFolder.path]
        arguments += sources.flatMap { ["--sources", $0.path] }
        return arguments
    }

    /// `Templates/` of the ModelGen package, found from this file's path (the copies built into the
    /// tool are used when it is not there).
    static var builtInTemplatesFolder: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/", !exists(folder.appendingPathComponent("Package.swift")) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Templates")
    }

    private static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}

/// The environment that makes the tool compile Swift templates with `swiftc` of the toolchain running
/// the build (SwiftPM's and Xcode's tool search finds it), when the target has any.
func swiftCompilerEnvironment(_ inputs: GenerationInputs, findTool: (String) throws -> URL) -> [String: String] {
    guard inputs.templates.contains(where: { $0.pathExtension == "swifttemplate" }), let swiftc = try? findTool("swiftc") else { return [:] }
    return ["SWIFT_EXEC": swiftc.path]
}

/// A plugin-level problem (the tool reports everything else, with file and line).
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
