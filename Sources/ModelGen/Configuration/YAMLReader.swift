/// Reads the subset of YAML that configuration files use: block and flow maps and lists, plain
/// and quoted scalars, comments. JSON documents are flow collections, so they read too.
///
/// Anchors, aliases, tags, block scalars (`|`, `>`) and multi-line plain scalars are reported
/// as located errors rather than misread.
public struct YAMLReader {
    let bytes: [UInt8]
    let path: String
    var position = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    static let maximumDepth = 64

    /// Parses `text`; returns nil for a document without content.
    public static func parse(_ text: String, path: String) throws(ModelGenError) -> YAMLNode? {
        var reader = YAMLReader(bytes: Array(text.utf8), path: path)
        return try reader.document()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private mutating func document() throws(ModelGenError) -> YAMLNode? {
        try rejectControlCharacters()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            lineStart = 3
        }
        try skipEmptyLines()
        if isDocumentMarker(UInt8(ascii: "-")) {
            position += 3
            try finishLine()
            try skipEmptyLines()
        }
        guard position < bytes.count else { return nil }
        let root = try blockNode(allowsMapping: true)
        guard position >= bytes.count else {
            throw error("unexpected content after the document; check the indentation")
        }
        return root
    }

    /// YAML allows no control characters besides tab and line breaks, even inside quotes.
    private mutating func rejectControlCharacters() throws(ModelGenError) {
        guard let index = bytes.firstIndex(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) else { return }
        while let newline = bytes[position..<index].firstIndex(of: 0x0A) {
            position = newline
            newLine()
        }
        position = index
        let code = String(bytes[index], radix: 16, uppercase: true)
        throw error("control character U+\(String(repeating: "0", count: 4 - code.count))\(code) is not allowed in a configuration file")
    }

    // MARK: Block collections

    /// Reads the node starting at the current position and moves to the next content line.
    mutating func blockNode(allowsMapping: Bool) throws(ModelGenError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
        let indent = position - lineStart
        let (startLine, startColumn) = (line, column)
        switch peek() {
        case UInt8(ascii: "-") where isSeparator(at: position + 1):
            guard allowsMapping else { throw error("a list after a key must start on its own line") }
            return try blockList(indent: indent)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let node = try flowNode()
            try finishLine()
            try skipEmptyLines()
            return node
        default:
            let (text, isQuoted) = try scalar(inFlow: false)
            skipBlanks()
            if peek() == UInt8(ascii: ":") && isSeparator(at: position + 1) {
                guard allowsMapping else {
                    throw error("a map after a key must start on its own line", line: startLine, column: startColumn)
                }
                return try blockMap(indent: indent, firstKey: text, line: startLine, column: startColumn)
            }
            try finishLine()
            try skipEmptyLines()
            return YAMLNode(.scalar(text, isQuoted: isQuoted), line: startLine, column: startColumn)
        }
    }

    private mutating func blockMap(indent: Int, firstKey: String, line keyLine: Int, column keyColumn: Int) throws(ModelGenError) -> YAMLNode {
        var entries: [YAMLEntry] = []
        var key = (text: firstKey, line: keyLine, column: keyColumn)
        while true {
            position += 1  // the ':'
            skipBlanks()
            let value: YAMLNode
            if isLineEnd {
                try finishLine()
                try skipEmptyLines()
                let nextIndent = position - lineStart
                if position < bytes.count && (nextIndent > indent || (nextIndent == indent && isListDash)) {
                    value = try blockNode(allowsMapping: true)
                } else {
                    value = YAMLNode(.empty, line: key.line, column: key.column)
                }
            } else {
                value = try blockNode(allowsMapping: false)
            }
            guard !entries.contains(where: { $0.key == key.text }) else {
                throw error("duplicate key '\(key.text)'", line: key.line, column: key.column)
            }
            entries.append(YAMLEntry(key: key.text, line: key.line, column: key.column, value: value))
            guard position < bytes.count else { break }
            let nextIndent = position - lineStart
            if nextIndent < indent { break }
            guard nextIndent == indent else { throw error("unexpected indentation") }
            guard !isListDash else { throw error("expected a key, found a list item") }
            let (nextLine, nextColumn) = (line, column)
            key = (try blockKey(), nextLine, nextColumn)
        }
        return YAMLNode(.map(entries), line: keyLine, column: keyColumn)
    }

