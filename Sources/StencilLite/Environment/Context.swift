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
    /// The scope stack's definitions: slots `0..<depth` are live; slots above are left from closed
    /// scopes and overwritten by the next definitions (so closing a scope does not call
    /// `removeLast(_:)`, an unspecialized generic call in a debug build). One array of records, not
    /// one per field: each array written is a uniqueness check (`Firebase.stencil`, 1,000 models:
    /// 1.5 M definitions). Every look-up, definition and scope reads or writes several of the fields
    /// below: checking their exclusivity cost the render +30% in a release build (0.339 → 0.443 G
    /// instructions) and +25% in a debug build (1.211 → 1.513 G); each access is a
    /// `swift_beginAccess`, about 270 instructions with its access-set bookkeeping, where a look-up
    /// is now about 70.
    @exclusivity(unchecked) private var slots: [Slot] = []
    @exclusivity(unchecked) private var depth = 0
    /// One definition: the name (as a `MemberKey` id), its value, and the slot of the same name its
    /// definition hides (-1 when none), restored into `innermost` when its scope closes.
    private struct Slot {
        var id: Int
        var hidden: Int
        var value: TemplateValue
    }
    /// At each `MemberKey` id, the live slot defining it innermost, or -1 (shallow binding): a
    /// look-up is two array reads instead of a search of the stack (163,000 look-ups per 100 models).
    @exclusivity(unchecked) private var innermost: [Int] = []
    /// Where each open scope starts in the stack: `frames[0..<frameCount]` (kept like the names, so
    /// that closing a scope is not `popLast()`, an unspecialized generic call in a debug build that
    /// cost 2% of a debug Firebase.stencil run).
    @exclusivity(unchecked) private var frames: [Int] = []
    @exclusivity(unchecked) private var frameCount = 0
    /// Blocks already rendered, readable as `block.NAME` (Stencil's block cache).
    var renderedBlocks: [String: String] = [:]
    /// A pending `break`/`continue`, set by the loop-control tags and consumed by the loop it targets.
    /// Read after every node: checking it costs the render +2.2% in a debug build (0.885 → 0.904 G
    /// instructions, `Firebase.stencil` over 100 models) and +0.1% in release (0.2284 → 0.2286 G);
    /// checking the two loop fields below costs nothing, so they are checked.
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
    var loopIterations = 0
    /// True in a fork rendering a chunk of a concurrent loop's iterations (`ConcurrentLoop`): loops
    /// inside it run in order, and tags whose effects a later iteration could read refuse to run.
    let rendersConcurrentIterations: Bool
    /// Set in such a fork by `requireIterationsInOrder()`: the loop renders again, in order.
    var needsIterationsInOrder = false
    /// Chunks of concurrent loops whose output this render kept (how tests know that path ran).
    var concurrentChunksKept = 0
    /// Whether `Environment.prepareForConcurrentLoops` has run for this render.
    var isPreparedForConcurrentLoops = false
    /// The most UTF-8 bytes an output or value may hold, and the iteration count past which the
    /// render stops: the environment's limits, or in a fork a share of what was left of them.
    let textLimit: Int
    let loopIterationLimit: Int

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
        self.rendersConcurrentIterations = false
        textLimit = environment.maximumTextBytes
        loopIterationLimit = environment.maximumLoopIterations
    }

    /// A copy of `parent` for one worker of a concurrent loop: the same variables, scopes, loop
    /// state and caches, in storage of its own (copy-on-write values, so nothing mutable is shared),
    /// reporting to `diagnostics`, within the limits given (passing one renders the loop in order).
    init(forking parent: Context, diagnostics: (any DiagnosticCollector)?, textLimit: Int, loopIterationLimit: Int) {
        self.textLimit = textLimit
        self.loopIterationLimit = loopIterationLimit
        root = parent.root
        rootByID = parent.rootByID
        environment = parent.environment
        self.diagnostics = diagnostics
        isStrict = parent.isStrict
        rendersConcurrentIterations = true
        slots = parent.slots
        depth = parent.depth
        innermost = parent.innermost
        frames = parent.frames
        frameCount = parent.frameCount
        renderedBlocks = parent.renderedBlocks
        loopSignal = parent.loopSignal
        runningLoops = parent.runningLoops
        callDepth = parent.callDepth
        valueKinds = parent.valueKinds
        recentKinds = parent.recentKinds
        tuples = parent.tuples
        loadedTemplates = parent.loadedTemplates
        loopIterations = parent.loopIterations
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
        // A negative id was not interned, so no template defines it; the root's names were interned when it was made.
        if id >= 0 && id < innermost.count {
            let slot = innermost[id]
            if slot >= 0 { return slots[slot].value }
        }
        if id >= 0 && id < rootByID.count, let value = rootByID[id] { return value }
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
        let id = key.id
        if id >= innermost.count { innermost += Array(repeating: -1, count: id + 1 - innermost.count) }
        let slot = innermost[id]
        if slot >= 0 && slot >= (frameCount > 0 ? frames[frameCount - 1] : 0) {
            slots[slot].value = value
            return
        }
        if depth < slots.count {
            slots[depth] = Slot(id: id, hidden: slot, value: value)
        } else {
            slots.append(Slot(id: id, hidden: slot, value: value))
        }
        innermost[id] = depth
        depth += 1
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

    /// Closes the innermost scope and forgets what it defined, uncovering what its definitions hid.
    func popScope() {
        guard frameCount > 0 else { return }
        frameCount -= 1
        let start = frames[frameCount]
        while depth > start {
            depth -= 1
            innermost[slots[depth].id] = slots[depth].hidden
        }
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
            result[MemberKeys.shared.name(of: slots[index].id)] = slots[index].value.anyValue
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
        guard loopIterations > loopIterationLimit else { return }
        try requireIterationsInOrder()
        let limit = environment.maximumLoopIterations
        throw TemplateSyntaxError("The template ran more than \(limit) loop iterations; do loops nest deeper than the model needs?")
    }

    /// Called by tags whose effects a later iteration of the enclosing loop could read (blocks), and
    /// where a limit is passed: in a concurrent loop's worker it stops the chunk, and the loop
    /// renders again in order (which finds the exact place a limit is passed, or that it is not).
    func requireIterationsInOrder() throws {
        guard rendersConcurrentIterations else { return }
        needsIterationsInOrder = true
        throw TemplateSyntaxError("This loop's iterations depend on each other; it renders in order")
    }
}
