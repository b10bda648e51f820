import ModelScanner
import StencilLite

/// Moves `// sourcery:file:NAME` … `// sourcery:end` blocks out of rendered text, as Sourcery does.
///
/// Both markers must sit on their own lines. `// sourcery:inline:…` blocks stay in the text, and
/// their `// sourcery:end` closes them, not an enclosing file block. An unclosed block stays too.
public enum FileBlockSplitter {
    /// One extracted block: its `NAME` and the lines between the markers.
    public struct Block: Equatable, Sendable {
        /// The name after `sourcery:file:` (a relative path, with or without an extension).
        public let name: String
        /// The text between the marker lines.
        public let body: String
    }

    /// `split` on UTF-8: only text that holds the marker's bytes becomes a `String`.
    public static func split(utf8: [UInt8]) -> (remainder: [UInt8], blocks: [Block]) {
        guard UTF8Search.contains(utf8, "sourcery:file:") else { return (utf8, []) }
        let (remainder, blocks) = split(String(decoding: utf8, as: UTF8.self))
        return (Array(remainder.utf8), blocks)
    }

    /// The text without its file blocks, and the blocks in order.
    public static func split(_ text: String) -> (remainder: String, blocks: [Block]) {
        guard UTF8Search.contains(text, "sourcery:file:") else { return (text, []) }
        let lines = linesKeepingTerminators(text)
        var opened: [(name: String?, line: Int)] = []
        var ranges: [(name: String, begin: Int, end: Int)] = []
        for (index, line) in lines.enumerated() {
            switch SourceryMarker(line: line.utf8) {
            case .file(let name): opened.append((name, index))
            case .inline: opened.append((nil, index))
            case .end:
                if let block = opened.popLast(), let name = block.name, opened.allSatisfy({ $0.name == nil }) {
                    ranges.append((name, block.line, index))
                }
            case nil: break
            }
        }
        var remainder = ""
        var blocks: [Block] = []
        var next = 0
        for range in ranges {
            remainder += lines[next..<range.begin].joined()
            blocks.append(Block(name: range.name, body: lines[(range.begin + 1)..<range.end].joined()))
            next = range.end + 1
        }
        remainder += lines[next...].joined()
        return (remainder, blocks)
    }

    private static func linesKeepingTerminators(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while let newline = text[start...].firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) {
            let next = text.index(after: newline)
            lines.append(text[start..<next])
            start = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
