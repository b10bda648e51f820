/// Type syntax: finds where a type ends (token by token, no parsing of its meaning),
/// generic clauses, inheritance lists and `where` clauses.
extension Parser {
    /// Consumes one type at `current`; returns its byte range, or nil when no type starts here.
    mutating func scanType() -> (start: Int, end: Int)? {
        let start = current.start
        var consumedAny = false
        while true {
            skipTypePrefixes()
            var endsWithGroup = false
            switch current.kind {
            case .identifier, .backtickIdentifier:
                advance()
                scanTypeSuffixChain()
            case .leftParen:
                skipBalanced()
                endsWithGroup = true
            case .leftBracket:
                skipBalanced()
            case .operator where source.text(current) == "~":
                advance()
                continue
            default:
                return consumedAny ? (start, previous.end) : nil
            }
            consumedAny = true
            scanTypePostfixes()
            if endsWithGroup { skipFunctionTypeEffects() }
            if current.kind == .arrow || current.kind == .ampersand {
                advance()
                continue
            }
            return (start, previous.end)
        }
    }

    /// Attributes (`@escaping`, `@Sendable`) and specifiers (`inout`, `some`, `any`, `each` …).
    private mutating func skipTypePrefixes() {
        while true {
            if current.kind == .atSign {
                skipAttribute()
            } else if source.keyword(current)?.isTypeSpecifier == true {
                let next = peek()
                if next.kind == .leftParen, !next.spaceBefore, peek(2).kind == .identifier, peek(3).kind == .rightParen,
                   startsType(peek(4)) {
                    // `nonisolated(nonsending) () async -> T`
                    for _ in 0..<4 { advance() }
                } else if startsType(next) {
                    advance()
                } else {
                    return
                }
            } else {
                return
            }
        }
    }

