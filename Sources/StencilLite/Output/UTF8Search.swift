#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level tests on a String's UTF-8, for the checks that guard slower Unicode-aware work.
///
/// They run in C (`memchr`, `memcmp`) or over the contiguous bytes, so they stay fast in a debug build, where
/// Foundation's `contains`/`range(of:)` over a whole rendered file (which bridges it to UTF-16 on
/// Linux) cost as much as rendering it.
public enum UTF8Search {
    /// Whether `needle`'s bytes occur in `text`'s. For the ASCII markers this is used with, every
    /// Unicode-aware match is also a byte match, so `false` means the slower search would find nothing.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, needle) }
    }

    /// Whether `needle`'s bytes occur in `utf8`.
    public static func contains(_ utf8: [UInt8], _ needle: String) -> Bool {
        utf8.withUnsafeBufferPointer { contains($0, needle) }
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            pattern.isEmpty || firstMatch(of: pattern, in: haystack, from: 0) != nil
        }
    }

    /// Whether `byte` occurs in `bytes` (`memchr`).
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether every byte of `text` is ASCII (where Unicode-aware and byte-wise processing agree).
    /// Reads through the base pointer: a buffer's subscript is a generic call in a debug build, a
    /// pointer's `pointee` is not (50 → 12 instructions a byte).
    public static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isASCII)
    }

    /// Whether every byte of `bytes` is ASCII.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index < bytes.count {
            if (base + index).pointee >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// `text`, ASCII, without its tabs, line breaks (10–13) and spaces: what `.whitespacesAndNewlines`
    /// removes from ASCII text. Through the base pointer, as `isASCII` (`utf8.filter` with a closure
    /// was 150,000 instructions a call in a debug build, 200 calls per 100 models).
    static func removingASCIIWhitespace(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { output in
                guard let source = bytes.baseAddress, let destination = output.baseAddress else { return 0 }
                var written = 0
                var index = 0
                while index < bytes.count {
                    let value = (source + index).pointee
                    if value != 32 && (value < 9 || value > 13) {
                        (destination + written).pointee = value
                        written += 1
                    }
                    index += 1
                }
                return written
            }
        }
    }

    /// The offset of the first occurrence of a non-empty `pattern` in `bytes` at or after `start`:
    /// `memchr` to each candidate anchor byte, `memcmp` for the whole pattern (Glibc does not export
    /// `memmem`). The anchor is the pattern's first byte that is not an ASCII letter or digit, when it
    /// has one: letters are the common bytes of generated code, so `sourcery:file:` is found from its
    /// `:` (25,000 in the Firebase output over 1,000 models) rather than its `s` (106,000). The three
    /// marker searches over that output went from 15.3 M to 5.0 M instructions.
    static func firstMatch(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let patternBase = pattern.baseAddress, !pattern.isEmpty else { return nil }
        let anchor = anchorOffset(in: pattern)
        let last = bytes.count - pattern.count
        var index = start
        while index <= last, let found = memchr(base + index + anchor, Int32((patternBase + anchor).pointee), last + 1 - index) {
            let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(base + candidate, patternBase, pattern.count) == 0 { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// The offset of the first byte of `pattern` that is not an ASCII letter or digit, or 0. Through
    /// the base pointer, as `isASCII`.
    private static func anchorOffset(in pattern: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = pattern.baseAddress else { return 0 }
        var index = 0
        while index < pattern.count {
            let folded = base[index] | 0x20
            let isDigit = base[index] >= 0x30 && base[index] <= 0x39
            if !isDigit && !(folded >= 0x61 && folded <= 0x7A) { return index }
            index += 1
        }
        return 0
    }
}
