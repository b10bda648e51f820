import ModelGenDiagnostics

/// The variables a template sees while it renders: the caller's dictionary plus a stack of scopes
/// pushed by tags (`for`, `if`, `include`, macros…), searched innermost first.
///
/// A context belongs to one render on one thread; its hot stored properties skip dynamic exclusivity
/// checks (`@exclusivity(unchecked)`), which the render loop never violates.
public final class Context {
    /// The environment rendering this context (loader, extensions, options).
    public let environment: Environment
    /// Where tags report diagnostics that do not stop the render (ModelGen's `{% warning %}`).
    public let diagnostics: (any DiagnosticCollector)?
    private let root: [String: Any]
    /// The scope stack's names and values: slots `0..<depth` are live; slots above are left from
    /// closed scopes and overwritten by the next definitions (closing a scope is then one store,
    /// where `removeLast(_:)` is an unspecialized generic call in a debug build).
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var values: [Any?] = []
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var frames: [Int] = []
    /// Blocks already rendered, readable as `block.NAME` (Stencil's block cache).
    var renderedBlocks: [String: String] = [:]
    /// A pending `break`/`continue`, set by the loop-control tags and consumed by the loop it targets.
    @exclusivity(unchecked) var loopSignal: LoopSignal?
    /// Labels of the loops whose bodies are rendering, innermost last (nil for unlabelled loops).
    @exclusivity(unchecked) var runningLoops: [String?] = []
    /// How many includes, parent templates and macro calls are rendering inside each other.
    var callDepth = 0
    /// The kind of each value type met during this render (see `MemberLookup.kind`).
    @exclusivity(unchecked) var valueKinds: [ObjectIdentifier: MemberLookup.Kind] = [:]
    @exclusivity(unchecked) var recentKinds = MemberLookup.RecentKinds()
    /// Which item types met by `for` loops during this render are tuples (asked of reflection once per type).
    @exclusivity(unchecked) var tuples = TupleDetector()
    /// Templates loaded during this render, by name, so an include in a loop is parsed once.
    var loadedTemplates: [String: Template] = [:]
    /// `for` iterations started during this render.
    @exclusivity(unchecked) private var loopIterations = 0

    /// Creates a context over `dictionary` for `environment`; tags report to `diagnostics`.
    public init(dictionary: [String: Any] = [:], environment: Environment = Environment(), diagnostics: (any DiagnosticCollector)? = nil) {
        self.root = dictionary
        self.environment = environment
        self.diagnostics = diagnostics
        self.isStrict = environment.isStrict
    }

    /// The environment's strict mode, read once.
    let isStrict: Bool

    /// The innermost value named `key`; setting it defines `key` in the innermost scope
    /// (what StencilSwiftKit's `set` does).
    public subscript(key: String) -> Any? {
        get { value(named: key) ?? nil }
        set { define(key, newValue) }
    }

    /// The value bound to `name`: `.some(nil)` when bound to nothing, nil when not bound at all.
    func value(named name: String) -> Any?? {
        let names = self.names
        var index = depth - 1
        while index >= 0 {
            if names[index] == name { return .some(values[index]) }
            index -= 1
        }
        if let value = root[name] { return .some(value) }
        if name == "block" && !renderedBlocks.isEmpty { return .some(renderedBlocks) }
        return nil
    }

    /// Defines `name` in the innermost scope, replacing a definition already there.
    func define(_ name: String, _ value: Any?) {
        if let index = indexInInnermostScope(of: name) {
            values[index] = value
        } else if depth < names.count {
            names[depth] = name
            values[depth] = value
            depth += 1
        } else {
            names.append(name)
            values.append(value)
            depth += 1
        }
    }

    private func indexInInnermostScope(of name: String) -> Int? {
        let frameStart = frames.last ?? 0
        let names = self.names
        var index = depth - 1
        while index >= frameStart {
            if names[index] == name { return index }
            index -= 1
        }
        return nil
    }

    /// Opens a new innermost scope.
    func pushScope() {
        frames.append(depth)
    }

    /// Closes the innermost scope and forgets what it defined.
    func popScope() {
        guard let start = frames.popLast() else { return }
        depth = start
    }

    /// Runs `closure` in a new scope holding `dictionary`.
    public func push<Result>(dictionary: [String: Any] = [:], closure: () throws -> Result) rethrows -> Result {
        pushScope()
        defer { popScope() }
        for (name, value) in dictionary { define(name, value) }
        return try closure()
    }

    /// Every visible variable, innermost definitions winning.
    public func flatten() -> [String: Any] {
        var result = root
        for index in 0..<depth {
            result[names[index]] = values[index]
        }
        return result
    }
}

/// A `break` or `continue` on its way to the loop it targets.
enum LoopSignal {
    case breakLoop(label: String?)
    case continueLoop(label: String?)
}

extension Context {
    /// Counts `count` more loop iterations; throws once the render has run more than the environment allows.
    func countLoopIterations(_ count: Int) throws {
        loopIterations += count
        let limit = environment.maximumLoopIterations
        guard loopIterations > limit else { return }
        throw TemplateSyntaxError("The template ran more than \(limit) loop iterations; do loops nest deeper than the model needs?")
    }
}
