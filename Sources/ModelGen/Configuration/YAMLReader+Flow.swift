extension YAMLReader {
    /// Reads a flow node (`[…]`, `{…}` or a scalar), which may span lines; JSON is read this way.
    mutating func flowNode() throws(ModelGenError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
        let (startLine, startColumn) = (line, column)
        switch peek() {
        case UInt8(ascii: "["):
            return YAMLNode(.list(try flowList()), line: startLine, column: startColumn)
        case UInt8(ascii: "{"):
            return YAMLNode(.map(try flowMap()), line: startLine, column: startColumn)
        case nil:
            throw error("unexpected end of file")
        default:
            let (text, isQuoted) = try scalar(inFlow: true)
            return YAMLNode(.scalar(text, isQuoted: isQuoted), line: startLine, column: startColumn)
        }
    }

    private mutating func flowList() throws(ModelGenError) -> [YAMLNode] {
        let (openLine, openColumn) = (line, column)
        position += 1
        var items: [YAMLNode] = []
        while true {
            try skipFlowSpace(closing: "]", openedAt: openLine, openColumn)
            if peek() == UInt8(ascii: "]") { position += 1; return items }
            items.append(try flowNode())
            try skipFlowSpace(closing: "]", openedAt: openLine, openColumn)
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: "]") {
                throw error("expected ',' or ']' in the list opened at line \(openLine), column \(openColumn)")
            }
        }
    }

    private mutating func flowMap() throws(ModelGenError) -> [YAMLEntry] {
        let (openLine, openColumn) = (line, column)
        position += 1
        var entries: [YAMLEntry] = []
        while true {
            try skipFlowSpace(closing: "}", openedAt: openLine, openColumn)
            if peek() == UInt8(ascii: "}") { position += 1; return entries }
            let (keyLine, keyColumn) = (line, column)
            guard peek() != UInt8(ascii: "[") && peek() != UInt8(ascii: "{") else {
                throw error("a map key must be a string")
            }
            let (key, _) = try scalar(inFlow: true)
            try skipFlowSpace(closing: "}", openedAt: openLine, openColumn)
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
            position += 1
            try skipFlowSpace(closing: "}", openedAt: openLine, openColumn)
            let value: YAMLNode
            if peek() == UInt8(ascii: ",") || peek() == UInt8(ascii: "}") {
                value = YAMLNode(.empty, line: keyLine, column: keyColumn)
            } else {
                value = try flowNode()
            }
            guard !entries.contains(where: { $0.key == key }) else {
                throw error("duplicate key '\(key)'", line: keyLine, column: keyColumn)
            }
            entries.append(YAMLEntry(key: key, line: keyLine, column: keyColumn, value: value))
            try skipFlowSpace(closing: "}", openedAt: openLine, openColumn)
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: "}") {
                throw error("expected ',' or '}' in the map opened at line \(openLine), column \(openColumn)")
            }
        }
    }

    /// Skips blanks, line breaks and comments inside a flow collection.
    private mutating func skipFlowSpace(closing: Character, openedAt openLine: Int, _ openColumn: Int) throws(ModelGenError) {
        while let byte = peek() {
            if byte == UInt8(ascii: "\n") {
                newLine()
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "#") && followsBlank {
                while let next = peek(), next != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
        let collection = closing == "}" ? "map" : "list"
        throw error("the file ends before the '\(closing)' that closes the \(collection) opened at line \(openLine), column \(openColumn)")
    }
}