    private mutating func blockKey() throws(ModelGenError) -> String {
        let (text, _) = try scalar(inFlow: false)
        skipBlanks()
        guard peek() == UInt8(ascii: ":") && isSeparator(at: position + 1) else {
            throw error("expected ':' after the key '\(text)'")
        }
        return text
    }

    private mutating func blockList(indent: Int) throws(ModelGenError) -> YAMLNode {
        let (startLine, startColumn) = (line, column)
        var items: [YAMLNode] = []
        while true {
            let (itemLine, itemColumn) = (line, column)
            position += 1  // the '-'
            skipBlanks()
            if isLineEnd {
                try finishLine()
                try skipEmptyLines()
                if position < bytes.count && position - lineStart > indent {
                    items.append(try blockNode(allowsMapping: true))
                } else {
                    items.append(YAMLNode(.empty, line: itemLine, column: itemColumn))
                }
            } else {
                items.append(try blockNode(allowsMapping: true))
            }
            guard position < bytes.count else { break }
            let nextIndent = position - lineStart
            if nextIndent < indent { break }
            guard nextIndent == indent else { throw error("unexpected indentation") }
            guard isListDash else { break }
        }
        return YAMLNode(.list(items), line: startLine, column: startColumn)
    }

    // MARK: Lines

    /// Skips blanks and a comment, then the line break; anything else is an error.
    mutating func finishLine() throws(ModelGenError) {
        skipBlanks()
        guard isLineEnd else { throw error("unexpected text after the value") }
        while let byte = peek(), byte != UInt8(ascii: "\n") { position += 1 }
        if position < bytes.count { newLine() }
    }

    /// Skips empty and comment-only lines, stopping on the first content character.
    mutating func skipEmptyLines() throws(ModelGenError) {
        while position < bytes.count {
            while peek() == UInt8(ascii: " ") { position += 1 }
            if peek() == UInt8(ascii: "\t") {
                let tabColumn = column
                skipBlanks()
                guard isLineEnd else { throw error("tabs are not allowed for indentation; use spaces", column: tabColumn) }
            }
            if isDocumentMarker(UInt8(ascii: ".")) {
                try endDocument()
                return
            }
            guard isLineEnd else { return }
            try finishLine()
        }
    }

    mutating func newLine() {
        position += 1
        line += 1
        lineStart = position
    }

    mutating func skipBlanks() {
        while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// True at the end of the input, a line break, or a comment.
    var isLineEnd: Bool {
        guard let byte = peek() else { return true }
        return byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "#") && followsBlank)
    }

    /// True when the character before the current one is a blank or a line start (so `#` opens a comment).
    var followsBlank: Bool {
        guard position > lineStart else { return true }
        let previous = bytes[position - 1]
        return previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
    }

    var isListDash: Bool { peek() == UInt8(ascii: "-") && isSeparator(at: position + 1) }

    /// True when `index` is past the end, or holds a blank or a line break.
    func isSeparator(at index: Int) -> Bool {
        guard index < bytes.count else { return true }
        let byte = bytes[index]
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// After `...`: only blank and comment lines may follow; the reader then stands at the end.
    private mutating func endDocument() throws(ModelGenError) {
        position += 3
        try finishLine()
        while position < bytes.count {
            skipBlanks()
            guard isLineEnd else { throw error("only one document per file is supported") }
            try finishLine()
        }
    }

    private func isDocumentMarker(_ byte: UInt8) -> Bool {
        position == lineStart && peek() == byte && peek(1) == byte && peek(2) == byte && isSeparator(at: position + 3)
    }

    /// The 1-based column of the current position, counting characters rather than bytes.
    var column: Int {
        var count = 1
        var index = lineStart
        while index < position && index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    func error(_ message: String, line: Int? = nil, column: Int? = nil) -> ModelGenError {
        ModelGenError(.configuration, message, at: FileLocation(path: path, line: line ?? self.line, column: column ?? self.column))
    }
}
