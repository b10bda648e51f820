extension String {
    /// Splits on `separator`, keeping quoted runs together and gluing words around `,` `|` `:`
    /// and splitting `(` / `)` off word edges, exactly as Stencil 0.15.1 does.
    func smartSplit(separator: Character = " ") -> [String] {
        var word = ""
        var components: [String] = []
        var separate = separator
        var singleQuoteCount = 0
        var doubleQuoteCount = 0

        for character in self {
            if character == "'" {
                singleQuoteCount += 1
            } else if character == "\"" {
                doubleQuoteCount += 1
            }
            if character == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuoteCount.isMultiple(of: 2) || doubleQuoteCount.isMultiple(of: 2)) && !word.isEmpty {
                    Self.append(word, to: &components)
                    word = ""
                }
                separate = separator
            } else {
                if separate == separator && (character == "'" || character == "\"") {
                    separate = character
                }
                word.append(character)
            }
        }
        if !word.isEmpty {
            Self.append(word, to: &components)
        }
        return components
    }

    private static func isGlue(_ character: Character) -> Bool {
        character == "," || character == "|" || character == ":"
    }

    private static func append(_ word: String, to components: inout [String]) {
        var word = Substring(word)
        var trailingBrackets: [String] = []
        while true {
            guard let last = components.last else {
                components.append(String(word))
                break
            }
            if let precedingCharacter = last.last, isGlue(precedingCharacter) {
                if components.count == 1 && word == "for" {
                    components.append(String(word))
                } else {
                    components[components.count - 1] += word
                }
            } else if !word.isEmpty && ",|:".contains(word) {
                components[components.count - 1] += word
            } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
                components.append(String(word.prefix(1)))
                word = word.dropFirst()
                continue
            } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
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
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
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
