extension String {
    /// Splits on `separator`, keeping quoted runs together and gluing words around `,` `|` `:`
    /// and splitting `(` / `)` off word edges, exactly as Stencil 0.15.1 does.
    func smartSplit(separator: Character = " ") -> [String] {
        // On plain bytes (see `PlainBytes`) the same rules run over bytes: iterating and comparing
        // Characters cost 23,000 instructions per tag, a quarter of parsing Firebase.stencil.
        // The separator's one byte, read without `asciiValue` (300 instructions a call, 1% of the
        // render benchmark's `filters` shape, parse and render).
        if separator.utf8.count == 1, let byteSeparator = separator.utf8.first, byteSeparator < 0x80,
           let words = utf8.withContiguousStorageIfAvailable({ bytes -> [String]? in
               // Without the separator the text is one word (only that byte is a Character equal to
               // it): most filter expressions have no `|`, most filters no `:`.
               if !UTF8Search.contains(byteSeparator, in: bytes) { return bytes.isEmpty ? [] : [self] }
               guard PlainBytes.isPlain(bytes) else { return nil }
               return Self.unquotedWords(bytes, separator: byteSeparator)
                   ?? Self.smartSplit(bytes, separator: byteSeparator) { String(decoding: $0, as: UTF8.self) }
           }) ?? nil {
            return words
        }
        return Self.smartSplit(Array(self), separator: separator) { String($0) }
    }

    /// The words of plain text without quotes whose words neither start nor end with `,` `|` `:` `(`
    /// or `)`, nil for any other text. On such text Stencil's rules come down to splitting on the
    /// separator and dropping empty words: no quote holds words together, no glue joins them and no
    /// bracket splits off (the general walk cost 2,500 instructions a tag, most of them building each
    /// word a byte at a time).
    private static func unquotedWords(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) -> [String]? {
        var words: [String] = []
        var start = 0
        var index = 0
        while index <= bytes.count {
            let byte = index < bytes.count ? bytes[index] : separator
            if byte == separator {
                if index > start {
                    guard !isWordEdge(bytes[start]) && !isWordEdge(bytes[index - 1]) else { return nil }
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            } else if byte == UInt8.singleQuote || byte == UInt8.doubleQuote {
                return nil
            }
            index += 1
        }
        return words
    }

    /// Whether a word starting or ending with `byte` may be glued to its neighbours or lose a bracket.
    private static func isWordEdge(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"): return true
        default: return false
        }
    }

