extension StringProtocol {
    /// Where `needle` first occurs outside single- or double-quoted strings: how a tag's contents
    /// are searched for braces that belong to the template, not to a string argument.
    func firstUnquoted(_ needle: String) -> Index? {
        // On plain bytes (see `PlainBytes`) the same walk runs over bytes: walking Characters and
        // testing `hasPrefix` at each one cost 20,000 instructions a tag, a third of parsing the
        // render benchmark's `filters` template.
        let byteOffset = utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
            guard PlainBytes.isPlain(bytes), let offset = needle.utf8.withContiguousStorageIfAvailable({ pattern -> Int?? in
                guard PlainBytes.isPlain(pattern) else { return nil }
                return .some(UnquotedSearch.firstOffset(of: pattern, in: bytes))
            }) ?? nil else { return nil }
            return offset
        } ?? nil
        if let byteOffset {
            return byteOffset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        }
        var quote: Character?
        var index = startIndex
        while index < endIndex {
            let character = self[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if self[index...].hasPrefix(needle) {
                return index
            }
            index = self.index(after: index)
        }
        return nil
    }
}

/// `firstUnquoted` over plain bytes, where each byte is one Character.
enum UnquotedSearch {
    /// The offset where `pattern` first occurs in `bytes` outside quotes.
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var quote: UInt8?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if startsWith(pattern, in: bytes, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func startsWith(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + pattern.count <= bytes.count else { return false }
        var offset = 0
        while offset < pattern.count {
            if bytes[start + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
