/// The dump's type for a variable without a type annotation (`modelgen dump`), inferred from its
/// initializer only where the answer is certain: literals, and calls whose callee is a type name
/// (`Foo(…)`, `Foo.Bar<T>.init(…)`, `[K: V]()`, `Foo { … }`). The template model guesses as Sourcery
/// does instead (`SourceryTypeGuess`).
enum TypeInference {
    static func dumpTypeName(ofInitializer bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var lexer = Lexer(bytes: bytes)
        let first = lexer.next()
        guard first.kind != .endOfFile else { return nil }
        let second = lexer.next()
        // Most initializers are one token (`0`, `nil`, `false`): no token list is made for them.
        if second.kind == .endOfFile { return literalType(of: first, negated: false, bytes: bytes) }
        // Only a type-like callee or `-` can start an answer longer than one token.
        guard mayStartLongAnswer(first, bytes) else { return nil }
        guard let tokens = remainingTokens(of: &lexer, after: [first, second]) else { return nil }
        return simpleType(tokens, bytes: bytes)
    }

    /// `tokens` followed by the rest of `lexer`'s tokens; nil for an initializer of 4,096 tokens or
    /// more, which has no inferred type (so a generated file's huge literal costs no token list).
    static func remainingTokens(of lexer: inout Lexer, after tokens: [Token]) -> [Token]? {
        var tokens = tokens
        while tokens.count < 4096 {
            let token = lexer.next()
            if token.kind == .endOfFile { return tokens }
            tokens.append(token)
        }
        return nil
    }

    /// A literal, or a call of a type-like callee.
    static func simpleType(_ tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !tokens.isEmpty else { return nil }
        if let literal = literalType(tokens, bytes: bytes) { return literal }
        guard let callee = calleeEnd(tokens, bytes: bytes) else { return nil }
        return TextSplitting.normalizedWhitespace(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[tokens[0].start..<callee]), as: UTF8.self))
    }

    private static func literalType(_ tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if tokens.count == 1 { return literalType(of: tokens[0], negated: false, bytes: bytes) }
        guard tokens.count == 2, tokens[0].kind == .operator, tokens[0].end - tokens[0].start == 1,
              bytes[tokens[0].start] == UInt8(ascii: "-"), tokens[1].start == tokens[0].end else { return nil }
        return literalType(of: tokens[1], negated: true, bytes: bytes)
    }

    /// The type of a literal token (after a `-` when `negated`).
    private static func literalType(of token: Token, negated: Bool, bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch token.kind {
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral where !negated: return "String"
        case .identifier where !negated:
            let length = token.end - token.start
            let first = bytes[token.start]
            if length == 4, first == UInt8(ascii: "t"), isWord(token, "true", bytes) { return "Bool" }
            if length == 5, first == UInt8(ascii: "f"), isWord(token, "false", bytes) { return "Bool" }
            return nil
        default: return nil
        }
    }

    static func isWord(_ token: Token, _ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { buffer[$0] == bytes[token.start + $0] }
        }
    }

    /// The end offset of a type-like callee when the whole initializer is one call of it.
    private static func calleeEnd(_ tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var calleeEnd: Int
        if tokens[0].kind == .leftBracket {
            guard let close = matching(tokens, from: 0) else { return nil }
            index = close + 1
            calleeEnd = tokens[close].end
            guard index < tokens.count, tokens[index].kind == .leftParen else { return nil }
        } else {
            while true {
                guard index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .backtickIdentifier,
                      isTypeLike(tokens[index], bytes) else { return nil }
                index += 1
                calleeEnd = tokens[index - 1].end
                if index < tokens.count, tokens[index].kind == .leftAngle, tokens[index].start == calleeEnd {
                    guard let close = matchingAngle(tokens, from: index, bytes: bytes) else { return nil }
                    index = close + 1
                    calleeEnd = tokens[close].end
                }
                guard index + 1 < tokens.count, tokens[index].kind == .period else { break }
                if isWord(tokens[index + 1], "init", bytes) {
                    index += 2
                    guard index < tokens.count, tokens[index].kind == .leftParen else { return nil }
                    break
                }
                index += 1
            }
        }
        guard index < tokens.count else { return nil }
        if tokens[index].kind == .leftParen {
            guard let close = matching(tokens, from: index) else { return nil }
            index = close + 1
        }
        if index < tokens.count, tokens[index].kind == .leftBrace {
            guard let close = matching(tokens, from: index) else { return nil }
            index = close + 1
        }
        return index == tokens.count && index > 0 && tokens[index - 1].kind != .identifier ? calleeEnd : nil
    }

    /// A first token after which an initializer of two or more tokens may still have a known type.
    private static func mayStartLongAnswer(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch token.kind {
        case .leftBracket: return true
        case .identifier, .backtickIdentifier: return isTypeLike(token, bytes)
        case .operator: return token.end - token.start == 1 && bytes[token.start] == UInt8(ascii: "-")
        default: return false
        }
    }

    /// The first letter after any leading `_` is upper case.
    private static func isTypeLike(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = token.start
        if bytes[index] == UInt8(ascii: "`") { index += 1 }
        while index < token.end, bytes[index] == UInt8(ascii: "_") { index += 1 }
        guard index < token.end else { return false }
        let c = bytes[index]
        return c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")
    }

    static func matching(_ tokens: [Token], from start: Int) -> Int? {
        var depth = 0
        for index in start..<tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    private static func matchingAngle(_ tokens: [Token], from start: Int, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var depth = 0
        for index in start..<tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftAngle: depth += 1
            case .rightAngle: depth -= 1
            case .operator:
                for offset in token.start..<token.end {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            if depth <= 0 { return depth == 0 ? index : nil }
        }
        return nil
    }
}
