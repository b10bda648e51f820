/// A cursor over UTF-8 bytes producing tokens, with comments and whitespace as trivia.
///
/// Never reads outside the buffer; every loop advances, so any bytes terminate.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1
    var lineStart = 0
    /// Facts per line (shared by copies of the lexer; lines past `line` are stale after a rewind).
    let lineFlags: LineTable
    /// Comment pieces that contain `sourcery:`, in source order.
    private(set) var annotationComments: [AnnotationComment] = []
    /// Problems found (unterminated literals and comments, bytes that are not Swift source).
    var problems: [LexProblem] = []
    /// Every `#if` and `#endif`, in source order.
    var conditionals: [ConditionalDirective] = []
    /// The kind of the previous token, to tell a regex literal from a division.
    var previousKind = TokenKind.leftBrace
    var previousEnd = 0
    /// Lines up to this one have `.code` where they need it.
    private var markedCodeLine = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lineFlags = LineTable(byteCount: bytes.count)
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always)
    func byte(_ index: Int) -> UInt8 {
        index < bytes.count && index >= 0 ? bytes[index] : 0
    }

    /// Moves the cursor back to a token lexed earlier (for re-lexing after lookahead).
    mutating func rewind(to token: Token) {
        offset = token.start
        line = token.line
        lineStart = token.start - (token.column - 1)
        markedCodeLine = min(markedCodeLine, line - 1)
        while let last = annotationComments.last, last.start >= token.start { annotationComments.removeLast() }
        while let last = conditionals.last, last.start >= token.start { conditionals.removeLast() }
        if !problems.isEmpty { problems.removeAll { ($0.line, $0.column) >= (token.line, token.column) } }
        previousKind = .leftBrace
    }

    /// Lexes the next token.
    mutating func next() -> Token {
        var newlineBefore = false
        var spaceBefore = offset == previousEnd ? false : true
        // Tokens often follow each other directly (`foo(`, `a:`), after one space (`a: Int`) or after
        // a line break and indentation: only other trivia needs the full loop.
        if offset < bytes.count, Lexer.mayStartTrivia(bytes[offset]) {
            let after = byte(offset + 1)
            if bytes[offset] == 0x20, !Lexer.mayStartTrivia(after) {
                offset += 1
                spaceBefore = true
            } else {
                if bytes[offset] == 0x0A { skipLineBreak(newline: &newlineBefore, space: &spaceBefore) }
                if offset < bytes.count, Lexer.mayStartTrivia(bytes[offset]) {
                    skipTrivia(newline: &newlineBefore, space: &spaceBefore)
                }
            }
        }
        let start = offset
        let startLine = line
        let column = start - lineStart + 1
        guard start < bytes.count else {
            return Token(kind: .endOfFile, newlineBefore: newlineBefore, spaceBefore: spaceBefore,
                         start: start, end: start, line: startLine, column: column)
        }
        let kind = lexToken()
        markCode(from: startLine)
        if kind == .poundKeyword {
            recordConditional(start: start)
            if isLineStart(start), isDirective(start: start, end: offset) { lineFlags.insert(.directive, at: startLine) }
        }
        previousKind = kind
        previousEnd = offset
        return Token(kind: kind, newlineBefore: newlineBefore, spaceBefore: spaceBefore,
                     start: start, end: offset, line: startLine, column: column)
    }

    // MARK: - Trivia

    /// A blank, control byte, NUL or `/` (which may open a comment). 0 stands for the end of the input.
    @inline(__always)
    static func mayStartTrivia(_ c: UInt8) -> Bool { c <= 0x20 || c == 0x2F }

    private mutating func skipTrivia(newline: inout Bool, space: inout Bool) {
        while offset < bytes.count {
            let c = bytes[offset]
            switch c {
            case 0x0A:
                skipLineBreak(newline: &newline, space: &space)
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                offset += 1
                space = true
            case 0x00:
                offset += stepOverUnusualByte(at: offset)
                space = true
            case 0x2F where byte(offset + 1) == 0x2F:
                skipLineComment()
                space = true
            case 0x2F where byte(offset + 1) == 0x2A:
                skipBlockComment()
                space = true
            default:
                return
            }
        }
    }

    /// Moves past the newline at `offset` and the next line's indentation.
    @inline(__always)
    private mutating func skipLineBreak(newline: inout Bool, space: inout Bool) {
        startNewLine(after: offset)
        offset = pastIndentation(offset + 1)
        newline = true
        space = true
    }

    /// Counts the line that starts after the newline at `newlineOffset` (with its `flags` when known).
    @inline(__always)
    mutating func startNewLine(after newlineOffset: Int, flags: LineFlags = []) {
        line += 1
        lineStart = newlineOffset + 1
        lineFlags.start(line, flags: flags)
    }

    /// Past the spaces of an indentation starting at `index`, 8 at a time (near the end of the
    /// buffer, the last few are left to the caller).
    @inline(__always)
    func pastIndentation(_ index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var next = index
        while next &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: next, as: UInt64.self))
            let others = word ^ 0x2020_2020_2020_2020
            if others != 0 { return next &+ others.trailingZeroBitCount &>> 3 }
            next &+= 8
        }
        return next
    }

    @inline(__always)
    mutating func markCode(from firstLine: Int) {
        guard line > markedCodeLine else { return }
        var index = max(firstLine, markedCodeLine + 1) - 1
        while index < line {
            lineFlags.insert(.code, at: index + 1)
            index += 1
        }
        markedCodeLine = line
    }

    mutating func skipLineComment() {
        let start = offset
        let newline = Lexer.repeated(0x0A)
        let colon = Lexer.repeated(0x3A)
        var isAnnotation = false
        var end = plainWords(from: offset, stoppingAt: newline, colon, colon)
        while end < bytes.count {
            let c = bytes[end]
            if c == 0x0A { break }
            if Lexer.isUnusual(c) {
                end += stepOverUnusualByte(at: end)
                end = plainWords(from: end, stoppingAt: newline, colon, colon)
            } else if c == 0x3A {
                if !isAnnotation, end - 8 >= start { isAnnotation = followsSourcery(end) }
                end = plainWords(from: end + 1, stoppingAt: newline, colon, colon)
            } else {
                end += 1
            }
        }
        lineFlags.insert(.comment, at: line)
        if isAnnotation { annotationComments.append(AnnotationComment(line: line, start: start, end: end)) }
        offset = end
    }

    mutating func skipBlockComment() {
        let opener = (line: line, column: offset - lineStart + 1)
        var pieceStart = offset
        var depth = 1
        lineFlags.insert(.comment, at: line)
        let stops = (Lexer.repeated(0x2A), Lexer.repeated(0x2F), Lexer.repeated(0x0A))
        offset = plainWords(from: offset + 2, stoppingAt: stops.0, stops.1, stops.2)
        while offset < bytes.count {
            let c = bytes[offset]
            if c == 0x2F, byte(offset + 1) == 0x2A {
                depth += 1
                offset += 2
            } else if c == 0x2A, byte(offset + 1) == 0x2F {
                depth -= 1
                offset += 2
                if depth == 0 {
                    recordIfAnnotation(start: pieceStart, end: offset - 2)
                    return
                }
            } else if c == 0x0A {
                recordIfAnnotation(start: pieceStart, end: offset)
                startNewLine(after: offset)
                lineFlags.insert(.comment, at: line)
                pieceStart = offset + 1
                offset = plainWords(from: offset + 1, stoppingAt: stops.0, stops.1, stops.2)
            } else if Lexer.isUnusual(c) {
                offset += stepOverUnusualByte(at: offset)
                offset = plainWords(from: offset, stoppingAt: stops.0, stops.1, stops.2)
            } else {
                offset = plainWords(from: offset + 1, stoppingAt: stops.0, stops.1, stops.2)
            }
        }
        recordIfAnnotation(start: pieceStart, end: offset)
        problems.append(LexProblem(line: opener.line, column: opener.column, message: "unterminated block comment"))
    }

    /// The 8 bytes before `index` (which is at least 8) spell `sourcery`.
    @inline(__always)
    private func followsSourcery(_ index: Int) -> Bool {
        bytes[index - 8] == 0x73 && bytes[index - 7] == 0x6F && bytes[index - 6] == 0x75 && bytes[index - 5] == 0x72
            && bytes[index - 4] == 0x63 && bytes[index - 3] == 0x65 && bytes[index - 2] == 0x72 && bytes[index - 1] == 0x79
    }

    /// Records a one-line comment piece when it contains `sourcery:`.
    private mutating func recordIfAnnotation(start: Int, end: Int) {
        // Looks for the rare `:` first (8 bytes at a time), then for `sourcery` just before it.
        let colons = Lexer.repeated(0x3A)
        var colon = start + 8
        while colon < end {
            colon = plainWords(from: colon, before: end, stoppingAt: colons, colons, colons)
            let wordEnd = min(colon + 8, end)
            while colon < wordEnd {
                if bytes[colon] == 0x3A, followsSourcery(colon) {
                    annotationComments.append(AnnotationComment(line: line, start: start, end: end))
                    return
                }
                colon += 1
            }
        }
    }
}

/// A lexing problem, located by line and column.
struct LexProblem {
    let line: Int
    let column: Int
    let message: String
}
