/// Small helpers for splitting already-extracted declaration text (not used while lexing).
enum TextSplitting {
    /// Trims spaces, tabs and newlines from both ends.
    static func trimmed<S: StringProtocol>(_ input: S) -> String {
        let text = Substring(input)
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !Bytes.isBlank($0) }),
              let last = bytes.lastIndex(where: { !Bytes.isBlank($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Trims, collapses blank runs to one space, and drops blanks just inside brackets and before `,`/`:`.
    static func normalizedWhitespace(_ text: String) -> String {
        normalizedIfChanged(text) ?? text
    }

    /// `normalizedWhitespace(_:)`, or nil when the text is already in that form.
    static func normalizedIfChanged(_ text: String) -> String? {
        if isNormalized(text) { return nil }
        var contiguous = text
        return contiguous.withUTF8(normalized)
    }

    /// `normalizedWhitespace(_:)` of UTF-8 bytes, as a String.
    private static func normalized(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Blanks and brackets are ASCII, which never occurs inside a multi-byte UTF-8 sequence.
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingBlank = false
        for byte in bytes {
            if Bytes.isBlank(byte) {
                pendingBlank = true
                continue
            }
            if pendingBlank, let last = out.last, !isOpening(last), !isClosingOrSeparator(byte) {
                out.append(0x20)
            }
            pendingBlank = false
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isOpening(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
    }

    private static func isClosingOrSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
    }

    /// No blanks at the ends, no blank other than single spaces, none next to brackets.
    private static func isNormalized(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isNormalized) ?? Array(text.utf8).withUnsafeBufferPointer(isNormalized)
    }

    /// `isNormalized(_:)` on UTF-8 bytes (non-ASCII bytes are neither blanks nor brackets).
    private static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Only blanks can be out of place: text without any (the common case) is normalized.
        if !bytes.isEmpty, !hasBlankOrControl(bytes) { return true }
        var previous: UInt8 = 0x20
        for byte in bytes {
            switch byte {
            case 0x09, 0x0A, 0x0D: return false
            case 0x20:
                if previous == 0x20 || previous == UInt8(ascii: "<") || previous == UInt8(ascii: "(")
                    || previous == UInt8(ascii: "[") { return false }
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
                if previous == 0x20, byte != UInt8(ascii: ">") { return false }
            default: break
            }
            previous = byte
        }
        return previous != 0x20
    }

    /// Some byte is ≤ 0x20, a blank or control byte (8 bytes at a time: `(w - 0x21…) & ~w & 0x80…` is nonzero exactly then).
    static func hasBlankOrControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if (word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] <= 0x20 { return true }
            index += 1
        }
        return false
    }

    /// Splits on `separator` outside `()`, `[]`, `{}`, `<>` and string literals; pieces are trimmed.
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{<".contains(character) {
                depth += 1
            } else if ")]}>".contains(character) {
                if !(character == ">" && previous == "-") { depth = max(0, depth - 1) }
            } else if character == separator && depth == 0 {
                pieces.append(trimmed(current))
                current = ""
                previous = character
                continue
            }
            current.append(character)
            previous = character
        }
        let last = trimmed(current)
        if !last.isEmpty || !pieces.isEmpty { pieces.append(last) }
        return pieces
    }

    /// The index of the first `:` outside brackets and strings, if any.
    static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{<".contains(character) {
                depth += 1
            } else if ")]}>".contains(character) {
                if !(character == ">" && index > text.startIndex && text[text.index(before: index)] == "-") {
                    depth = max(0, depth - 1)
                }
            } else if character == ":" && depth == 0 {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }
}