    private func startsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .leftParen, .leftBracket, .atSign: return true
        case .operator: return source.text(token) == "~"
        default: return false
        }
    }

    /// `<…>` generic arguments and `.Member` chains after a type identifier.
    private mutating func scanTypeSuffixChain() {
        while true {
            if current.kind == .leftAngle || source.isOperator(current, startingWith: UInt8(ascii: "<")), !current.spaceBefore {
                skipAngles()
            } else if current.kind == .period, peek().kind == .identifier || peek().kind == .backtickIdentifier {
                advance()
                advance()
            } else {
                return
            }
        }
    }

    /// `?`, `!`, `...`, `.Type` after a type.
    private mutating func scanTypePostfixes() {
        while true {
            switch current.kind {
            case .question where !current.spaceBefore, .exclamation where !current.spaceBefore:
                advance()
            case .operator where !current.spaceBefore && isPostfixTypeOperator(current):
                advance()
            case .period where !current.spaceBefore && peek().kind == .identifier:
                advance()
                advance()
            default:
                return
            }
        }
    }

    private func isPostfixTypeOperator(_ token: Token) -> Bool {
        var index = token.start
        let bytes = lexer.bytes
        var dots = 0
        while index < token.end {
            let c = bytes[index]
            if c == UInt8(ascii: ".") {
                dots += 1
            } else if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") {
                return false
            }
            index += 1
        }
        return dots == 0 || dots == 3
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` between a function type's parameters and `->`.
    private mutating func skipFunctionTypeEffects() {
        while current.kind == .identifier {
            if source.isWord(current, "async") || source.isWord(current, "rethrows") {
                advance()
            } else if source.isWord(current, "throws") {
                advance()
                if current.kind == .leftParen, !current.spaceBefore { skipBalanced() }
            } else {
                return
            }
        }
    }

    /// With `current` at `<`: consumes through the matching `>` (also inside `>>`, `>?` runs).
    mutating func skipAngles() {
        let open = current
        var depth = 0
        var brackets = 0
        var tooDeep = false
        repeat {
            switch current.kind {
            case .leftAngle:
                depth += 1
            case .rightAngle:
                depth -= 1
            case .operator:
                var index = current.start
                while index < current.end {
                    let c = lexer.bytes[index]
                    if c == UInt8(ascii: "<") { depth += 1 }
                    if c == UInt8(ascii: ">") { depth -= 1 }
                    index += 1
                }
            case .leftParen, .leftBracket:
                brackets += 1
            case .rightParen, .rightBracket:
                if brackets == 0 { return warnUnclosedAngle(open, depth: depth) }
                brackets -= 1
            case .leftBrace, .rightBrace, .semicolon, .endOfFile, .equal:
                return warnUnclosedAngle(open, depth: depth)
            default:
                break
            }
            checkNesting(depth + brackets, at: current, &tooDeep)
            advance()
        } while depth > 0
    }

    private mutating func warnUnclosedAngle(_ open: Token, depth: Int) {
        if depth > 0 { warn(at: open, "unclosed '<' in generic argument clause") }
    }

    /// Warns once per construct when brackets nest deeper than `maximumBracketNesting`.
    mutating func checkNesting(_ depth: Int, at token: Token, _ reported: inout Bool) {
        guard depth > Parser.maximumBracketNesting, !reported else { return }
        reported = true
        warn(at: token, "nesting deeper than \(Parser.maximumBracketNesting) levels")
    }

    /// With `current` at `(` or `[`: consumes through the matching bracket (braces end it early).
    mutating func skipBalanced() {
        var depth = 0
        var tooDeep = false
        repeat {
            switch current.kind {
            case .leftParen, .leftBracket:
                depth += 1
                checkNesting(depth, at: current, &tooDeep)
            case .rightParen, .rightBracket:
                depth -= 1
            case .leftBrace:
                if depth > 0 {
                    skipBlock()
                    continue
                }
                return
            case .rightBrace, .endOfFile:
                return
            default:
                break
            }
            advance()
        } while depth > 0
    }

    /// `<T, U: P, each V>` of a type: the parameter names.
    mutating func parseGenericParameterNames() -> [String] {
        parseGenericParameters().map(\.name)
    }

    /// `<T: P, U>`: names with their inline constraints.
    mutating func parseGenericParameters() -> [GenericParameter] {
        var parameters: [GenericParameter] = []
        guard current.kind == .leftAngle else {
            skipAngles()
            return parameters
        }
        let open = current
        advance()
        while current.kind != .endOfFile {
            if source.isWord(current, "each") || source.isWord(current, "let") { advance() }
            guard current.kind == .identifier || current.kind == .backtickIdentifier else { break }
            let name = source.text(current)
            advance()
            var constraint: TypeName?
            if current.kind == .colon {
                advance()
                if let range = scanType() { constraint = TypeName(source.text(from: range.start, to: range.end)) }
            }
            parameters.append(GenericParameter(name: name, inheritedTypeName: constraint))
            if current.kind == .comma {
                advance()
                continue
            }
            break
        }
        if current.kind == .rightAngle {
            advance()
        } else if current.kind == .operator || current.kind == .leftAngle {
            skipAngles()
        } else if angleBalance(from: open.start, to: previous.end) > 0 {
            // A constraint's own `>>` may have closed the clause (`<T: P<U>>`), hence the count.
            warn(at: open, "unclosed '<' in generic parameter clause")
        }
        return parameters
    }

    /// `<` minus `>` in the bytes `start..<end`, not counting the `>` of `->`.
    private func angleBalance(from start: Int, to end: Int) -> Int {
        var balance = 0
        var index = start
        while index < end {
            let c = lexer.bytes[index]
            if c == UInt8(ascii: "<") { balance += 1 }
            if c == UInt8(ascii: ">"), lexer.byte(index - 1) != UInt8(ascii: "-") { balance -= 1 }
            index += 1
        }
        return balance
    }

    /// `: A, B, @unchecked C` → the entries as written.
    mutating func parseInheritanceList() -> [String] {
        var names: [String] = []
        while let range = scanType() {
            let name = TextSplitting.normalizedWhitespace(source.text(from: range.start, to: range.end))
            if !names.contains(name) { names.append(name) }
            guard current.kind == .comma else { break }
            advance()
        }
        return names
    }

    /// `where A: B, C == D` → requirements.
    mutating func parseWhereClause() -> [GenericRequirement] {
        advance()
        var requirements: [GenericRequirement] = []
        while let left = scanType() {
            let relationship: String
            if current.kind == .colon {
                relationship = ":"
            } else if current.kind == .operator, source.text(current) == "==" {
                relationship = "=="
            } else {
                break
            }
            advance()
            guard let right = scanType() else { break }
            requirements.append(GenericRequirement(
                leftTypeName: TextSplitting.normalizedWhitespace(source.text(from: left.start, to: left.end)),
                rightTypeName: source.text(from: right.start, to: right.end), relationshipSyntax: relationship))
            guard current.kind == .comma else { break }
            advance()
        }
        return requirements
    }
}
