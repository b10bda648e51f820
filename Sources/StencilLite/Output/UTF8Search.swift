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
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                pattern.isEmpty || firstMatch(of: pattern, in: haystack, from: 0) != nil
            }
        }
    }

    /// Whether every byte of `text` is ASCII (where Unicode-aware and byte-wise processing agree).
    public static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

    /// The offset of the first occurrence of a non-empty `pattern` in `bytes` at or after `start`:
    /// `memchr` to each candidate first byte, `memcmp` for the rest (Glibc does not export `memmem`).
    static func firstMatch(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let patternBase = pattern.baseAddress, !pattern.isEmpty else { return nil }
        let last = bytes.count - pattern.count
        var index = start
        while index <= last, let found = memchr(base + index, Int32(pattern[0]), last + 1 - index) {
            let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + candidate, patternBase, pattern.count) == 0 { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
