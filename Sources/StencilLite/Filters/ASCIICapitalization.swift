/// Foundation's `capitalized` for ASCII text, worked out over bytes: Foundation reads each scalar's
/// Unicode properties (3,570 instructions for an 8-letter word; the `filters` render benchmark went
/// 246 → 230 µs a render without it). Its rule: a letter is uppercased when the character before it that is not
/// case-ignorable is not a letter, and lowercased otherwise; in ASCII the case-ignorable
/// characters are `'`, `^` and `` ` `` (`ASCIICapitalizationTests` checks every ASCII pair and
/// triple against Foundation).
enum ASCIICapitalization {
    /// `text.capitalized`, or nil when `text` is not ASCII (or not stored contiguously).
    static func capitalized(_ text: String) -> String? {
        let result: String?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let source = bytes.baseAddress else { return "" }
            guard UTF8Search.isASCII(bytes) else { return nil }
            // Written straight into the String's storage (inline for up to 15 bytes): building an
            // array and decoding it cost two allocations a word.
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                guard let destination = output.baseAddress else { return 0 }
                var afterLetter = false
                var index = 0
                while index < bytes.count {
                    let byte = (source + index).pointee
                    var written = byte
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        if afterLetter { written = byte + 32 }
                        afterLetter = true
                    case UInt8(ascii: "a")...UInt8(ascii: "z"):
                        if !afterLetter { written = byte - 32 }
                        afterLetter = true
                    case UInt8(ascii: "'"), UInt8(ascii: "^"), UInt8(ascii: "`"):
                        break
                    default:
                        afterLetter = false
                    }
                    (destination + index).pointee = written
                    index += 1
                }
                return bytes.count
            }
        }
        return result ?? nil
    }
}
