/// The steps of a key path such as `a.b[c].d`, split when the template is parsed. Stencil reports
/// malformed paths only when they are rendered, so a syntax error is kept and thrown then.
struct KeyPathSyntax: Sendable {
    enum Step: Sendable {
        /// `.name`, interned; `index` is the name read as an Int (`items.1`).
        case member(MemberKey, index: Int?)
        /// `[expression]`, whose value becomes the member name.
        case subscripted(Variable)
    }

    private(set) var steps: [Step] = []
    private(set) var hasSubscripts = false
    /// A syntax error met after the first `subscriptsBeforeError` subscripts.
    private(set) var deferredError: (message: String, subscriptsBeforeError: Int)?

    private static let maximumSubscriptDepth = 64

    init(_ variable: String, depth: Int) {
        // Most paths are ASCII names and dots (`item.name`): split over bytes, with the outcome of the
        // scan below, which reads Characters and builds each name a Character at a time (5,000
        // instructions a path, a fifth of parsing the render benchmark's `if/elif/else` template).
        if let (names, endsAtEmptyName) = Self.dottedASCIINames(variable) {
            steps = names.map(Self.member)
            if endsAtEmptyName { deferredError = ("Unexpected '.' in variable '\(variable)'", 0) }
            return
        }
        var current = ""
        var partial: [Step] = []
        var level = 0
        var subscripts = 0

        func fail(_ message: String) {
            deferredError = (message, subscripts)
        }
        let member = Self.member

        scan: for character in variable {
            switch character {
            case "." where level == 0:
                if !current.isEmpty { partial.append(member(current)) }
                guard !partial.isEmpty else { fail("Unexpected '.' in variable '\(variable)'"); break scan }
                steps += partial
                current = ""
                partial = []
            case "[":
                guard !partial.isEmpty || !current.isEmpty else { fail("Unexpected '[' in variable '\(variable)'"); break scan }
                if level > 0 {
                    current.append("[")
                } else if !current.isEmpty {
                    partial.append(member(current))
                    current = ""
                }
                level += 1
            case "]":
                guard level > 0 else { fail("Unbalanced ']' in variable '\(variable)'"); break scan }
                if level > 1 {
                    current.append("]")
                } else if !current.isEmpty {
                    guard depth < Self.maximumSubscriptDepth else {
                        fail("Subscripts are nested more than \(Self.maximumSubscriptDepth) deep in variable '\(variable)'")
                        break scan
                    }
                    partial.append(.subscripted(Variable(current, depth: depth + 1)))
                    subscripts += 1
                    hasSubscripts = true
                    current = ""
                } else {
                    fail("Unable to resolve subscript '' in variable '\(variable)'")
                    break scan
                }
                level -= 1
            default:
                guard partial.isEmpty || level > 0 else { fail("Unexpected character '\(character)' in variable '\(variable)'"); break scan }
                current.append(character)
            }
        }
        guard deferredError == nil else {
            steps += partial
            return
        }
        if !current.isEmpty { partial.append(member(current)) }
        steps += partial
        if level != 0 { fail("Unbalanced subscript brackets in variable '\(variable)'") }
    }

    private static func member(_ name: String) -> Step { .member(MemberKey(name), index: Int(name)) }

    /// The names of an ASCII path without brackets, up to the first empty name followed by a dot
    /// (where the path is malformed: `endsAtEmptyName`); nil for any other path. A last empty name
    /// (`a.`) is no name and no error, as in the scan.
    private static func dottedASCIINames(_ variable: String) -> (names: [String], endsAtEmptyName: Bool)? {
        let split = variable.utf8.withContiguousStorageIfAvailable { bytes -> (names: [String], endsAtEmptyName: Bool)? in
            var names: [String] = []
            var endsAtEmptyName = false
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return nil }
                if byte == UInt8(ascii: "."), !endsAtEmptyName {
                    if index == start {
                        endsAtEmptyName = true
                    } else {
                        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        start = index + 1
                    }
                }
                index += 1
            }
            if !endsAtEmptyName && start < bytes.count {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            }
            return (names, endsAtEmptyName)
        }
        return split ?? nil
    }
}

/// A compiled key path: its syntax, and its member names ready to walk when it has no subscripts
/// (the common case). A class, so that resolving it retains one reference instead of copying its
/// fields, which costs more than the walk itself in a debug build.
final class KeyPath: Sendable {
    let syntax: KeyPathSyntax
    private let names: MemberStep?
    /// The path has subscripts or an error to throw, so its names are found while rendering.
    private let resolvesNamesWhileRendering: Bool
    /// The id of the path's one name when it is nothing else (`word`, most paths a template reads).
    private let soleNameID: Int?

    init(_ variable: String, depth: Int) {
        syntax = KeyPathSyntax(variable, depth: depth)
        var names: [MemberKey] = []
        var indexes: [Int?] = []
        for case .member(let name, let index) in syntax.steps {
            names.append(name)
            indexes.append(index)
        }
        self.names = MemberStep.chain(names, indexes)
        resolvesNamesWhileRendering = syntax.hasSubscripts || syntax.deferredError != nil
        soleNameID = resolvesNamesWhileRendering || names.count != 1 ? nil : names[0].id
    }

