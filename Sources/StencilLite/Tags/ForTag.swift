/// `{% [label:] for a[, b] in iterable [where condition] %} … [{% empty %} …] {% endfor %}`.
final class ForNode: NodeType {
    /// The `endfor` (or `empty`) tag: Stencil reports the loop's render errors there.
    let token: Token?
    /// The `for` tag, where errors about names in the iterable or `where` are reported.
    let forToken: Token
    let label: String?
    let loopVariables: [MemberKey]
    let iterable: Expression.Operand
    let condition: Expression?
    let body: [NodeType]
    let emptyBody: [NodeType]

    init(token: Token?, forToken: Token, label: String?, loopVariables: [MemberKey], iterable: Expression.Operand,
         condition: Expression?, body: [NodeType], emptyBody: [NodeType]) {
        self.token = token
        self.forToken = forToken
        self.label = label
        self.loopVariables = loopVariables
        self.iterable = iterable
        self.condition = condition
        self.body = body
        self.emptyBody = emptyBody
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        var components = token.components
        var label: String?
        if let first = components.first, first.hasSuffix(":") {
            label = String(first.dropLast())
            components.removeFirst()
        }
        func has(_ word: String, at index: Int) -> Bool { components.count > index + 1 && components[index] == word }
        guard has("in", at: 2), components.count == 4 || has("where", at: 4) else {
            throw TemplateSyntaxError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let loopVariables = components[1].split(separator: ",").map { MemberKey($0.trimmingSpacesLikeStencil()) }
        let iterable = try parser.environment.compileOperand(components[3], containedIn: token)
        let condition = has("where", at: 4)
            ? try parser.compileExpression(components: Array(components[5...]), token: token)
            : nil
        let body = try parser.parse(until: ["endfor", "empty"])
        guard let end = parser.nextToken() else {
            throw parser.endNotFound("endfor", opening: token)
        }
        var emptyBody: [NodeType] = []
        if end.contents == "empty" {
            emptyBody = try parser.parse(until: ["endfor"])
            _ = parser.nextToken()
        }
        return ForNode(token: end, forToken: token, label: label, loopVariables: loopVariables, iterable: iterable,
                       condition: condition, body: body, emptyBody: emptyBody)
    }

    private static let forloopKey = MemberKey("forloop")

    func render(_ context: Context, into output: inout RenderOutput) throws {
        let iterated = try TemplateSyntaxError.locatingNameErrors(at: forToken) { try iterable.value(in: context) }
        // An array of Strings is iterated as it is, without an array of `TemplateValue`s made and
        // destroyed: 60 instructions an item (the render benchmark's `filters` shape, release).
        if condition == nil, case .object(let object) = iterated, type(of: object) == [String].self {
            let strings = (object as! [String]).lazy.map(TemplateValue.string)
            try context.countLoopIterations(strings.count)
            return try render(strings, context, into: &output)
        }
        var items = try TemplateSyntaxError.locatingNameErrors(at: forToken) { try Self.iterate(iterated) }
        try context.countLoopIterations(items.count)
        if let condition {
            items = try TemplateSyntaxError.locatingNameErrors(at: forToken) {
                try filtered(items, by: condition, in: context)
            }
        }
        try render(items, context, into: &output)
    }

    /// Renders the body for each of `items` (already counted and filtered), or the `empty` body.
    private func render<Items: RandomAccessCollection<TemplateValue>>(_ items: Items, _ context: Context,
                                                                      into output: inout RenderOutput) throws where Items.Index == Int {
        guard !items.isEmpty else {
            context.pushScope()
            defer { context.popScope() }
            try renderNodes(emptyBody, context, into: &output)
            return
        }
        var ancestors: [ForLoopInfo] = []
        if case .forLoop(let enclosing)? = context.value(of: Self.forloopKey.id) { ancestors = enclosing.info.ancestorsForInnerLoop }
        let loop = ForLoopInfo.Loop(label: label, labelledAncestors: ancestors, isSnapshot: false, length: items.count)
        context.runningLoops.append(label)
        defer { context.runningLoops.removeLast() }
        var next = 0
        if ConcurrentLoop.pays(for: items.count, in: context) {
            let items = Array(items)
            switch try ConcurrentLoop.renderLead(self, items: items, loop: loop, context: context, into: &output) {
            case .stopped:
                return
            case .inOrder(let index):
                next = index
            case .concurrent(let index):
                if try ConcurrentLoop.render(self, items: items, from: index, loop: loop, context: context, into: &output) { return }
                next = index
            }
        }
        _ = try renderIterations(items, in: next..<items.count, loop: loop, context: context, into: &output)
    }

    /// Renders the iterations at `indexes`; returns true when the loop stopped there (a `break`, or
    /// a `break`/`continue` aimed at an enclosing loop, left in `context.loopSignal`).
    func renderIterations<Items: RandomAccessCollection<TemplateValue>>(_ items: Items, in indexes: Range<Int>, loop: ForLoopInfo.Loop,
                                                                         context: Context, into output: inout RenderOutput) throws -> Bool
    where Items.Index == Int {
        // Indexes, not `enumerated()`: its iterator asks for generic metadata on every item in a debug build.
        var index = indexes.lowerBound
        let end = indexes.upperBound
        while index < end {
            let item = items[index]
            defer { index += 1 }
            context.pushScope()
            context.define(Self.forloopKey, value: .forLoop(ForLoopIteration(loop: loop, index: index)))
            do {
                defer { context.popScope() }
                try bind(item, in: context)
                try renderNodes(body, context, into: &output)
            }
            if let signal = context.loopSignal {
                switch signal {
                case .breakLoop(let target):
                    if target == nil || target == label { context.loopSignal = nil }
                    return true
                case .continueLoop(let target):
                    guard target == nil || target == label else { return true }
                    context.loopSignal = nil
                }
            }
        }
        return false
    }

    /// The items for which `condition` holds, with the loop variables bound (and no `forloop`).
    private func filtered(_ items: [TemplateValue], by condition: Expression, in context: Context) throws -> [TemplateValue] {
        var kept: [TemplateValue] = []
        for item in items {
            context.pushScope()
            defer { context.popScope() }
            try bind(item, in: context)
            if try condition.evaluate(context: context) { kept.append(item) }
        }
        return kept
    }

    /// Binds the loop variables: a tuple's elements in order (`_` skips one), anything else to the first variable.
    private func bind(_ item: TemplateValue, in context: Context) throws {
        guard let first = loopVariables.first else { return }
        guard case .object(let item) = item, context.tuples.isTuple(item) else {
            context.define(first, value: item)
            return
        }
        if let pair = item as? (key: String, value: Any) {
            guard loopVariables.count <= 2 else {
                throw TemplateSyntaxError("Tuple '\(pair)' has less values than loop variables")
            }
            if first.name != "_" { context.define(first, pair.key) }
            if loopVariables.count == 2 && loopVariables[1].name != "_" { context.define(loopVariables[1], pair.value) }
            return
        }
        let elements = Mirror(reflecting: item).children.map(\.value)
        guard loopVariables.count <= elements.count else {
            throw TemplateSyntaxError("Tuple '\(item)' has less values than loop variables")
        }
        for (name, value) in zip(loopVariables, elements) where name.name != "_" {
            context.define(name, value)
        }
    }

    /// What a `for` iterates (see `iterate(_: Any?)`), as the render loop's values. Arrays of
    /// Strings and of dictionaries, the commonest in a context, are converted by their exact type:
    /// `as? [Any]` casts each element (400 instructions a String), and each `Any` element was cast
    /// again to bind it (the render benchmark's `filters` shape: 1,000 -> 100 instructions an item).
    static func iterate(_ value: TemplateValue) throws -> [TemplateValue] {
        switch value {
        case .array(let array): return TemplateValue.elements(of: array)
        case .object(let object) where type(of: object) == [String].self:
            return (object as! [String]).map(TemplateValue.string)
        case .object(let object) where type(of: object) == [[String: Any]].self:
            return (object as! [[String: Any]]).map(TemplateValue.dictionary)
        default: return try iterate(value.anyValue).map(TemplateValue.init)
        }
    }

    static func iterate(_ value: Any?) throws -> [Any] {
        guard let value else { return [] }
        if let array = value as? [Any] { return array }
        // `forloop` is a dictionary in Stencil.
        if let dictionary = (value as? [String: Any]) ?? (value as? StringKeyedDictionaryConvertible)?.stringKeyed ?? (value as? ForLoopInfo)?.dictionary,
           !dictionary.isEmpty {
            return dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) as (key: String, value: Any) }
        }
        if let range = value as? ClosedRange<Int> { return try materialize(range) }
        if let range = value as? Range<Int> { return try materialize(range) }
        if value is String || value is TemplateLookup { return [] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .tuple?:
            return mirror.children.map { $0 as Any }
        case .class?:
            var children = mirror.children.map { $0 as Any }
            var current = mirror.superclassMirror
            while let parent = current {
                children += parent.children.map { $0 as Any }
                current = parent.superclassMirror
            }
            return children
        default:
            return []
        }
    }

    private static func materialize<R: Collection>(_ range: R) throws -> [Any] where R.Element == Int {
        guard range.count < RangeExpression.maximumCount else {
            throw TemplateSyntaxError("The range has more than \(RangeExpression.maximumCount) elements")
        }
        return range.map { $0 }
    }
}

