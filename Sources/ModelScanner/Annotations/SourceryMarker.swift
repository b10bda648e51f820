/// A line that is only a `// sourcery:file:NAME`, `// sourcery:inline:KEY` or `// sourcery:end`
/// comment (blanks around it allowed), in rendered output or in a source file.
public enum SourceryMarker: Equatable, Sendable {
    /// `// sourcery:file:NAME`: the lines up to the matching end go to another output file.
    case file(String)
    /// `// sourcery:inline:KEY`: the lines up to the next end are an inline region.
    case inline(String)
    /// `// sourcery:end`.
    case end

    /// The marker `line` (its UTF-8 bytes, terminator included or not) holds, if any; NAME and KEY
    /// must be non-empty and free of blanks.
    public init?(line: some Collection<UInt8>) {
        var rest = line.drop { $0 == .space || $0 == .tab }
        guard rest.starts(with: "//".utf8) else { return nil }
        rest = rest.dropFirst(2).drop { $0 == .space || $0 == .tab }
        guard rest.starts(with: "sourcery:".utf8) else { return nil }
        let content = Array(rest.dropFirst("sourcery:".utf8.count)).trimmingBlanks
        if content.elementsEqual("end".utf8) {
            self = .end
            return
        }
        for (prefix, make) in [("file:", Self.file), ("inline:", Self.inline)] where content.starts(with: prefix.utf8) {
            let name = content.dropFirst(prefix.utf8.count)
            guard !name.isEmpty, !name.contains(where: { $0 == .space || $0 == .tab }) else { return nil }
            self = make(String(decoding: name, as: UTF8.self))
            return
        }
        return nil
    }
}

/// Splits UTF-8 text into lines, each range keeping its `\n`.
enum ByteLines {
    /// The ranges of the lines of `bytes`; the last one has no terminator when the text does not end in one.
    static func ranges(in bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == .newline {
            lines.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// True when the line holds only spaces, tabs and line terminators.
    static func isBlank(_ line: some Collection<UInt8>) -> Bool {
        line.allSatisfy(\.isBlank)
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")

    /// A space, tab, `\r` or `\n`.
    var isBlank: Bool { Bytes.isBlank(self) }
}

private extension Array where Element == UInt8 {
    var trimmingBlanks: ArraySlice<UInt8> {
        guard let first = firstIndex(where: { !$0.isBlank }), let last = lastIndex(where: { !$0.isBlank }) else { return [] }
        return self[first...last]
    }
}