    /// Walks the path from the context; `.none` as soon as a step finds nothing.
    func resolve(in context: Context, variable: String, strict: Bool) throws -> TemplateValue {
        // A defined name alone is one look-up: the walk costs more than the look-up itself.
        if let soleNameID, let value = context.value(of: soleNameID) { return value }
        if resolvesNamesWhileRendering {
            let (keys, indexes) = try subscriptedNames(in: context, variable: variable)
            return try MemberStep.chain(keys, indexes)?.walk(in: context, variable: variable, strict: strict) ?? .none
        }
        return try names?.walk(in: context, variable: variable, strict: strict) ?? .none
    }

    /// The member names with every subscript resolved, in order, as Stencil does while splitting the path.
    private func subscriptedNames(in context: Context, variable: String) throws -> ([MemberKey], [Int?]) {
        var names: [MemberKey] = []
        var indexes: [Int?] = []
        var subscripts = 0
        let deferredError = syntax.deferredError
        for step in syntax.steps {
            if let error = deferredError, error.subscriptsBeforeError == subscripts {
                throw TemplateSyntaxError(error.message)
            }
            switch step {
            case .member(let name, let index):
                names.append(name)
                indexes.append(index)
            case .subscripted(let inner):
                guard let value = try inner.value(in: context).anyValue else {
                    throw TemplateSyntaxError("Unable to resolve subscript '\(inner.variable)' in variable '\(variable)'")
                }
                let name = "\(value)"
                names.append(MemberKey(lookingUp: name))
                indexes.append(Int(name))
                subscripts += 1
            }
        }
        if let error = deferredError { throw TemplateSyntaxError(error.message) }
        return (names, indexes)
    }
}

/// The errors of strict mode.
enum UndefinedVariable {
    static func name(_ name: String, in variable: String, context: Context) -> TemplateSyntaxError {
        let suggestions = Suggestions.near(name, among: Array(context.flatten().keys))
        let hint = suggestions.isEmpty ? "" : ". Did you mean \(Suggestions.phrase(suggestions))?"
        return TemplateSyntaxError("Undefined variable '\(name)'\(variable == name ? "" : " in '\(variable)'")\(hint)").aboutAName()
    }

    static func member(_ name: String, in variable: String) -> TemplateSyntaxError {
        TemplateSyntaxError("Undefined member '\(name)' in '\(variable)'").aboutAName()
    }
}

/// One name of a key path and the rest of the path after it. A chain, not arrays: indexing an
/// array is an unspecialized generic call in a debug build (400,000 of them per 100 models, 5% of
/// a debug Firebase.stencil run with the metadata they ask for), reading a field is a load.
final class MemberStep: Sendable {
    let key: MemberKey
    /// `key.id`, read without copying the key.
    let id: Int
    /// The name read as an Int (`items.1`).
    let index: Int?
    let next: MemberStep?
    /// Whether the steps after this one are too many to walk by recursion (see `walk`).
    private let hasLongRest: Bool

    /// Paths of more steps than this are walked by a loop: a template may chain a model's relations
    /// without end, and recursion must stay within the stack.
    private static let mostStepsWalkedByRecursion = 64

    private init(key: MemberKey, index: Int?, next: MemberStep?, stepsAfter: Int) {
        self.key = key
        self.id = key.id
        self.index = index
        self.next = next
        hasLongRest = stepsAfter > Self.mostStepsWalkedByRecursion
    }

    /// The value of the path from this step, its first name read from `context`.
    func walk(in context: Context, variable: String, strict: Bool) throws -> TemplateValue {
        guard var value = context.value(of: id) else {
            if strict { throw UndefinedVariable.name(key.name, in: variable, context: context) }
            return .none
        }
        guard hasLongRest else { return try next?.read(of: value, in: context, variable: variable, strict: strict) ?? value }
        var rest = next
        while let step = rest {
            guard let member = try step.member(of: value, in: context, variable: variable, strict: strict) else { return .none }
            value = member
            rest = step.next
        }
        return value
    }

    /// The value of the path from this step, its name read as a member of `value`. Each step calls
    /// the next through `next?.`, which borrows it: a loop over the chain held each step in a variable,
    /// a retain and a release a step (2.8 M of each for 1,000 models, `Firebase.stencil`).
    private func read(of value: TemplateValue, in context: Context, variable: String, strict: Bool) throws -> TemplateValue {
        guard let member = try member(of: value, in: context, variable: variable, strict: strict) else { return .none }
        return try next?.read(of: member, in: context, variable: variable, strict: strict) ?? member
    }

    /// This step's member of `value`; nil where the walk ends with `.none` (`value` is none, or has
    /// no such member, which strict mode throws for).
    private func member(of value: TemplateValue, in context: Context, variable: String, strict: Bool) throws -> TemplateValue? {
        if case .none = value { return nil }
        guard let member = try MemberLookup.member(self, of: value, in: context) else {
            if strict { throw UndefinedVariable.member(key.name, in: variable) }
            return nil
        }
        return member
    }

    /// The chain of `keys` with their `indexes`, in order; nil when there are none.
    static func chain(_ keys: [MemberKey], _ indexes: [Int?]) -> MemberStep? {
        var chain: MemberStep?
        var position = keys.count - 1
        while position >= 0 {
            chain = MemberStep(key: keys[position], index: indexes[position], next: chain, stepsAfter: keys.count - 1 - position)
            position -= 1
        }
        return chain
    }
}
