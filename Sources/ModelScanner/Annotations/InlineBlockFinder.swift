/// One `// sourcery:inline:KEY` … `// sourcery:end` block, in rendered output or in a source file
/// (byte offsets into that text).
public struct InlineBlock: Sendable {
    /// The KEY after `sourcery:inline:`.
    public let key: String
    /// The 1-based line of the opening marker.
    public let line: Int
    /// The blanks before the opening marker's `//`.
    public let indentation: [UInt8]
    /// The lines between the markers, without the blank lines just above the end marker (Sourcery's range).
    public let body: Range<Int>
    /// What Sourcery deletes when the block is taken out of rendered output: the blank lines above
    /// the opening marker, through `sourcery:end` (the rest of that line stays).
    public let removal: Range<Int>
}

/// An inline region of a scanned source file; its body was read as blank (it holds generated code).
public struct InlineRegion: Sendable {
    /// The file's path as given to the scanner.
    public let path: String
    /// The region, as byte offsets into that file.
    public let block: InlineBlock
}

/// Finds inline blocks with Sourcery's rules: each marker alone on its line, and a block ends at the
/// first `// sourcery:end` after its opening marker.
public enum InlineBlockFinder {
    /// The blocks of `bytes`, in order. With `outsideFileBlocks`, blocks inside a
    /// `// sourcery:file:` block are left to that file (they are not inline blocks of this text).
    public static func blocks(in bytes: [UInt8], outsideFileBlocks: Bool) -> [InlineBlock] {
        let lines = ByteLines.ranges(in: bytes)
        var blocks: [InlineBlock] = []
        var openFileBlocks = 0
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            switch SourceryMarker(line: bytes[lines[index]]) {
            case .inline(let key) where openFileBlocks == 0:
                guard let end = (index + 1..<lines.count).first(where: { SourceryMarker(line: bytes[lines[$0]]) == .end }) else { return blocks }
                blocks.append(block(key, from: index, to: end, lines: lines, in: bytes, after: blocks.last))
                index = end
            case .file where outsideFileBlocks, .inline where outsideFileBlocks:
                openFileBlocks += 1
            case .end where openFileBlocks > 0:
                openFileBlocks -= 1
            default:
                break
            }
        }
        return blocks
    }

    private static func block(_ key: String, from marker: Int, to end: Int, lines: [Range<Int>], in bytes: [UInt8],
                              after previous: InlineBlock?) -> InlineBlock {
        var bodyEnd = end
        while bodyEnd > marker + 1 && ByteLines.isBlank(bytes[lines[bodyEnd - 1]]) { bodyEnd -= 1 }
        var removalStart = marker
        let floor = previous?.removal.upperBound ?? 0
        while removalStart > 0 && lines[removalStart - 1].lowerBound >= floor && ByteLines.isBlank(bytes[lines[removalStart - 1]]) {
            removalStart -= 1
        }
        let endLine = bytes[lines[end]]
        let tokenEnd = (endLine.lastIndex { !$0.isBlank } ?? endLine.startIndex) + 1
        return InlineBlock(key: key, line: marker + 1,
                           indentation: Array(bytes[lines[marker]].prefix { $0 == .space || $0 == .tab }),
                           body: lines[marker].upperBound..<lines[bodyEnd].lowerBound,
                           removal: lines[removalStart].lowerBound..<tokenEnd)
    }

    /// `text` with Sourcery's indentation of an inline body: `indentation` before every line except
    /// empty ones and the part after the last newline.
    public static func indenting(_ text: [UInt8], by indentation: [UInt8]) -> [UInt8] {
        guard !indentation.isEmpty else { return text }
        var result: [UInt8] = []
        let lines = text.split(separator: .newline, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append(.newline) }
            if !line.isEmpty && index < lines.count - 1 { result += indentation }
            result += line
        }
        return result
    }
}
