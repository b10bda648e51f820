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
        let collapsed = collapseBlankRuns(output)
        return replacing("\n\u{0B}\n", with: "\n\n", in: replacing("\n\u{0B}\n", with: "\n\n", in: collapsed))
    }

    /// The regex `\n([ \t]*\n)+` → `\n`, over UTF-8 bytes: each line break found with `memchr`,
    /// the text between copied in one piece (fast in a debug build too, where a byte-by-byte loop is not).
    static func collapseBlankRuns(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return "" }
            return String(unsafeUninitializedCapacity: bytes.count) { output in
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
                        written += copy(bytes, copied..<lineEnd, to: output, at: written)
                        copied = end
                    }
                    index = end
                }
                return written + copy(bytes, copied..<bytes.count, to: output, at: written)
            }
        }
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
}
