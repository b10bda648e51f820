import ModelGenDiagnostics

/// The variables a template sees while it renders: the caller's dictionary plus a stack of scopes
/// pushed by tags (`for`, `if`, `include`, macros…), searched innermost first.
///
/// A context belongs to one render on one thread. The scope stack and `loopSignal` skip dynamic
/// exclusivity checks (`@exclusivity(unchecked)`), which the render loop never violates; each carries
/// what checking it cost (callgrind, `Firebase.stencil`'s render over 100 models, docs/Performance.md).
/// The other fields are checked: skipping their checks made no measurable difference.
public final class Context {
    /// The environment rendering this context (loader, extensions, options).
    public let environment: Environment
    /// Where tags report diagnostics that do not stop the render (ModelGen's `{% warning %}`).
    public let diagnostics: (any DiagnosticCollector)?
    private let root: [String: Any]
    /// The root's values at their names' `MemberKey` ids (interned when the context is made), so a
    /// look-up indexes an array instead of hashing the name.
    private let rootByID: [TemplateValue?]
    /// The scope stack's names, their ids and values: slots `0..<depth` are live; slots above are
    /// left from closed scopes and overwritten by the next definitions (closing a scope is then one
    /// store, where `removeLast(_:)` is an unspecialized generic call in a debug build). Searched by
    /// id, an Int comparison where names were String comparisons. Every look-up, definition and
    /// scope reads or writes several of these fields: checking their exclusivity cost the render +21%
    /// in a release build (0.383 → 0.464 G instructions) and +19% in a debug build (1.302 → 1.553 G).
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var ids: [Int] = []
    @exclusivity(unchecked) private var values: [TemplateValue] = []
    @exclusivity(unchecked) private var depth = 0
    /// Where each open scope starts in the stack: `frames[0..<frameCount]` (kept like the names, so
    /// that closing a scope is not `popLast()`, an unspecialized generic call in a debug build that
    /// cost 2% of a debug Firebase.stencil run).
    @exclusivity(unchecked) private var frames: [Int] = []
    @exclusivity(unchecked) private var frameCount = 0
    /// Blocks already rendered, readable as `block.NAME` (Stencil's block cache).
    var renderedBlocks: [String: String] = [:]
    /// A pending `break`/`continue`, set by the loop-control tags and consumed by the loop it targets.
    /// Read after every node: checking it and the two loop fields below cost the render +2.0% in a
    /// debug build (1.302 → 1.328 G), nothing in release; checking those two alone costs nothing.
    @exclusivity(unchecked) var loopSignal: LoopSignal?
    /// Labels of the loops whose bodies are rendering, innermost last (nil for unlabelled loops).
    var runningLoops: [String?] = []
    /// How many includes, parent templates and macro calls are rendering inside each other.
    var callDepth = 0
    /// The kind of each value type met during this render (see `MemberLookup.kind`).
    var valueKinds: [ObjectIdentifier: MemberLookup.Kind] = [:]
    var recentKinds = MemberLookup.RecentKinds()
    /// Which item types met by `for` loops during this render are tuples (asked of reflection once per type).
    var tuples = TupleDetector()
    /// Templates loaded during this render, by name, so an include in a loop is parsed once.
    var loadedTemplates: [String: Template] = [:]
    /// `for` iterations started during this render.
    private var loopIterations = 0

    /// Creates a context over `dictionary` for `environment`; tags report to `diagnostics`.
    public init(dictionary: [String: Any] = [:], environment: Environment = Environment(), diagnostics: (any DiagnosticCollector)? = nil) {
        self.root = dictionary
        var rootByID: [TemplateValue?] = []
        for (name, value) in dictionary {
            let id = MemberKey(name).id
            if id >= rootByID.count { rootByID += Array(repeating: nil, count: id + 1 - rootByID.count) }
            rootByID[id] = TemplateValue(value)
        }
        self.rootByID = rootByID
        self.environment = environment
        self.diagnostics = diagnostics
        self.isStrict = environment.isStrict
    }

    /// The environment's strict mode, read once.
    let isStrict: Bool

    /// The innermost value named `key`; setting it defines `key` in the innermost scope
    /// (what StencilSwiftKit's `set` does).
    public subscript(key: String) -> Any? {
        get { value(of: MemberKey(lookingUp: key).id)?.anyValue }
        set { define(MemberKey(key), newValue) }
    }

    private static let blockKey = MemberKey("block")

    /// The value bound to the name whose `MemberKey` id is `id`: `.none` when bound to nothing, nil
    /// when not bound at all.
    func value(of id: Int) -> TemplateValue? {
        guard id >= 0 else {
            // Not interned, so defined nowhere by a template; the root's names were interned when it was made.
            return nil
        }
        let ids = self.ids
        var index = depth - 1
        while index >= 0 {
            if ids[index] == id { return values[index] }
            index -= 1
        }
        if id < rootByID.count, let value = rootByID[id] { return value }
        if id == Context.blockKey.id && !renderedBlocks.isEmpty { return .dictionary(renderedBlocks) }
        return nil
    }

    /// Defines `name` in the innermost scope, replacing a definition already there.
    func define(_ name: String, _ value: Any?) {
        define(MemberKey(name), value: TemplateValue(value))
    }

    /// Defines `key` in the innermost scope, replacing a definition already there.
    func define(_ key: MemberKey, _ value: Any?) {
        define(key, value: TemplateValue(value))
    }

    /// Defines `key` as `value` in the innermost scope, replacing a definition already there.
    func define(_ key: MemberKey, value: TemplateValue) {
        if let index = indexInInnermostScope(of: key.id) {
            values[index] = value
        } else if depth < ids.count {
            names[depth] = key.name
            ids[depth] = key.id
            values[depth] = value
            depth += 1
        } else {
            names.append(key.name)
            ids.append(key.id)
            values.append(value)
            depth += 1
        }
    }

    private func indexInInnermostScope(of id: Int) -> Int? {
        let frameStart = frameCount > 0 ? frames[frameCount - 1] : 0
        let ids = self.ids
        var index = depth - 1
        while index >= frameStart {
            if ids[index] == id { return index }
            index -= 1
        }
        return nil
    }

    /// Opens a new innermost scope.
    func pushScope() {
        if frameCount < frames.count {
            frames[frameCount] = depth
        } else {
            frames.append(depth)
        }
        frameCount += 1
    }

    /// Closes the innermost scope and forgets what it defined.
    func popScope() {
        guard frameCount > 0 else { return }
        frameCount -= 1
        depth = frames[frameCount]
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
            result[names[index]] = values[index].anyValue
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
