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
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var afterLetter = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    output.append(afterLetter ? byte + 32 : byte)
                    afterLetter = true
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    output.append(afterLetter ? byte : byte - 32)
                    afterLetter = true
                case UInt8(ascii: "'"), UInt8(ascii: "^"), UInt8(ascii: "`"):
                    output.append(byte)
                case 0x80...:
                    return nil
                default:
                    output.append(byte)
                    afterLetter = false
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
        return result ?? nil
    }
}
