import Foundation

/// Finds the templates a configuration names.
public enum TemplateCollector {
    /// Every template: explicit files, every `*.stencil` and `*.swifttemplate` under folders (sorted), then built-ins;
    /// `excluding` files or folders are skipped.
    public static func collect(_ configuration: Configuration) throws(ModelGenError) -> [TemplateFile] {
        let excluded = configuration.excludedTemplates.map(standardized)
        func isExcluded(_ path: String) -> Bool {
            excluded.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        let roots = configuration.templates.map(standardized)
        var searchFolders: [String] = []
        var paths: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw ModelGenError(.unreadablePath, "template path does not exist", at: FileLocation(path: root))
            }
            if isDirectory.boolValue {
                searchFolders.append(root)
                paths += try templateFiles(under: root).filter { !isExcluded($0) }
            } else if !isExcluded(root) {
                try checkSupported(root)
                searchFolders.append((root as NSString).deletingLastPathComponent)
                paths.append(root)
            }
        }
        var templates: [TemplateFile] = []
        for path in paths where !templates.contains(where: { $0.path == path }) {
            let data = try RegularFile.read(path, what: "template", failing: .unreadablePath)
            guard let text = String(data: data, encoding: .utf8) else {
                throw ModelGenError(.generation, "the template is not UTF-8", at: FileLocation(path: path, line: 1, column: 1))
            }
            let folder = (path as NSString).deletingLastPathComponent
            templates.append(TemplateFile(path: path, name: baseName(path), text: text,
                                          searchPaths: unique([folder] + searchFolders)))
        }
        for name in configuration.builtInTemplates {
            templates.append(try builtIn(name, configuration: configuration, searchFolders: searchFolders))
        }
        for name in configuration.switchedOffBuiltInTemplates {
            templates.append(TemplateFile(path: "<built-in>/\(name).stencil", name: name, text: "", searchPaths: []))
        }
        return templates
    }

    /// The built-in template `name`: its file in `builtInTemplatesFolder` when there, else the copy
    /// in the tool.
    private static func builtIn(_ name: String, configuration: Configuration, searchFolders: [String]) throws(ModelGenError) -> TemplateFile {
        guard let embedded = EmbeddedTemplates.all[name] else {
            let known = EmbeddedTemplates.all.keys.sorted().joined(separator: ", ")
            throw ModelGenError(.configuration, "no built-in template named '\(name)' (built-in templates: \(known))")
        }
        if let folder = configuration.builtInTemplatesFolder {
            let path = standardized((folder as NSString).appendingPathComponent("\(name).stencil"))
            if let data = RegularFile.contents(atPath: path), let text = String(data: data, encoding: .utf8) {
                return TemplateFile(path: path, name: name, text: text, searchPaths: unique([folder] + searchFolders))
            }
        }
        return TemplateFile(path: "<built-in>/\(name).stencil", name: name, text: embedded, searchPaths: searchFolders)
    }

    /// The extensions of the templates a folder contributes (Sourcery's, but `.ejs`).
    static let templateExtensions = ["stencil", "swifttemplate"]

    /// Every template file under `folder`, recursively (hidden entries skipped), sorted by path.
    static func templateFiles(under folder: String) throws(ModelGenError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw ModelGenError(.unreadablePath, "cannot read the template folder", at: FileLocation(path: folder))
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
            } else if templateExtensions.contains((name as NSString).pathExtension) {
                found.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return found.sorted()
    }

    private static func checkSupported(_ path: String) throws(ModelGenError) {
        let unsupported = ["ejs", "sourcerytemplate"]
        let pathExtension = (path as NSString).pathExtension
        guard !unsupported.contains(pathExtension) else {
            throw ModelGenError(.configuration, "'.\(pathExtension)' templates are not supported; ModelGen renders Stencil (.stencil) and Swift (.swifttemplate) templates",
                                at: FileLocation(path: path))
        }
    }

    private static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
