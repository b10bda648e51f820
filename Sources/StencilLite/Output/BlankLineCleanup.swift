/// StencilSwiftKit's blank-line rule, as Sourcery applies it: blank lines typed in a template survive,
/// runs of empty or whitespace-only lines produced by tags and values collapse.
/// Order: `markTypedBlankLines` on each template's text before parsing, render,
/// `collapseGeneratedBlankLines` on the output, then Sourcery's own `{% newline %}` marker replacement.
public enum BlankLineCleanup {
    /// The marker put on typed blank lines (a vertical tab, as StencilSwiftKit does).
    public static let marker: Character = "\u{0B}"

    /// Replaces every `"\n\n"` with `"\n\u{0B}\n"`, twice, so every typed blank line carries the marker.
    public static func markTypedBlankLines(in template: String) -> String {
        replacing("\n\n", with: "\n\u{0B}\n", in: replacing("\n\n", with: "\n\u{0B}\n", in: template))
    }

    /// Collapses each run `\n([ \t]*\n)+` to `\n`, then turns `"\n\u{0B}\n"` back into `"\n\n"` (twice).
    public static func collapseGeneratedBlankLines(in output: String) -> String {
        let collapsed = collapseBlankRuns(output)
        return replacing("\n\u{0B}\n", with: "\n\n", in: replacing("\n\u{0B}\n", with: "\n\n", in: collapsed))
    }

    /// The regex `\n([ \t]*\n)+` → `\n`, over UTF-8 bytes.
    static func collapseBlankRuns(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            result.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\n") else { continue }
            var end = index
            var probe = index
            while probe < bytes.count {
                while probe < bytes.count && (bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t")) { probe += 1 }
                guard probe < bytes.count && bytes[probe] == UInt8(ascii: "\n") else { break }
                probe += 1
                end = probe
            }
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Non-overlapping left-to-right replacement (Foundation's `replacingOccurrences`), on UTF-8 bytes.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8)
        let pattern = Array(target.utf8)
        let substitute = Array(replacement.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: substitute)
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
