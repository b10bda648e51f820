/// Reads one file's declarations. Iterative over nesting (an explicit context stack), so deep
/// input cannot exhaust the call stack; every loop consumes a token, so any input terminates.
struct Parser {
    var lexer: Lexer
    /// The token under the cursor.
    var current = Token.none
    /// The token consumed last.
    var previous = Token.none
    /// Tokens lexed ahead of `current`: `lookahead[lookaheadStart..<lookaheadEnd]`. Slots are reused
    /// once all are consumed, so the array is never shrunk or shifted.
    private var lookahead: [Token] = []
    private var lookaheadStart = 0
    private var lookaheadEnd = 0
    let file: SourceFile
    var output = ParsedFile()
    /// Open type bodies, innermost last (empty at top level).
    private(set) var contexts: [DeclarationContext] = []
    /// The members read so far in each open type body, beside `contexts` (see `DeclaredMembers`).
    var openMembers: [DeclaredMembers] = []
    /// Open top-level blocks (a macro's closure `#Preview { … }`, a statement's `measure { … }`),
    /// whose declarations are read as top-level ones, as Sourcery does.
    var openTopLevelBlocks = 0
    /// Declarations whose annotations are resolved once the whole file is lexed.
    var pendingAnnotations: [PendingAnnotation] = []
    /// The file's bytes, read through a value of their own (see `SourceText`).
    let source: SourceText

    /// Warnings beyond this many per file are counted, not listed.
    static let maximumDiagnostics = 100
    private var suppressedDiagnostics = 0

    /// Brackets (`(`, `[`, `<`) nested deeper than this get a warning (they are still read, iteratively).
    static let maximumBracketNesting = 256

    /// Nesting beyond this many type bodies is skipped with a warning (keeps the model shallow).
    static let maximumTypeNesting = 256

    init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.lexer = Lexer(bytes: bytes)
        self.source = SourceText(bytes)
        // About one declaration per 200 bytes in real code: growing the array costs more than this.
        pendingAnnotations.reserveCapacity(bytes.count / 200)
        self.current = lexer.next()
    }

    /// Parses the whole file.
    mutating func parse() -> ParsedFile {
        while true {
            switch current.kind {
            case .endOfFile:
                closeUnterminatedContexts()
                finish()
                return output
            case .rightBrace:
                if let context = closeBody() {
                    context.type.bodyRange = context.openBrace.start..<current.end
                } else if openTopLevelBlocks > 0 {
                    openTopLevelBlocks -= 1
                } else {
                    warn(at: current, "unmatched '}'")
                }
                advance()
            case .semicolon:
                advance()
            default:
                parseDeclaration()
            }
        }
    }

    private mutating func closeUnterminatedContexts() {
        while let context = closeBody() {
            warn(at: context.openBrace, "missing '}' for '\(context.type.kind.rawValue) \(context.type.localName)'")
        }
    }

    private mutating func finish() {
        for problem in lexer.problems + lexer.unbalancedConditionals() {
            let token = Token(kind: .unknown, newlineBefore: false, spaceBefore: false, start: 0, end: 0,
                              line: problem.line, column: problem.column)
            warn(at: token, problem.message)
        }
        output.diagnostics.sort { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        if suppressedDiagnostics > 0 {
            output.diagnostics.append(Diagnostic(.warning, "too many warnings; \(suppressedDiagnostics) more not shown",
                                                 at: FileLocation(path: file.path, line: lexer.line)))
        }
        var resolver = AnnotationResolver(lexer: lexer)
        AnnotatedRecords.give(resolver.resolve(pendingAnnotations), of: pendingAnnotations, to: &output)
        // Not `firstRange(of:)`: over a slice of the file's buffer it is an unspecialized generic
        // search, ~96,000 instructions a comment (21% of the seed template's run over 1,000 models).
        output.hasInlineMarkers = lexer.annotationComments.contains {
            SourceryText.contains(SourceryText.Text(lexer.bytes[$0.start..<$0.end]), "sourcery:inline:")
        }
    }

    /// Opens a type body: members declared until its `}` are the type's.
    mutating func openBody(_ context: DeclarationContext) {
        contexts.append(context)
        openMembers.append(DeclaredMembers())
    }

    /// Closes the innermost type body, giving its record the members read in it.
    private mutating func closeBody() -> DeclarationContext? {
        guard let context = contexts.popLast() else { return nil }
        openMembers.removeLast().give(to: context.type)
        return context
    }

    // MARK: - Token stream

    /// Moves to the next token.
    @inline(__always)
    mutating func advance() {
        previous = current
        guard lookaheadStart < lookaheadEnd else {
            current = lexer.next()
            return
        }
        current = lookahead[lookaheadStart]
        lookaheadStart += 1
        if lookaheadStart == lookaheadEnd {
            lookaheadStart = 0
            lookaheadEnd = 0
        }
    }

    /// The token `distance` positions after `current` (1 = the next one).
    mutating func peek(_ distance: Int = 1) -> Token {
        while lookaheadEnd - lookaheadStart < distance {
            let token = lexer.next()
            if lookaheadEnd < lookahead.count {
                lookahead[lookaheadEnd] = token
            } else {
                lookahead.append(token)
            }
            lookaheadEnd += 1
            if token.kind == .endOfFile { break }
        }
        let index = lookaheadStart + distance - 1
        if index < lookaheadEnd { return lookahead[index] }
        return lookaheadEnd > 0 ? lookahead[lookaheadEnd - 1] : current
    }

    /// The lookahead distance just past an attribute whose `@` is at `distance`
    /// (`@inline(__always)` included), without consuming anything.
    mutating func distance(pastAttributeAt distance: Int) -> Int {
        var next = distance + 2
        guard peek(next).kind == .leftParen, !peek(next).spaceBefore else { return next }
        var depth = 0
        while next < distance + 64 {
            let token = peek(next)
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            if token.kind == .endOfFile || token.kind == .leftBrace || token.kind == .rightBrace { return next }
            next += 1
            if depth == 0 { return next }
        }
        return next
    }

    /// With `current` at `{`: moves past the matching `}` without parsing what is inside.
    /// Returns false (and warns) when the file ends first.
    @discardableResult
    mutating func skipBlock() -> Bool {
        let open = current
        if lookaheadStart < lookaheadEnd {
            lexer.rewind(to: lookahead[lookaheadStart])
            lookaheadStart = 0
            lookaheadEnd = 0
        }
        let close = lexer.skipBlock()
        previous = close.kind == .endOfFile ? current : close
        current = close.kind == .endOfFile ? close : lexer.next()
        if close.kind == .endOfFile { warn(at: open, "missing '}' for the block opened here") }
        return close.kind != .endOfFile
    }

    // MARK: - Diagnostics

    mutating func warn(at token: Token, _ message: String) {
        guard output.diagnostics.count < Parser.maximumDiagnostics else {
            suppressedDiagnostics += 1
            return
        }
        output.diagnostics.append(Diagnostic(.warning, message, at: FileLocation(path: file.path, line: token.line, column: token.column)))
    }
}

