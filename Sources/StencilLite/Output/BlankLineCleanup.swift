#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        rewritten(output, by: collapseGeneratedBlankLines(inPlace:))
    }

    /// `collapseGeneratedBlankLines` on UTF-8 bytes, in place (the text only shrinks); returns the new
    /// length. A render's output is cleaned where it was written, and read as a `String` once: each
    /// step over a `String` made a new one, validating the whole output again.
    static func collapseGeneratedBlankLines(inPlace bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = collapseBlankRuns(inPlace: bytes)
        for _ in 0..<2 {
            count = replaceMarkedBlankLines(inPlace: UnsafeMutableBufferPointer(rebasing: bytes[..<count]))
        }
        return count
    }

    /// The regex `\n([ \t]*\n)+` → `\n`.
    static func collapseBlankRuns(_ text: String) -> String {
        rewritten(text, by: collapseBlankRuns(inPlace:))
    }

    /// `collapseBlankRuns` in place; returns the new length. Each line break is found with `memchr`
    /// and the text between moved in one piece (fast in a debug build too, where a byte-by-byte loop is not).
    private static func collapseBlankRuns(inPlace bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        var copied = 0
        var index = 0
        while index < bytes.count, let found = memchr(base + index, 0x0A, bytes.count - index) {
            let lineEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            var end = lineEnd
            var probe = lineEnd
            while probe < bytes.count {
                while probe < bytes.count && (bytes[probe] == 0x20 || bytes[probe] == 0x09) { probe += 1 }
                guard probe < bytes.count && bytes[probe] == 0x0A else { break }
                probe += 1
                end = probe
            }
            if end > lineEnd {
                written += move(base, copied..<lineEnd, to: written)
                copied = end
            }
            index = end
        }
        return written + move(base, copied..<bytes.count, to: written)
    }

    /// Every `"\n\u{0B}\n"` becomes `"\n\n"` (left to right, not overlapping, as `replacing` does),
    /// in place; returns the new length. Each vertical tab is found with `memchr`, and it is a match
    /// when line breaks surround it and it does not overlap the match before.
    private static func replaceMarkedBlankLines(inPlace bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count >= 3 else { return bytes.count }
        var written = 0
        var copied = 0
        var previousEnd = 0
        var searchFrom = 1
        while searchFrom < bytes.count - 1, let found = memchr(base + searchFrom, 0x0B, bytes.count - 1 - searchFrom) {
            let marker = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if bytes[marker - 1] == 0x0A && bytes[marker + 1] == 0x0A && marker - 1 >= previousEnd {
                written += move(base, copied..<marker, to: written)
                copied = marker + 1
                previousEnd = marker + 2
            }
            searchFrom = marker + 1
        }
        return written + move(base, copied..<bytes.count, to: written)
    }

    /// Non-overlapping left-to-right replacement (Foundation's `replacingOccurrences`), on UTF-8 bytes,
    /// each occurrence found with `UTF8Search.firstMatch`.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        var text = text
        var target = target
        var replacement = replacement
        return text.withUTF8 { bytes in
            target.withUTF8 { pattern in
                replacement.withUTF8 { substitute in
                    let occurrences = matches(of: pattern, in: bytes)
                    guard !occurrences.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
                    let capacity = bytes.count + occurrences.count * max(0, substitute.count - pattern.count)
                    return String(unsafeUninitializedCapacity: capacity) { output in
                        var written = 0
                        var copied = 0
                        for start in occurrences {
                            written += copy(bytes, copied..<start, to: output, at: written)
                            written += copy(substitute, 0..<substitute.count, to: output, at: written)
                            copied = start + pattern.count
                        }
                        return written + copy(bytes, copied..<bytes.count, to: output, at: written)
                    }
                }
            }
        }
    }

    /// `text` rewritten in place by `rewrite`, which returns the new length.
    private static func rewritten(_ text: String, by rewrite: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        var bytes = Array(text.utf8)
        let count = bytes.withUnsafeMutableBufferPointer { rewrite($0) }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// The starts of the non-overlapping occurrences of `pattern` in `bytes`, left to right.
    private static func matches(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while let start = UTF8Search.firstMatch(of: pattern, in: bytes, from: index) {
            starts.append(start)
            index = start + pattern.count
        }
        return starts
    }

    /// Copies `range` of `source` into `output` at `offset`; returns how many bytes it copied.
    private static func copy(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        guard !range.isEmpty, let from = source.baseAddress, let to = output.baseAddress else { return 0 }
        (to + offset).update(from: from + range.lowerBound, count: range.count)
        return range.count
    }

    /// Moves `range` of the bytes at `base` to `offset`, at or before its start; returns how many bytes it moved.
    private static func move(_ base: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, to offset: Int) -> Int {
        if !range.isEmpty && offset != range.lowerBound { memmove(base + offset, base + range.lowerBound, range.count) }
        return range.count
    }
}
