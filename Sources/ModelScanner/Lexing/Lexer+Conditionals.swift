/// `#if` … `#endif` pairing, checked once the file is lexed (bodies skipped unparsed included).
extension Lexer {
    /// Records the pound keyword in `start..<offset` when it is `#if` or `#endif`.
    mutating func recordConditional(start: Int) {
        let opens: Bool
        switch offset - start {
        case 3: opens = true
        case 6: opens = false
        default: return
        }
        let word: StaticString = opens ? "#if" : "#endif"
        let matches = word.withUTF8Buffer { buffer in
            var index = 1
            while index < buffer.count {
                if buffer[index] != bytes[start + index] { return false }
                index += 1
            }
            return true
        }
        guard matches else { return }
        conditionals.append(ConditionalDirective(start: start, line: line, column: start - lineStart + 1, opens: opens))
    }

    /// An `#endif` without `#if`, and the outermost `#if` left without `#endif`.
    func unbalancedConditionals() -> [LexProblem] {
        var problems: [LexProblem] = []
        var open: [ConditionalDirective] = []
        for directive in conditionals {
            if directive.opens {
                open.append(directive)
            } else if open.popLast() == nil {
                problems.append(LexProblem(line: directive.line, column: directive.column, message: "'#endif' without '#if'"))
            }
        }
        if let outermost = open.first {
            problems.append(LexProblem(line: outermost.line, column: outermost.column, message: "'#if' without '#endif'"))
        }
        return problems
    }
}

/// An `#if` or `#endif` and where it is.
struct ConditionalDirective {
    let start: Int
    let line: Int
    let column: Int
    let opens: Bool
}
