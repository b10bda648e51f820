/// Text whose every UTF-8 byte is one Character: ASCII other than `\r` (which pairs with a following
/// `\n`). On such text the lexer and splitters walk bytes, which is what Stencil's Character rules
/// give, at a fraction of the cost of iterating and comparing Characters.
enum PlainBytes {
    /// Whether every byte of `range` is one Character.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for offset in range where bytes[offset] >= 0x80 || bytes[offset] == UInt8(ascii: "\r") {
            return false
        }
        return true
    }

    /// Whether every byte of `bytes` is one Character.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isPlain(bytes, 0..<bytes.count)
    }
}
