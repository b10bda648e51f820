import Foundation

/// What the plugins hand to `modelgen generate` for one target: its Swift files, its templates
/// (or the built-in default), and an optional `modelgen.json`.
struct GenerationInputs {
    /// The target's Swift files.
    let sources: [URL]
    /// Template files passed with `--templates`.
    let templates: [URL]
    /// Built-in template names passed with `--builtin-template` (when no template file is found).
    let builtInTemplates: [String]
    /// `modelgen.json` from the target, else from the package root.
    let configuration: URL?

    /// The name of the default template shipped with ModelGen.
    static let defaultTemplateName = "Firebase"

    /// Sorts `files` (a target's inputs) into sources, templates and configuration.
    ///
    /// Without `*.stencil` files in the target, the default template is used: the file in
    /// `defaultTemplatesFolder` when it exists (so edits show up at once), else the copy built
    /// into the tool. Throws when two templates share a file name, since their outputs would clash.
    init(files: [URL], packageDirectory: URL, defaultTemplatesFolder: URL) throws {
        sources = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        let localTemplates = files.filter { $0.pathExtension == "stencil" }.sorted { $0.path < $1.path }
        configuration = files.first { $0.lastPathComponent == "modelgen.json" }
            ?? Self.existing(packageDirectory.appendingPathComponent("modelgen.json"))
        if !localTemplates.isEmpty {
            templates = localTemplates
            builtInTemplates = []
        } else if let file = Self.existing(defaultTemplatesFolder.appendingPathComponent("\(Self.defaultTemplateName).stencil")) {
            templates = [file]
            builtInTemplates = []
        } else {
            templates = []
            builtInTemplates = [Self.defaultTemplateName]
        }
        let byName = Dictionary(grouping: templates, by: { $0.deletingPathExtension().lastPathComponent })
        if let clash = byName.values.first(where: { $0.count > 1 }) {
            throw PluginError("templates \(clash.map(\.path).joined(separator: " and ")) would both write "
                + "\(clash[0].deletingPathExtension().lastPathComponent).generated.swift; rename one of them")
        }
    }

    /// The output file names, one per template: `<Template>.generated.swift`.
    var outputNames: [String] {
        templates.map { $0.deletingPathExtension().lastPathComponent + ".generated.swift" }
            + builtInTemplates.map { $0 + ".generated.swift" }
    }

    /// Files whose change must re-run the tool.
    var inputFiles: [URL] { sources + templates + (configuration.map { [$0] } ?? []) }

    /// The `modelgen generate` arguments writing into `output` (a folder); `editsSources` lets inline
    /// blocks rewrite the target's sources (never during a build).
    func arguments(output: URL, editsSources: Bool) -> [String] {
        var arguments = ["generate", "--output", output.path]
        arguments += editsSources ? [] : ["--no-source-edits"]
        arguments += configuration.map { ["--config", $0.path] } ?? []
        arguments += templates.flatMap { ["--templates", $0.path] }
        arguments += builtInTemplates.flatMap { ["--builtin-template", $0] }
        arguments += sources.flatMap { ["--sources", $0.path] }
        return arguments
    }

    private static func existing(_ url: URL) -> URL? {
        FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

/// A plugin-level problem (the tool reports everything else, with file and line).
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
