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

    /// `collapseBlankRuns` in place; returns the new length. The regex deletes exactly the lines that
    /// are empty or spaces and tabs, end in a line break and follow one. Each line break is found with
    /// `memchr` and its line tested from its end, where a line of code is not blank; the empty lines
    /// right after it are counted without `memchr` (the Firebase output over 1,000 models has 569,000
    /// line breaks before the clean-up, 494,000 of them in runs). Reading each line's indentation from
    /// its start instead cost 8 M instructions of 14.5 M. The text between deleted lines is moved in
    /// one piece. Bytes are read through the base pointer, as the buffer's subscript is a generic call
    /// in a debug build.
    private static func collapseBlankRuns(inPlace bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        var copied = 0
        var index = 0  // The start of the line `memchr` finds the end of.
        var followsBreak = false
        while index < bytes.count, let found = memchr(base + index, 0x0A, bytes.count - index) {
            let lineBreak = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var probe = lineBreak
            while probe > index && ((base + probe - 1).pointee == 0x20 || (base + probe - 1).pointee == 0x09) { probe -= 1 }
            if followsBreak && probe == index {
                written += move(base, from: copied, upTo: index, to: written)
                copied = lineBreak + 1
            }
            var end = lineBreak + 1
            while end < bytes.count && (base + end).pointee == 0x0A { end += 1 }
            if end > lineBreak + 1 {
                written += move(base, from: copied, upTo: lineBreak + 1, to: written)
                copied = end
            }
            followsBreak = true
            index = end
        }
        return written + move(base, from: copied, upTo: bytes.count, to: written)
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
                written += move(base, from: copied, upTo: marker, to: written)
                copied = marker + 1
                previousEnd = marker + 2
            }
            searchFrom = marker + 1
        }
        return written + move(base, from: copied, upTo: bytes.count, to: written)
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

    /// Moves the bytes at `base` from `start` up to `end` to `offset`, at or before `start`; returns how
    /// many bytes it moved. Bounds, not a `Range`: `Range<Int>`'s `count` and `isEmpty` are generic
    /// calls in a debug build (900 instructions a move, 5,800 moves per 100 models).
    private static func move(_ base: UnsafeMutablePointer<UInt8>, from start: Int, upTo end: Int, to offset: Int) -> Int {
        if end > start && offset != start { memmove(base + offset, base + start, end - start) }
        return max(end - start, 0)
    }
}
