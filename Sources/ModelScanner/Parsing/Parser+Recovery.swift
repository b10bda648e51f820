/// Compiler directives, freestanding macros, top-level statements and recovery from bad input.
extension Parser {
    /// Skips `#if cond`, `#elseif cond`, `#else`, `#endif` (every branch is then read).
    mutating func skipDirective() {
        let takesCondition = source.isPound(current, "#if") || source.isPound(current, "#elseif")
        advance()
        guard takesCondition else { return }
        var depth = 0
        while current.kind != .endOfFile, depth > 0 || !current.newlineBefore {
            if current.kind == .leftParen { depth += 1 }
            if current.kind == .rightParen { depth = max(0, depth - 1) }
            if current.kind == .leftBrace || current.kind == .rightBrace { return }
            advance()
        }
    }

    /// With `current` at `#if`: the lookahead distance just past its `#endif` when every branch holds
    /// attributes only (`#if compiler(>=6.3) @available(Android 24, *) #endif` before a `func`): such
    /// a conditional is part of the attribute list in swift-syntax, and Sourcery's reading of
    /// attributes passes over it. Nil for any other `#if`.
    mutating func distancePastAttributeConditional() -> Int? {
        var distance = distancePastCondition(startingAt: 1)
        while distance < 256 {
            let token = peek(distance)
            if token.kind == .atSign {
                distance = self.distance(pastAttributeAt: distance)
            } else if source.isPound(token, "#endif") {
                return distance + 1
            } else if source.isPound(token, "#elseif") {
                distance = distancePastCondition(startingAt: distance + 1)
            } else if source.isPound(token, "#else") {
                distance += 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// The lookahead distance of the first token after a directive's condition, which starts at
    /// `start` and ends with its line (parentheses may span lines).
    private mutating func distancePastCondition(startingAt start: Int) -> Int {
        var distance = start
        var depth = 0
        while true {
            let token = peek(distance)
            if token.kind == .endOfFile || token.kind == .leftBrace || token.kind == .rightBrace
                || depth == 0 && token.newlineBefore && distance > start {
                return distance
            }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth = max(0, depth - 1) }
            distance += 1
        }
    }

    /// Skips a directive or a freestanding macro (`#warning("…")`); the closure of a top-level one
    /// (`#Preview { … }`) is opened and read on.
    mutating func skipPoundDeclaration() {
        if source.isConditionalDirective(current) {
            skipDirective()
            return
        }
        advance()
        if current.kind == .leftParen, !current.spaceBefore { skipBalanced() }
        guard current.kind == .leftBrace, !current.newlineBefore else { return }
        if contexts.isEmpty {
            // Sourcery finds the types declared in a top-level macro's closure (`#Preview { struct P: View {…} }`).
            openTopLevelBlock()
        } else {
            skipBlock()
        }
    }

    /// Top level: reads through a statement quietly. In a type body: warns and recovers.
    mutating func statementOrUnexpected() {
        if contexts.isEmpty {
            readTopLevelStatement()
        } else {
            unexpected()
        }
    }

    /// Reads a top-level statement up to the block it opens (`measure { … }`, `if ok { … }`), its
    /// `;`, or a line that starts a declaration. Sourcery visits everything at top level but
    /// variable initializers and function bodies, so what a statement's blocks declare is read as
    /// top-level code: a class in a closure of `main.swift` is a type, a function there a global
    /// function.
    private mutating func readTopLevelStatement() {
        while true {
            switch current.kind {
            case .leftBrace:
                openTopLevelBlock()
                return
            case .rightBrace, .endOfFile:
                return
            case .semicolon:
                advance()
                return
            default:
                advance()
            }
            if current.newlineBefore, startsDeclaration(current) { return }
        }
    }

    /// With `current` at a top-level `{`: reads on inside it (its `}` closes it in `parse()`).
    private mutating func openTopLevelBlock() {
        guard openTopLevelBlocks < Parser.maximumTypeNesting else {
            skipBlock()
            return
        }
        advance()
        openTopLevelBlocks += 1
    }

    mutating func unexpected() {
        let token = current
        if let context = contexts.last {
            warn(at: token, "unexpected '\(Parser.shortened(source.text(token)))' in '\(context.name)'; skipped to the next declaration")
        } else {
            warn(at: token, "unexpected '\(Parser.shortened(source.text(token)))'; skipped to the next declaration")
        }
        recover()
    }

    static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// Skips tokens up to the next line that starts a declaration, or the enclosing `}`.
    mutating func recover() {
        if current.kind != .rightBrace, current.kind != .endOfFile {
            if current.kind == .leftBrace { skipBlock() } else { advance() }
        }
        while current.kind != .endOfFile, current.kind != .rightBrace {
            if current.newlineBefore, startsDeclaration(current) { return }
            if current.kind == .leftBrace { skipBlock() } else { advance() }
        }
    }

    func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .atSign, .poundKeyword:
            return true
        case .identifier:
            guard let word = source.keyword(token) else { return false }
            return word.isDeclarationKeyword || word.isModifier
        default:
            return false
        }
    }

    /// Skips to the end of the current line.
    mutating func skipRestOfLine() {
        advance()
        while current.kind != .endOfFile, !current.newlineBefore {
            if current.kind == .leftBrace { skipBlock() } else { advance() }
        }
    }
}