/// Tells tuples (which loop variables destructure) from other elements, reflecting once per element type.
struct TupleDetector {
    private var lastType: ObjectIdentifier?
    private var lastWasTuple = false
    private var knownTypes: [ObjectIdentifier: Bool] = [:]

    mutating func isTuple(_ item: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: item))
        if type != lastType {
            lastType = type
            if let known = knownTypes[type] {
                lastWasTuple = known
            } else {
                lastWasTuple = Mirror(reflecting: item).displayStyle == .tuple
                knownTypes[type] = lastWasTuple
            }
        }
        return lastWasTuple
    }
}

/// `{% break [label] %}` and `{% continue [label] %}`.
struct LoopControlNode: NodeType {
    let token: Token?
    let isBreak: Bool
    let label: String?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count <= 2 else {
            throw TemplateSyntaxError("'\(token.contents)' can accept only one parameter")
        }
        guard parser.hasOpenForTag else {
            throw TemplateSyntaxError("'\(token.contents)' can be used only inside loop body")
        }
        return LoopControlNode(token: token, isBreak: components[0] == "break", label: components.count == 2 ? components[1] : nil)
    }

    func render(_ context: Context, into output: inout RenderOutput) throws {
        if let label {
            guard context.runningLoops.contains(label) else {
                throw TemplateSyntaxError("No loop labeled '\(label)' is currently running")
            }
        } else if context.runningLoops.isEmpty {
            throw TemplateSyntaxError("No loop is currently running")
        }
        context.loopSignal = isBreak ? .breakLoop(label: label) : .continueLoop(label: label)
    }
}
