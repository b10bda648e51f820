/// Finds the braces of a type's body in source text, skipping comments and string literals, so
/// `inline:auto` regions can be placed where Sourcery puts them.
enum TypeBodyLocator {
    /// How deep string interpolations may nest before the search gives up (input is untrusted).
    static let maximumNesting = 64

    /// The byte offsets of the `{` and the matching `}` of the body of the `kind name` declaration
    /// on 1-based `line`: the first `{` after that keyword and name (or, when they are not found on
    /// the line, the first `{` from the line's start). Nil when there is no balanced body.
    static func body(of kind: String, named name: String, onLine line: Int, in bytes: [UInt8]) -> (open: Int, close: Int)? {
        let lines = ByteLines.ranges(in: bytes)
        guard line >= 1, line <= lines.count else { return nil }
        let lineRange = lines[line - 1]
        let start = declaration(kind, name, in: bytes, within: lineRange) ?? lineRange.lowerBound
        var scanner = CodeScanner(bytes: bytes, position: start)
        guard let open = scanner.next(where: { $0 == UInt8(ascii: "{") }) else { return nil }
        var depth = 0
        scanner.position = open
        while let brace = scanner.next(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            depth += bytes[brace] == UInt8(ascii: "{") ? 1 : -1
            if depth == 0 { return (open, brace) }
            scanner.position = brace + 1
        }
        return nil
    }

    /// The offset just after `kind name` on the line, when the line spells it out.
    private static func declaration(_ kind: String, _ name: String, in bytes: [UInt8], within line: Range<Int>) -> Int? {
        let keyword = Array(kind.utf8), identifier = Array((name.split(separator: ".").last.map(String.init) ?? name).utf8)
        var index = line.lowerBound
        while index + keyword.count <= line.upperBound {
            defer { index += 1 }
            guard bytes[index..<(index + keyword.count)].elementsEqual(keyword),
                  index == line.lowerBound || !bytes[index - 1].isIdentifierByte else { continue }
            var after = index + keyword.count
            while after < line.upperBound, bytes[after] == .space || bytes[after] == .tab { after += 1 }
            guard after > index + keyword.count, after + identifier.count <= line.upperBound,
                  bytes[after..<(after + identifier.count)].elementsEqual(identifier) else { continue }
            return after + identifier.count
        }
        return nil
    }
}

/// Walks Swift source bytes outside comments and string literals (interpolations included).
struct CodeScanner {
    let bytes: [UInt8]
    var position: Int

    private enum Frame {
        /// Code inside `\( … )`, with the count of `(` still open in it.
        case interpolation(openParentheses: Int)
        /// A string literal opened with `hashes` `#` and `"` or `"""`.
        case string(hashes: Int, multiline: Bool)
    }

    /// The offset of the next code byte (at or after `position`) that `matches`, outside comments and
    /// strings; nil at the end, or when interpolations nest deeper than `TypeBodyLocator.maximumNesting`.
    mutating func next(where matches: (UInt8) -> Bool) -> Int? {
        var frames: [Frame] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch frames.last {
            case .string(let hashes, let multiline):
                if byte == UInt8(ascii: "\\") {
                    if isHashes(hashes, at: position + 1), at(position + 1 + hashes) == UInt8(ascii: "(") {
                        guard frames.count < TypeBodyLocator.maximumNesting else { return nil }
                        frames.append(.interpolation(openParentheses: 0))
                        position += hashes + 2
                    } else {
                        position += hashes == 0 ? 2 : 1
                    }
                } else if let end = closingQuote(hashes: hashes, multiline: multiline) {
                    frames.removeLast()
                    position = end
                } else if byte == .newline && !multiline {
                    frames.removeLast()
                    position += 1
                } else {
                    position += 1
                }
            case .interpolation(let open) where byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")"):
                frames.removeLast()
                if byte == UInt8(ascii: "(") {
                    frames.append(.interpolation(openParentheses: open + 1))
                } else if open > 0 {
                    frames.append(.interpolation(openParentheses: open - 1))
                }
                position += 1
            default:
                if skipComment() { continue }
                if let (hashes, multiline, bodyStart) = stringOpening() {
                    guard frames.count < TypeBodyLocator.maximumNesting else { return nil }
                    frames.append(.string(hashes: hashes, multiline: multiline))
                    position = bodyStart
                    continue
                }
                if frames.isEmpty && matches(byte) { return position }
                position += 1
            }
        }
        return nil
    }

    private func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isHashes(_ count: Int, at index: Int) -> Bool {
        count == 0 || (index + count <= bytes.count && bytes[index..<(index + count)].allSatisfy { $0 == UInt8(ascii: "#") })
    }

    /// Skips a `//` or (nested) `/* */` comment at `position`; false when there is none.
    private mutating func skipComment() -> Bool {
        guard bytes[position] == UInt8(ascii: "/"), let second = at(position + 1) else { return false }
        if second == UInt8(ascii: "/") {
            while position < bytes.count && bytes[position] != .newline { position += 1 }
            return true
        }
        guard second == UInt8(ascii: "*") else { return false }
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), at(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), at(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return true }
            } else {
                position += 1
            }
        }
        return true
    }

    /// A string literal opening at `position` (`"`, `"""`, `#"`, …): its hashes, kind and first body byte.
    private func stringOpening() -> (Int, Bool, Int)? {
        var index = position
        while at(index) == UInt8(ascii: "#") { index += 1 }
        guard at(index) == UInt8(ascii: "\"") else { return nil }
        let hashes = index - position
        let multiline = at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")
        return (hashes, multiline, index + (multiline ? 3 : 1))
    }

    /// The offset after the closing quote (and hashes) at `position`, if one is there.
    private func closingQuote(hashes: Int, multiline: Bool) -> Int? {
        let quotes = multiline ? 3 : 1
        guard position + quotes <= bytes.count, bytes[position..<(position + quotes)].allSatisfy({ $0 == UInt8(ascii: "\"") }),
              isHashes(hashes, at: position + quotes) else { return nil }
        return position + quotes + hashes
    }
}

extension UInt8 {
    /// A letter, digit, `_` or a byte of a multi-byte character.
    var isIdentifierByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_") || self >= 0x80
    }
}