    /// Stencil's splitting over `units` (bytes or Characters); `string` makes a word's text.
    static func smartSplit<Units: Collection>(
        _ units: Units, separator: Units.Element, string: ([Units.Element]) -> String
    ) -> [String] where Units.Element: SmartSplitUnit {
        var word: [Units.Element] = []
        var components: [String] = []
        var separate = separator
        var singleQuoteCount = 0
        var doubleQuoteCount = 0

        for unit in units {
            if unit == .singleQuote {
                singleQuoteCount += 1
            } else if unit == .doubleQuote {
                doubleQuoteCount += 1
            }
            if unit == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuoteCount.isMultiple(of: 2) || doubleQuoteCount.isMultiple(of: 2)) && !word.isEmpty {
                    append(string(word), to: &components)
                    word.removeAll(keepingCapacity: true)
                }
                separate = separator
            } else {
                if separate == separator && (unit == .singleQuote || unit == .doubleQuote) {
                    separate = unit
                }
                word.append(unit)
            }
        }
        if !word.isEmpty {
            append(string(word), to: &components)
        }
        return components
    }

    /// Whether a text whose first (or last) UTF-8 byte is `byte` may start (or end) with a Character
    /// that is, or is canonically equivalent to, one of the ASCII `characters`. An ASCII byte settles
    /// it: ASCII has no other equivalent and leads (or ends) its Character's decomposition. Reading a
    /// Character costs about 100 instructions, and four were read for each word of each tag.
    private static func mayBe(_ byte: UInt8?, _ characters: StaticString) -> Bool {
        guard let byte else { return false }
        guard byte < 0x80 else { return true }
        return characters.withUTF8Buffer { candidates in
            var index = 0
            while index < candidates.count {
                if candidates[index] == byte { return true }
                index += 1
            }
            return false
        }
    }

    private static func isGlue(_ character: Character) -> Bool {
        character == "," || character == "|" || character == ":"
    }

    /// The non-empty substrings of `,|:` (what Stencil's `",|:".contains(word)` accepts), listed:
    /// the substring search cost 3,000 instructions a word.
    private static let gluedRuns: [Substring] = [",", "|", ":", ",|", "|:", ",|:"]

    private static func append(_ word: String, to components: inout [String]) {
        var word = Substring(word)
        var trailingBrackets: [String] = []
        while true {
            guard let last = components.last else {
                components.append(String(word))
                break
            }
            // Each Character test is made only when the byte at that end allows it (`mayBe`).
            if mayBe(last.utf8.last, ",|:"), let precedingCharacter = last.last, isGlue(precedingCharacter) {
                if components.count == 1 && word == "for" {
                    components.append(String(word))
                } else {
                    components[components.count - 1] += word
                }
            } else if mayBe(word.utf8.first, ",|:") && gluedRuns.contains(word) {
                components[components.count - 1] += word
            } else if mayBe(word.utf8.first, "()") && (word != "(" && word.first == "(" || word != ")" && word.first == ")") {
                components.append(String(word.prefix(1)))
                word = word.dropFirst()
                continue
            } else if mayBe(word.utf8.last, "()") && (word != "(" && word.last == "(" || word != ")" && word.last == ")") {
                trailingBrackets.append(String(word.suffix(1)))
                word = word.dropLast()
                continue
            } else {
                components.append(String(word))
            }
            break
        }
        components.append(contentsOf: trailingBrackets.reversed())
    }
}

extension StringProtocol {
    /// Removes spaces (only spaces) from both ends, with Stencil's quirk: trailing spaces after a
    /// single leading character are kept (`"a "` stays `"a "`).
    func trimmingSpacesLikeStencil() -> String {
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard PlainBytes.isPlain(bytes) else { return nil }
            let range = StencilTrimming.trimmedRange(bytes, 0..<bytes.count)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        if let ascii = ascii ?? nil { return ascii }
        let characters = Array(self)
        guard !characters.isEmpty else { return "" }
        let first = characters.firstIndex { $0 != " " } ?? 0
        var last = characters.count
        var index = characters.count - 1
        while index > 0 {
            if characters[index] != " " {
                last = index + 1
                break
            }
            index -= 1
        }
        guard first < last else { return "" }
        return String(characters[first..<last])
    }
}

/// What `smartSplit` walks: a byte of plain text or a Character.
protocol SmartSplitUnit: Equatable {
    static var singleQuote: Self { get }
    static var doubleQuote: Self { get }
}

extension UInt8: SmartSplitUnit {
    static var singleQuote: UInt8 { UInt8(ascii: "'") }
    static var doubleQuote: UInt8 { UInt8(ascii: "\"") }
}

extension Character: SmartSplitUnit {
    static var singleQuote: Character { "'" }
    static var doubleQuote: Character { "\"" }
}

/// `trimmingSpacesLikeStencil` on ASCII bytes without `\r` (which pairs with `\n`), where each byte is one Character.
enum StencilTrimming {
    /// The part of `range` without its outer spaces, with the same quirks.
    static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        let space = UInt8(ascii: " ")
        var first = range.lowerBound
        while first < range.upperBound && bytes[first] == space { first += 1 }
        if first == range.upperBound { first = range.lowerBound }
        var last = range.upperBound
        var index = range.upperBound - 1
        while index > range.lowerBound {
            if bytes[index] != space {
                last = index + 1
                break
            }
            index -= 1
        }
        return first < last ? first..<last : first..<first
    }
}
