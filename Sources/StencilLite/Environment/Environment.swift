/// Everything a template needs besides its variables: extensions, loader, trimming and options
/// (Stencil's `Environment`).
public struct Environment: Sendable {
    /// Searched in order for tags and filters; the built-ins (`Extension.builtins`) come last.
    public var extensions: [Extension]
    /// Loads templates named by `include`, `extends`, `import` and `loadTemplate(name:)`.
    public var loader: (any Loader)?
    /// How whitespace around tags without `-`/`+` markers is trimmed.
    public var trimBehaviour: TrimBehaviour
    /// When true, printing an undefined variable (`{{ nmae }}`, no filters) is an error instead of "".
    public var isStrict: Bool
    /// When true, applies StencilSwiftKit's blank-line clean-up (Sourcery mode, see `BlankLineCleanup`).
    public var cleansBlankLines: Bool
    /// The most UTF-8 bytes a render may build in its output or in one value (64 MiB): text that a
    /// filter chain or captured blocks keep doubling fails here instead of taking all memory.
    public var maximumTextBytes = 64 << 20
    /// The most `for` iterations one render may run (100 million): loops nested far deeper than a
    /// model needs would otherwise run for hours.
    public var maximumLoopIterations = 100_000_000
    /// When true, a `for` loop over at least `concurrentLoopMinimumItems` items renders its
    /// iterations on several threads, in contiguous chunks joined in order: the output, diagnostics
    /// and errors are those of the sequential render (`ConcurrentLoop`). Only the outermost such
    /// loop is split; loops inside its iterations run in order.
    ///
    /// Off by default. Turn it on only when every value put in the context, and every filter and
    /// tag of `extensions`, is safe to use from several threads at once and does not depend on the
    /// order the iterations run in: the iterations read them at the same time.
    ///
    /// ```swift
    /// var environment = Environment(loader: FileSystemLoader(paths: ["Templates"]))
    /// environment.concurrentLoops = true  // `types` is immutable from here on
    /// let text = try environment.renderTemplate(name: "Models.stencil", context: ["types": types])
    /// ```
    public var concurrentLoops = false
    /// The fewest items a loop needs to render concurrently when `concurrentLoops` is on; below it,
    /// starting threads costs more than it saves.
    public var concurrentLoopMinimumItems = 64
    /// When above zero, a loop `concurrentLoops` would split first renders its iterations in order,
    /// and splits the rest only once they would take at least this many seconds at the pace of the
    /// first (the loops of a short render never pay `prepareForConcurrentLoops`). The default, 1 ms,
    /// is about ten times what splitting a loop costs (60–90 µs: docs/Performance.md), so a loop of
    /// a hundred one-line iterations stays in order; 0 splits every loop of enough items at once.
    public var concurrentLoopMinimumSeconds = 0.001
    /// Runs once per render, on the rendering thread, before its first loop renders concurrently:
    /// the place to make the context's values safe to read from several threads at once when that
    /// has a cost worth paying only for a long render.
    ///
    /// ```swift
    /// environment.prepareForConcurrentLoops = { _ = scan.prepareForConcurrentReads() }
    /// ```
    public var prepareForConcurrentLoops: (@Sendable () -> Void)?

    /// Creates an environment; `extensions` are searched before the built-ins.
    public init(
        loader: (any Loader)? = nil,
        extensions: [Extension] = [],
        trimBehaviour: TrimBehaviour = .nothing,
        strict: Bool = false,
        cleansBlankLines: Bool = false
    ) {
        self.loader = loader
        self.extensions = extensions + [.builtins]
        self.trimBehaviour = trimBehaviour
        self.isStrict = strict
        self.cleansBlankLines = cleansBlankLines
    }

    /// Parses `string` into a template named `name` (nil for a template without a file).
    public func template(string: String, name: String? = nil) throws -> Template {
        try Template(templateString: string, environment: self, name: name)
    }

    /// Loads and parses the template called `name` through the loader.
    public func loadTemplate(name: String) throws -> Template {
        guard let loader else {
            throw TemplateSyntaxError("Template named `\(name)` does not exist. No loaders found")
        }
        return try loader.loadTemplate(name: name, environment: self)
    }

    /// Renders the template called `name` with `context`.
    public func renderTemplate(name: String, context: [String: Any] = [:]) throws -> String {
        try loadTemplate(name: name).render(context)
    }

    /// Renders `string` with `context`; `name` appears in error locations.
    public func renderTemplate(string: String, context: [String: Any] = [:], name: String? = nil) throws -> String {
        try template(string: string, name: name).render(context)
    }

    /// The parser of the tag `name`, from the first extension that has it.
    func findTag(name: String) throws -> Extension.TagParser {
        for candidate in extensions {
            if let parser = candidate.tag(named: name) { return parser }
        }
        throw TemplateSyntaxError(UnknownName.tagMessage(name, known: extensions.flatMap(\.tagNames)))
    }

    /// The filter `name`, from the first extension that has it.
    func findFilter(_ name: String) throws -> Filter {
        for candidate in extensions {
            if let filter = candidate.filter(named: name) { return filter }
        }
        throw TemplateSyntaxError(UnknownName.filterMessage(name, known: extensions.flatMap(\.filterNames)))
    }

    /// Compiles a filter expression; a syntax error points at the expression inside `token`.
    public func compileFilter(_ text: String, containedIn token: Token? = nil) throws -> FilterExpression {
        do {
            return try FilterExpression(text, environment: self)
        } catch var error as TemplateSyntaxError where error.token == nil {
            error.token = token?.pointing(at: text)
            throw error
        }
    }

    /// Compiles a range (`a...b`) or a filter expression.
    public func compileResolvable(_ text: String, containedIn token: Token? = nil) throws -> Resolvable {
        switch try compileOperand(text, containedIn: token) {
        case .filter(let expression): return expression
        case .range(let range): return range
        }
    }

    func compileOperand(_ text: String, containedIn token: Token?) throws -> Expression.Operand {
        if let range = try RangeExpression(text, environment: self, containedIn: token) { return .range(range) }
        return .filter(try compileFilter(text, containedIn: token))
    }

    /// Compiles a boolean expression from a tag's words.
    public func compileExpression(components: [String], containedIn token: Token? = nil) throws -> Expression {
        try ExpressionParser.parse(components, environment: self, token: token)
    }
}

/// Messages for unknown tags and filters, with the closest known names.
enum UnknownName {
    static func filterMessage(_ name: String, known: [String]) -> String {
        let suggestions = Suggestions.closestOrLonger(name, among: known)
        guard !suggestions.isEmpty else { return "Unknown filter '\(name)'." }
        return "Unknown filter '\(name)'. Found similar filters: \(suggestions.map { "'\($0)'" }.joined(separator: ", "))."
    }

    static func tagMessage(_ name: String, known: [String]) -> String {
        let base = "Unknown template tag '\(name)'"
        if name == "else" || name == "elif" {
            return base + ": it must follow the body of an open 'if' (and 'else' only once)"
        }
        let closers = ["endfor": "for", "endif": "if", "empty": "for", "endblock": "block",
                       "endfilter": "filter", "endset": "set", "endmap": "map", "endmacro": "macro"]
        if let opener = closers[name] {
            return base + ": there is no open '\(opener)' here for it to close"
        }
        let suggestions = Suggestions.near(name, among: known + closers.keys)
        return suggestions.isEmpty ? base : base + ". Did you mean \(Suggestions.phrase(suggestions))?"
    }
}
