/// Expressions are never parsed, only delimited: initializers, default values and raw values
/// are kept as text; closures and trailing blocks are skipped by brace counting.
extension Parser {
    private static let declarationStartsInsideBrackets: [Keyword?] = [
        .func, .var, .struct, .enum, .protocol, .extension, .import, .typealias,
    ]

    /// Consumes an expression; returns its byte range, or nil when none starts here.
    ///
    /// It ends at `,` (when `stopAtComma`), `;`, a closing bracket of an enclosing construct, or a
    /// line break that the next token does not continue. With `stopAtAccessorBlock`, a `{` that opens
    /// `willSet`/`didSet` observers ends it too.
    mutating func scanExpression(stopAtComma: Bool, stopAtAccessorBlock: Bool = false) -> (start: Int, end: Int)? {
        let start = current.start
        var consumed = false
        var depth = 0
        var tooDeep = false
        while current.kind != .endOfFile {
            let token = current
            if depth == 0 {
                switch token.kind {
                case .comma where stopAtComma, .semicolon, .rightParen, .rightBracket, .rightBrace:
                    return consumed ? (start, previous.end) : nil
                default:
                    break
                }
                if consumed, token.newlineBefore, !continuesExpression(after: previous, with: token) { break }
                if consumed, token.kind == .leftBrace, stopAtAccessorBlock, opensObservers() { break }
            } else if token.newlineBefore, token.kind == .identifier,
                      Parser.declarationStartsInsideBrackets.contains(source.keyword(token)) {
                warn(at: token, "unbalanced brackets before this declaration")
                break
            }
            switch token.kind {
            case .leftAngle where !token.spaceBefore && previous.kind == .identifier && consumed:
                if !skipGenericArguments() { advance() }
            case .leftParen, .leftBracket:
                depth += 1
                checkNesting(depth, at: token, &tooDeep)
                advance()
            case .rightParen, .rightBracket:
                depth -= 1
                advance()
            case .leftBrace:
                skipBlock()
            case .rightBrace:
                return consumed ? (start, previous.end) : nil
            default:
                advance()
            }
            consumed = true
        }
        return consumed ? (start, previous.end) : nil
    }

    /// With `current` at `<` after a name: consumes `<…>` when it is a generic argument list
    /// (`Foo<A, B>(…)`) rather than a comparison; returns false (nothing consumed) otherwise.
    private mutating func skipGenericArguments() -> Bool {
        var depth = 0
        var distance = 0
        while distance < 128 {
            let token = distance == 0 ? current : peek(distance)
            switch token.kind {
            case .leftAngle:
                depth += 1
            case .rightAngle:
                depth -= 1
            case .operator:
                guard let closes = closingAngles(token) else { return false }
                depth -= closes
            case .identifier, .backtickIdentifier, .comma, .period, .leftBracket, .rightBracket, .leftParen,
                 .rightParen, .question, .exclamation, .colon, .ampersand, .arrow, .atSign:
                break
            default:
                return false
            }
            if depth < 0 { return false }
            if depth == 0 {
                for _ in 0...distance { advance() }
                return true
            }
            distance += 1
        }
        return false
    }

    /// How many `>` an operator run of only `>` (optionally ending in `?`/`!`) closes, else nil.
    private func closingAngles(_ token: Token) -> Int? {
        var count = 0
        var index = token.start
        while index < token.end, lexer.bytes[index] == UInt8(ascii: ">") {
            count += 1
            index += 1
        }
        while index < token.end, lexer.bytes[index] == UInt8(ascii: "?") || lexer.bytes[index] == UInt8(ascii: "!") {
            index += 1
        }
        return count > 0 && index == token.end ? count : nil
    }

    /// Whether `next`, first on its line, continues the expression that ended with `last`.
    private func continuesExpression(after last: Token, with next: Token) -> Bool {
        switch next.kind {
        case .period:
            return true
        case .operator, .equal, .question, .ampersand, .leftAngle, .rightAngle, .arrow, .exclamation:
            let after = lexer.byte(next.end)
            return next.spaceBefore && (after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D)
        case .colon:
            return true
        case .identifier:
            if source.isWord(next, "as") || source.isWord(next, "is") || source.isWord(next, "else") || source.isWord(next, "catch") { return true }
        default:
            break
        }
        switch last.kind {
        case .operator, .equal, .arrow, .colon, .ampersand, .period, .backslash, .comma, .atSign, .leftAngle:
            return true
        case .question:
            return last.spaceBefore
        case .identifier:
            return source.isWord(last, "try") || source.isWord(last, "await") || source.isWord(last, "as") || source.isWord(last, "is")
        default:
            return false
        }
    }

    /// With `current` at `{`: it opens `willSet`/`didSet` observers rather than a trailing closure.
    private mutating func opensObservers() -> Bool {
        var distance = 1
        while distance < 24 {
            let token = peek(distance)
            if token.kind == .atSign {
                distance = self.distance(pastAttributeAt: distance)
                continue
            }
            return source.isWord(token, "willSet") || source.isWord(token, "didSet")
        }
        return false
    }

    /// Skips one top-level statement (top-level code is legal in scripts and `main.swift`).
    mutating func skipStatement() {
        if scanExpression(stopAtComma: false) == nil, current.kind != .endOfFile, current.kind != .rightBrace {
            if current.kind == .leftBrace { skipBlock() } else { advance() }
        }
        if current.kind == .semicolon { advance() }
    }

    /// Inside a block whose `{` was consumed: skips to just past its `}`.
    mutating func skipRestOfBlock() {
        while current.kind != .endOfFile {
            switch current.kind {
            case .leftBrace:
                skipBlock()
            case .rightBrace:
                advance()
                return
            default:
                advance()
            }
        }
    }
}
