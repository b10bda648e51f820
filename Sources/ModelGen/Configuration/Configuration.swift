import ModelScanner

/// What to generate: sources, templates, output and template arguments, with absolute paths.
public struct Configuration: Equatable, Sendable {
    /// Files or folders to scan.
    public var sources: [String]
    /// Files or folders under `sources` to skip.
    public var excludedSources: [String]
    /// Template files, or folders whose `*.stencil` and `*.swifttemplate` files are all templates.
    public var templates: [String]
    /// Template files or folders to skip (partials, for instance).
    public var excludedTemplates: [String]
    /// Names of templates built into the tool (`Firebase`), rendered as if they were files.
    public var builtInTemplates: [String]
    /// A folder (one file per template) or a file (everything concatenated); nil when not given.
    public var output: String?
    /// The values templates see as `argument.*`.
    public var arguments: Annotations
    /// Whether a template reading an undefined variable fails with a located error instead of rendering nothing.
    public var strict: Bool
    /// The configuration file this was read from, if any.
    public var file: String?
    /// Whether `// sourcery:inline:` blocks may rewrite source files (the build plugin may not).
    public var editsSources: Bool
    /// Built-in templates a plugin declared outputs for that the configuration file switched off:
    /// each still gets its header-only file, since the build expects every declared output.
    public var switchedOffBuiltInTemplates: [String] = []
    /// A folder holding the built-in templates' files (ModelGen's `Templates/`): when it has
    /// `<Name>.stencil`, that file is rendered instead of the copy built into the tool.
    public var builtInTemplatesFolder: String?
    /// Where compiled Swift templates are kept (in its `SwiftTemplates` folder); nil for the default.
    public var cacheBasePath: String?

    /// Creates a configuration; everything defaults to empty.
    public init(sources: [String] = [], excludedSources: [String] = [], templates: [String] = [],
                excludedTemplates: [String] = [], builtInTemplates: [String] = [], output: String? = nil,
                arguments: Annotations = [:], strict: Bool = false, file: String? = nil, editsSources: Bool = true) {
        self.sources = sources
        self.excludedSources = excludedSources
        self.templates = templates
        self.excludedTemplates = excludedTemplates
        self.builtInTemplates = builtInTemplates
        self.output = output
        self.arguments = arguments
        self.strict = strict
        self.file = file
        self.editsSources = editsSources
    }

    /// This configuration with every value `overrides` sets replacing this one's (arguments merge, key by key;
    /// either one asking for strict mode makes the result strict).
    public func overridden(by overrides: Configuration) -> Configuration {
        var result = self
        if !overrides.sources.isEmpty {
            result.sources = overrides.sources
            result.excludedSources = overrides.excludedSources
        } else {
            result.excludedSources += overrides.excludedSources
        }
        if !overrides.templates.isEmpty || !overrides.builtInTemplates.isEmpty {
            result.templates = overrides.templates
            result.builtInTemplates = overrides.builtInTemplates
            result.excludedTemplates = overrides.excludedTemplates
        } else {
            result.excludedTemplates += overrides.excludedTemplates
        }
        result.output = overrides.output ?? output
        result.arguments.merge(overrides.arguments) { _, new in new }
        result.strict = strict || overrides.strict
        result.editsSources = editsSources && overrides.editsSources
        result.builtInTemplatesFolder = overrides.builtInTemplatesFolder ?? builtInTemplatesFolder
        result.cacheBasePath = overrides.cacheBasePath ?? cacheBasePath
        return result
    }
}
