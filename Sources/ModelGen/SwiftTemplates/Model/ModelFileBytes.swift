/// The byte buffer the model file is written into, with the format's primitive encodings.
struct ModelFileBytes {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(contentsOf other: ModelFileBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ tag: ModelFileFormat.Tag) {
        bytes.append(tag.rawValue)
    }

    /// An unsigned LEB128 varint.
    mutating func appendVarint(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A signed integer, zigzag-encoded so small negatives stay short.
    mutating func appendSigned(_ value: Int) {
        appendVarint((value << 1) ^ (value >> (Int.bitWidth - 1)))
    }

    mutating func appendDouble(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    mutating func appendUTF8(_ text: String) {
        let utf8 = Array(text.utf8)
        appendVarint(utf8.count)
        bytes.append(contentsOf: utf8)
    }
}
