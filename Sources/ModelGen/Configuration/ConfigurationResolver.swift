import Foundation

/// Combines the configuration file and the command line into the configuration a run uses.
public enum ConfigurationResolver {
    /// The configuration for a run.
    ///
    /// The file is `configPath` (a file, or a folder holding one of `ConfigurationFile.names`), or,
    /// when the command line names no sources, templates or config, the one in `workingDirectory`.
    /// Values given on the command line replace the file's; arguments merge key by key.
    ///
    /// For a plugin run (`forPlugin`) it is the other way round: the command line (the plugin's)
    /// names sources, templates and output, and the file only refines it (`args`, `strict`,
    /// `builtinTemplates`); a built-in template the file switches off still writes its file.
    /// Throws when, after merging, there are no sources, or no templates when `requiresTemplates`;
    /// the file's warnings then follow the error, since one may name a misspelt key.
    public static func resolve(commandLine: Configuration, configPath: String?, workingDirectory: String,
                               requiresTemplates: Bool = true, forPlugin: Bool = false)
        throws(ModelGenError) -> (Configuration, [Diagnostic]) {
        var file: String?
        if let configPath {
            file = try ConfigurationFile.resolve(absolute(configPath, in: workingDirectory))
        } else if !forPlugin && commandLine.sources.isEmpty && commandLine.templates.isEmpty && commandLine.builtInTemplates.isEmpty {
            file = ConfigurationFile.find(in: workingDirectory)
        }
        var configuration = commandLine
        var warnings: [Diagnostic] = []
        if let file {
            let (loaded, fileWarnings) = try ConfigurationFile.load(file, plugin: forPlugin ? commandLine : nil)
            configuration = forPlugin ? loaded : loaded.overridden(by: commandLine)
            configuration.file = file
            warnings = fileWarnings
        }
        if forPlugin {
            configuration.switchedOffBuiltInTemplates = commandLine.builtInTemplates.filter { !configuration.builtInTemplates.contains($0) }
        }
        let location = configuration.file.map { FileLocation(path: $0, line: 1, column: 1) }
        let fileWarnings = warnings.isEmpty ? nil : warnings.map(\.description).joined(separator: "\n")
        guard !configuration.sources.isEmpty else {
            throw ModelGenError(.configuration, location == nil
                ? "no sources given; pass --sources DIR, or run where a .modelgen.yml (or .sourcery.yml) lists them"
                : "'sources' is missing; list the folders to scan under 'sources' or pass --sources DIR", at: location, detail: fileWarnings)
        }
        guard !requiresTemplates || !configuration.templates.isEmpty || !configuration.builtInTemplates.isEmpty
            || !configuration.switchedOffBuiltInTemplates.isEmpty else {
            throw ModelGenError(.configuration, location == nil
                ? "no templates given; pass --templates PATH (a .stencil or .swifttemplate file, or a folder of them)"
                : "'templates' is missing; list template files or folders under 'templates' or pass --templates PATH",
                at: location, detail: fileWarnings)
        }
        if configuration.output == nil {
            configuration.output = configuration.file.map { ($0 as NSString).deletingLastPathComponent } ?? workingDirectory
        }
        return (configuration, warnings)
    }

    /// `path` made absolute against `folder` and standardized.
    public static func absolute(_ path: String, in folder: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? expanded : (folder as NSString).appendingPathComponent(expanded)
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }
}
