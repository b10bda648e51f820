/// Sourcery 2.3.0's text helpers that its type guessing (`SourceryTypeGuess`) is made of, on UTF-8
/// bytes: splitting outside brackets, comment stripping and trimming, quirks kept (a `<` opens a
/// bracket, a `"` toggles a string whether escaped or not, only a line starting with `//` is a comment).
enum SourceryText {
    typealias Text = ArraySlice<UInt8>

    /// Which brackets hide a delimiter: those of a call or generic (`<[(`), or also braces.
    enum Nesting {
        case calls, all

        func opens(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(")
                || self == .all && byte == UInt8(ascii: "{")
        }

        func closes(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
                || self == .all && byte == UInt8(ascii: "}")
        }
    }

    /// The parts between the delimiters outside brackets and quotes (see `forEachDelimiter`).
    static func components(_ text: Text, separatedBy delimiter: UInt8, nesting: Nesting) -> [Text] {
        var parts: [Text] = []
        var start = text.startIndex
        forEachDelimiter(in: text, delimiter, nesting) { index in
            parts.append(text[start..<index])
            start = index + 1
        }
        parts.append(text[start...])
        return parts
    }

    /// The first and last delimiter outside brackets and quotes; nil when there is none.
    static func outerDelimiters(in text: Text, _ delimiter: UInt8, _ nesting: Nesting) -> (first: Int, last: Int)? {
        var found: (first: Int, last: Int)?
        forEachDelimiter(in: text, delimiter, nesting) { index in found = (found?.first ?? index, index) }
        return found
    }

    /// Calls `body` with the index of each delimiter outside brackets and quotes. A delimiter that is
    /// itself an opening bracket splits only outside brackets and opens none; a `>` right after a `-`
    /// in the same part closes none; an unmatched closing bracket is ignored.
    private static func forEachDelimiter(in text: Text, _ delimiter: UInt8, _ nesting: Nesting, _ body: (Int) -> Void) {
        var depth = 0
        var quotes = 0
        var partStart = text.startIndex
        for index in text.indices {
            let byte = text[index]
            if nesting.opens(byte) {
                if !(depth == 0 && byte == delimiter) { depth += 1 }
            } else if nesting.closes(byte) {
                if !(byte == UInt8(ascii: ">") && index > partStart && text[index - 1] == UInt8(ascii: "-")) {
                    depth = max(0, depth - 1)
                }
            }
            if byte == UInt8(ascii: "\"") { quotes += 1 }
            if byte == delimiter && depth == 0 && quotes % 2 == 0 {
                body(index)
                partStart = index + 1
            }
        }
    }

    /// `(…)` holding balanced parentheses and a comma outside brackets.
    static func isTuple(_ text: Text) -> Bool {
        guard text.count >= 2, text.first == UInt8(ascii: "("), text.last == UInt8(ascii: ")") else { return false }
        let inner = text.dropFirst().dropLast()
        var depth = 0
        for byte in inner {
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0 && components(inner, separatedBy: UInt8(ascii: ","), nesting: .all).count > 1
    }

    /// Without lines that start with `//` (when there are several lines) and without `/* … */`
    /// spans, trimmed after each; nil where Sourcery would trap (a `*/` before the first `/*`).
    static func strippingComments(_ text: Text) -> Text? {
        // Most values have neither a line break nor a `/`.
        guard text.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "/") }) else { return text }
        var current = text
        while true {
            if current.contains(UInt8(ascii: "\n")) { current = withoutCommentLines(current) }
            guard let open = firstRange(of: "/*", in: current), let close = firstRange(of: "*/", in: current) else {
                return current
            }
            guard close.upperBound > open.lowerBound else { return nil }
            current = trimmed(Text(Array(current[..<open.lowerBound]) + Array(current[close.upperBound...])))
        }
    }

    /// The lines (split at `\n` and `\r\n`) not starting with `//`, joined with `\n`.
    private static func withoutCommentLines(_ text: Text) -> Text {
        var kept: [UInt8] = []
        var lineStart = text.startIndex
        var isFirst = true
        func keep(_ line: Text) {
            if line.starts(with: "//".utf8) { return }
            if !isFirst { kept.append(UInt8(ascii: "\n")) }
            isFirst = false
            kept.append(contentsOf: line)
        }
        for index in text.indices where text[index] == UInt8(ascii: "\n") {
            let crlf = index > lineStart && text[index - 1] == UInt8(ascii: "\r")
            keep(text[lineStart..<(crlf ? index - 1 : index)])
            lineStart = index + 1
        }
        keep(text[lineStart...])
        return Text(kept)
    }

    static func contains(_ text: Text, _ word: StaticString) -> Bool {
        firstRange(of: word, in: text) != nil
    }

    private static func firstRange(of word: StaticString, in text: Text) -> Range<Int>? {
        let length = word.utf8CodeUnitCount
        guard length > 0, text.count >= length else { return nil }
        return word.withUTF8Buffer { needle -> Range<Int>? in
            var index = text.startIndex
            while index <= text.endIndex - length {
                if text[index] == needle[0], text[index..<(index + length)].elementsEqual(needle) { return index..<(index + length) }
                index += 1
            }
            return nil
        }
    }

    /// Without white space and line breaks at either end.
    static func trimmed(_ text: Text) -> Text {
        trimming(text, where: isBlank)
    }

    /// Without spaces and tabs at either end (line breaks kept).
    static func trimmedSpaces(_ text: Text) -> Text {
        trimming(text) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    private static func trimming(_ text: Text, where isTrimmed: (UInt8) -> Bool) -> Text {
        guard let first = text.firstIndex(where: { !isTrimmed($0) }), let last = text.lastIndex(where: { !isTrimmed($0) }) else {
            return text[text.startIndex..<text.startIndex]
        }
        return text[first...last]
    }
}