/// An open type body (a class: every member declaration looks at it, and a reference is cheaper to copy).
extension Parser {
    /// The declaring type of a member written in `context`'s body.
    func declaringType(_ context: DeclarationContext) -> DeclaringType {
        DeclaringType(file: output.link, index: context.id.index)
    }
}

final class DeclarationContext {
    let type: SwiftType
    /// The type's file-local ID and full name, as the record was made with them (reading the
    /// record's own fields is an exclusivity-checked access each).
    let id: TypeID
    let name: String
    /// The access level members get when they write none.
    let memberAccess: AccessLevel
    let isProtocol: Bool
    let isExtension: Bool
    let isEnum: Bool
    let openBrace: Token

    init(type: SwiftType, id: TypeID, name: String, memberAccess: AccessLevel, isProtocol: Bool, isExtension: Bool,
         isEnum: Bool, openBrace: Token) {
        self.type = type
        self.id = id
        self.name = name
        self.memberAccess = memberAccess
        self.isProtocol = isProtocol
        self.isExtension = isExtension
        self.isEnum = isEnum
        self.openBrace = openBrace
    }
}

/// A declaration waiting for its annotations. A parameter's or associated value's is registered
/// just before the declaration holding it, which `AnnotatedRecords` rebuilds with it.
struct PendingAnnotation {
    enum Target {
        case type(SwiftType)
        case variable(Variable)
        case method(Method)
        case enumCase(EnumCase, in: SwiftType)
        case `subscript`(Subscript)
        case `typealias`(Typealias)
        case parameter(MethodParameter)
        case associatedValue(AssociatedValue)
    }
    let target: Target
    /// The line of the anchor token.
    let anchorLine: Int
    /// The first line of the declaration (its attributes and modifiers), when it looks above.
    let firstLine: Int
    /// False for the second and later elements of `case a, b`.
    let looksAbove: Bool
    /// For parameters and associated values: the offset of the first token. They take the
    /// `/* sourcery: … */` comments written directly before it, and the usual line rules only
    /// when they start their line (a parameter without one also when the line above is a comment).
    var inlineOffset: Int?
    var startsLine = true
}
