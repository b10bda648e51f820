import Foundation
import ModelScanner
import StencilLite

/// Turns a configuration document into a `Configuration`, with located errors and warnings.
struct ConfigurationDecoder {
    let path: String
    let folder: String
    let environment: [String: String]
    /// True when the file configures a plugin run: the plugin names sources, templates and output
    /// itself, so those keys are reported as unused.
    let forPlugin: Bool
    private(set) var warnings: [Diagnostic] = []

    init(path: String, folder: String, environment: [String: String], forPlugin: Bool = false) {
        self.path = path
        self.folder = folder
        self.environment = environment
        self.forPlugin = forPlugin
    }

    /// The keys a configuration file may set.
    static let knownKeys = ["sources", "templates", "builtinTemplates", "output", "args", "strict"]

    private static let ignoredSourceryKeys: Set = [
        "forceParse", "parseDocumentation", "baseIndentation", "disableCache", "buildPath",
    ]

    /// The file's settings over `base` (for a plugin run, the plugin's command line).
    mutating func configuration(from root: YAMLNode, over base: Configuration = Configuration()) throws(ModelGenError) -> Configuration {
        guard case .map(let entries) = root.content else {
            throw error("expected a map of settings (sources, templates, output, args), found \(root.kindName)", at: root)
        }
        var configuration = base
        for entry in entries {
            switch entry.key {
            case let key where forPlugin && ["sources", "templates", "output"].contains(key):
                warn("'\(key)' is not used by the GenerateManagers plugins, which scan the target's own files and write "
                    + "where SwiftPM tells them; they read only args, strict and builtinTemplates", at: entry)
            case "sources":
                (configuration.sources, configuration.excludedSources) = try pathSet(entry.value, key: "sources")
            case "templates":
                (configuration.templates, configuration.excludedTemplates) = try pathSet(entry.value, key: "templates")
            case "builtinTemplates":
                configuration.builtInTemplates = try builtInTemplateNames(entry.value)
                if forPlugin, let extra = configuration.builtInTemplates.first(where: { !base.builtInTemplates.contains($0) }) {
                    throw error("'builtinTemplates' names '\(extra)', which the plugins run only for a target that depends on "
                        + "FetchableKit (the code it generates imports it) and has no \(extra).stencil of its own: add "
                        + ".product(name: \"FetchableKit\", package: …) to the target's dependencies", at: entry)
                }
            case "output":
                configuration.output = try output(entry.value)
            case "args":
                configuration.arguments.merge(try arguments(entry.value)) { fromBase, _ in fromBase }
            case "strict":
                configuration.strict = try flag(entry.value, key: "strict") || base.strict
            case "cacheBasePath":
                let path = try absolutePath(entry.value)
                configuration.cacheBasePath = base.cacheBasePath ?? path
            case "project", "package":
                throw error("'\(entry.key)' sources are not supported; list the source folders under 'sources'", at: entry)
            case "configurations":
                throw error("'configurations' is not supported; run modelgen once per configuration file", at: entry)
            case let key where Self.ignoredSourceryKeys.contains(key):
                warn("'\(key)' is not used by ModelGen and is ignored", at: entry)
            default:
                let guess = Suggestions.near(entry.key, among: Self.knownKeys).first.map { "; did you mean '\($0)'?" }
                warn("unknown key '\(entry.key)' is ignored" + (guess ?? " (known keys: \(Self.knownKeys.joined(separator: ", ")))"), at: entry)
            }
        }
        return configuration
    }

    /// A built-in template's name or a list of them (`[]` for none).
    private func builtInTemplateNames(_ node: YAMLNode) throws(ModelGenError) -> [String] {
        let items: [YAMLNode]
        switch node.content {
        case .scalar: items = [node]
        case .list(let list): items = list
        case .empty: items = []
        case .map: throw error("'builtinTemplates' must be a name or a list of names, found a map", at: node)
        }
        let known = EmbeddedTemplates.all.keys.sorted()
        var result: [String] = []
        for item in items {
            guard let name = try expanded(item).scalarText, known.contains(name) else {
                throw error("'builtinTemplates' lists \(item.scalarText.map { "'\($0)'" } ?? item.kindName), which is not a built-in "
                    + "template (built-in templates: \(known.joined(separator: ", ")))", at: item)
            }
            result.append(name)
        }
        return result
    }

