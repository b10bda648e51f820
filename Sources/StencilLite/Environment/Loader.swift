import Foundation

/// Finds templates by name for `include`, `extends`, `import` and `Environment.loadTemplate(name:)`.
public protocol Loader: Sendable, CustomStringConvertible {
    /// The parsed template called `name`; throws when there is none.
    func loadTemplate(name: String, environment: Environment) throws -> Template
}

/// Loads templates from files under one or more folders, refusing names that leave them.
public struct FileSystemLoader: Loader {
    /// The folders searched, in order.
    public let paths: [String]

    /// A loader over `paths` (folders).
    public init(paths: [String]) {
        self.paths = paths
    }

    /// Stencil's form: `FileSystemLoader([folder, …])`.
    public var description: String { "FileSystemLoader([\(paths.joined(separator: ", "))])" }

    public func loadTemplate(name: String, environment: Environment) throws -> Template {
        for folder in paths {
            let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
            let file = base.appendingPathComponent(name).standardizedFileURL
            guard file.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/") else {
                throw TemplateSyntaxError("Template named `\(name)` is outside the template folder \(folder) (names may not climb out with '..')")
            }
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateSyntaxError("Template named `\(name)` is not valid UTF-8")
            }
            return try Template(templateString: text, environment: environment, name: name)
        }
        throw TemplateSyntaxError("Template named `\(name)` does not exist in loader \(self)")
    }
}

/// Serves templates from memory, by name.
public struct DictionaryLoader: Loader {
    /// Template texts by name.
    public let templates: [String: String]

    /// A loader over `templates`.
    public init(templates: [String: String]) {
        self.templates = templates
    }

    public var description: String { "DictionaryLoader(\(templates.keys.sorted()))" }

    public func loadTemplate(name: String, environment: Environment) throws -> Template {
        guard let text = templates[name] else {
            throw TemplateSyntaxError("Template named `\(name)` does not exist in loader \(self)")
        }
        return try Template(templateString: text, environment: environment, name: name)
    }
}

extension Environment {
    /// Reads the template file at `path` and renders it with `context`; errors are located in `path`
    /// (what `modelgen render` calls).
    public func renderTemplate(file path: String, context: [String: Any] = [:]) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateSyntaxError("Cannot read the template file '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TemplateSyntaxError("The template file '\(path)' is not valid UTF-8")
        }
        return try renderTemplate(string: text, context: context, name: path)
    }
}

extension Context {
    /// The template `name`, loaded once per render, with a limit on how deep templates and macros nest.
    func loadTemplate(name: String) throws -> Template {
        if let template = loadedTemplates[name] { return template }
        let template = try environment.loadTemplate(name: name)
        loadedTemplates[name] = template
        return template
    }

    /// How deep includes, parent templates and macro calls may nest (a template that includes itself stops here).
    static let maximumCallDepth = 100

    /// Runs `body` one call level deeper, failing clearly past the limit.
    func nested<Result>(_ what: String, _ body: () throws -> Result) throws -> Result {
        guard callDepth < Self.maximumCallDepth else {
            throw TemplateSyntaxError("\(what) nested more than \(Self.maximumCallDepth) deep: does it include or call itself?")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return try body()
    }
}
