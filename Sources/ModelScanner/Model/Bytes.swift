/// Byte-level helpers for type-name text (brackets balanced, `->` never closes an angle).
enum Bytes {
    static func string(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { string($0) }
    }

    /// The bytes as a String (invalid UTF-8 is repaired). Up to 15 bytes are copied straight into a
    /// small String, which skips UTF-8 validation when they are ASCII.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 15, let source = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let target = buffer.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = bytes
        while let first = result.first, isBlank(first) { result = result.dropFirst() }
        while let last = result.last, isBlank(last) { result = result.dropLast() }
        return result
    }

    static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    static func hasSuffix(_ bytes: ArraySlice<UInt8>, _ suffix: String) -> Bool {
        let count = suffix.utf8.count
        return bytes.count >= count && bytes.suffix(count).elementsEqual(suffix.utf8)
    }

    private static func isOpen(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "<")
    }

    private static func isClose(_ bytes: ArraySlice<UInt8>, _ index: Int) -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: ">") { return !(index > bytes.startIndex && bytes[index - 1] == UInt8(ascii: "-")) }
        return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// The index of the bracket closing the one at `start`.
    static func matchingClose(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.endIndex {
            if isOpen(bytes[index]) {
                depth += 1
            } else if isClose(bytes, index) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// Top-level landmarks: the first `->`, the first `<`, whether there is an `&`.
    static func outline(_ bytes: ArraySlice<UInt8>) -> (arrow: Int?, angle: Int?, ampersand: Bool) {
        var depth = 0
        var arrow: Int?
        var angle: Int?
        var ampersand = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if isOpen(byte) {
                if depth == 0, byte == UInt8(ascii: "<"), angle == nil { angle = index }
                depth += 1
            } else if isClose(bytes, index) {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                if byte == UInt8(ascii: "-"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: ">"), arrow == nil {
                    arrow = index
                } else if byte == UInt8(ascii: "&") {
                    ampersand = true
                }
            }
            index += 1
        }
        return (arrow, angle, ampersand)
    }

    /// The first `:` outside brackets.
    static func topLevelColon(_ bytes: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if isOpen(bytes[index]) {
                depth += 1
            } else if isClose(bytes, index) {
                depth = max(0, depth - 1)
            } else if depth == 0, bytes[index] == UInt8(ascii: ":") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Splits on a top-level separator (a comma unless told); pieces are trimmed.
    static func splitTopLevel(_ bytes: ArraySlice<UInt8>, separator: UInt8 = UInt8(ascii: ",")) -> [String] {
        var pieces: [String] = []
        var depth = 0
        var pieceStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if isOpen(bytes[index]) {
                depth += 1
            } else if isClose(bytes, index) {
                depth = max(0, depth - 1)
            } else if depth == 0, bytes[index] == separator {
                pieces.append(string(trimmed(bytes[pieceStart..<index])))
                pieceStart = index + 1
            }
            index += 1
        }
        let last = trimmed(bytes[pieceStart...])
        if !last.isEmpty || !pieces.isEmpty { pieces.append(string(last)) }
        return pieces
    }
}
