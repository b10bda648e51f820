import SwiftSyntax

/// Per-line facts about one source file: its comments, where its code tokens lie, and which
/// lines are `#` directives. Lines are 1-based.
struct SourceLines {
    private let lineStarts: [Int]
    /// The comment text on each line, in source order (a block comment contributes one piece per line).
    private(set) var comments: [[String]]
    /// The UTF-8 offset of the first code token starting on each line, if any.
    private(set) var firstCode: [Int?]
    /// The UTF-8 end offset of the last code token on each line.
    private(set) var lastCodeEnd: [Int]
    /// Whether each line starts with a compiler directive (`#if`, `#endif`, `#warning` …).
    private(set) var isDirective: [Bool]

    init(tree: SourceFileSyntax, utf8: [UInt8]) {
        var starts = [0]
        for (index, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
        let count = starts.count + 2
        comments = Array(repeating: [], count: count)
        firstCode = Array(repeating: nil, count: count)
        lastCodeEnd = Array(repeating: 0, count: count)
        isDirective = Array(repeating: false, count: count)

        var previousStartedLineWithPound = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            record(token.leadingTrivia, from: token.position.utf8Offset)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            if token.tokenKind != .endOfFile, end > start {
                let first = line(of: start)
                let startsLine = firstCode[first] == nil
                for covered in first...line(of: end - 1) {
                    if firstCode[covered] == nil { firstCode[covered] = start }
                    lastCodeEnd[covered] = end
                }
                switch token.tokenKind {
                case .poundIf, .poundElseif, .poundElse, .poundEndif, .poundSourceLocation:
                    if startsLine { isDirective[first] = true }
                case .identifier("warning"), .identifier("error"):
                    if previousStartedLineWithPound { isDirective[first] = true }
                default: break
                }
                previousStartedLineWithPound = startsLine && token.tokenKind == .pound
            }
            record(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// The 1-based line holding a UTF-8 offset.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The number of lines.
    var lineCount: Int { lineStarts.count }

    private mutating func record(_ trivia: Trivia, from offset: Int) {
        var position = offset
        for piece in trivia {
            defer { position += piece.sourceLength.utf8Length }
            switch piece {
            case .lineComment(let text), .docLineComment(let text):
                comments[line(of: position)].append(text)
            case .blockComment(let text), .docBlockComment(let text):
                var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if let last = parts.last, last.hasSuffix("*/") { parts[parts.count - 1] = String(last.dropLast(2)) }
                let first = line(of: position)
                for (index, part) in parts.enumerated() {
                    comments[first + index].append(part.hasSuffix("\r") ? String(part.dropLast()) : part)
                }
            default: break
            }
        }
    }
}