    /// A list of paths, one path, or `{include: [...], exclude: [...]}`.
    private mutating func pathSet(_ node: YAMLNode, key: String) throws(ModelGenError) -> ([String], [String]) {
        guard case .map(let entries) = node.content else {
            let included = try paths(node, key: key)
            guard !included.isEmpty else { throw error("'\(key)' lists no paths", at: node) }
            return (included, [])
        }
        var included: [String]?
        var excluded: [String] = []
        for entry in entries {
            switch entry.key {
            case "include": included = try paths(entry.value, key: "\(key).include")
            case "exclude": excluded = try paths(entry.value, key: "\(key).exclude")
            default: warn("unknown key '\(entry.key)' in '\(key)' is ignored (known keys: include, exclude)", at: entry)
            }
        }
        guard let included, !included.isEmpty else { throw error("'\(key)' needs an 'include' list of paths", at: node) }
        return (included, excluded)
    }

    private func paths(_ node: YAMLNode, key: String) throws(ModelGenError) -> [String] {
        switch node.content {
        case .scalar:
            return [try absolutePath(node)]
        case .list(let items):
            var result: [String] = []
            for item in items { result.append(try absolutePath(item)) }
            return result
        case .empty:
            return []
        case .map:
            throw error("'\(key)' must be a path or a list of paths, found a map", at: node)
        }
    }

    /// `output: path` or Sourcery's `output: {path: …, link: …}` (the Xcode link is ignored).
    private mutating func output(_ node: YAMLNode) throws(ModelGenError) -> String {
        if case .map(let entries) = node.content {
            var result: String?
            for entry in entries {
                switch entry.key {
                case "path": result = try absolutePath(entry.value)
                case "link": warn("'output.link' (adding files to an Xcode project) is not supported and is ignored", at: entry)
                default: warn("unknown key '\(entry.key)' in 'output' is ignored (known key: path)", at: entry)
                }
            }
            guard let result else { throw error("'output' needs a 'path'", at: node) }
            return result
        }
        return try absolutePath(node)
    }

    private func arguments(_ node: YAMLNode) throws(ModelGenError) -> Annotations {
        switch node.content {
        case .map(let entries):
            var result: Annotations = [:]
            for entry in entries { result[entry.key] = try expanded(entry.value).annotationValue }
            return result
        case .empty:
            return [:]
        default:
            throw error("'args' must be a map of names to values, found \(node.kindName)", at: node)
        }
    }

    /// An unquoted `true` or `false`.
    private func flag(_ node: YAMLNode, key: String) throws(ModelGenError) -> Bool {
        guard case .scalar(let text, isQuoted: false) = node.content, let value = YAMLNode.bool(text) else {
            throw error("'\(key)' must be true or false, found \(node.scalarText.map { "'\($0)'" } ?? node.kindName)", at: node)
        }
        return value
    }

    /// A scalar path with `${VAR}` expanded, made absolute against the configuration's folder.
    private func absolutePath(_ node: YAMLNode) throws(ModelGenError) -> String {
        guard case .scalar = node.content, let text = try expanded(node).scalarText, !text.isEmpty else {
            throw error("expected a path, found \(node.kindName)", at: node)
        }
        let path = (text as NSString).expandingTildeInPath
        let absolute = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// The node with `${VAR}` in its scalars replaced by the environment's values.
    private func expanded(_ node: YAMLNode) throws(ModelGenError) -> YAMLNode {
        switch node.content {
        case .scalar(let text, let isQuoted):
            guard text.contains("${") else { return node }
            var result = ""
            var rest = Substring(text)
            while let open = rest.range(of: "${") {
                result += rest[..<open.lowerBound]
                guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                    throw error("missing '}' after '${'", at: node)
                }
                let name = String(rest[open.upperBound..<close])
                guard let value = environment[name] else {
                    throw error("environment variable '\(name)' is not set", at: node)
                }
                result += value
                rest = rest[rest.index(after: close)...]
            }
            return YAMLNode(.scalar(result + rest, isQuoted: isQuoted), line: node.line, column: node.column)
        case .list(let items):
            var result: [YAMLNode] = []
            for item in items { result.append(try expanded(item)) }
            return YAMLNode(.list(result), line: node.line, column: node.column)
        case .map(let entries):
            var result: [YAMLEntry] = []
            for entry in entries {
                result.append(YAMLEntry(key: entry.key, line: entry.line, column: entry.column, value: try expanded(entry.value)))
            }
            return YAMLNode(.map(result), line: node.line, column: node.column)
        case .empty:
            return node
        }
    }

    private mutating func warn(_ message: String, at entry: YAMLEntry) {
        warnings.append(Diagnostic(.warning, message, at: FileLocation(path: path, line: entry.line, column: entry.column)))
    }

    private func error(_ message: String, at node: YAMLNode) -> ModelGenError {
        error(message, line: node.line, column: node.column)
    }

    private func error(_ message: String, at entry: YAMLEntry) -> ModelGenError {
        error(message, line: entry.line, column: entry.column)
    }

    private func error(_ message: String, line: Int, column: Int) -> ModelGenError {
        ModelGenError(.configuration, message, at: FileLocation(path: path, line: line, column: column))
    }
}
