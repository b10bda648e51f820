/// What a byte can start, for the body-skipping loop (one table lookup per byte).
enum ByteClass {
    // Plain classes (≤ `lastPlain`) never change what follows: runs of them are skipped 8 bytes at a time.
    static let other: UInt8 = 0
    static let identifier: UInt8 = 1
    static let blank: UInt8 = 2
    /// `(`, `[`, `,`, `:`, `;`: a regex literal may follow.
    static let opener: UInt8 = 3
    /// `)`, `]`, `!`, `.`, `@`, `\`: no regex literal follows.
    static let closer: UInt8 = 4
    /// Other operator characters: a regex literal may follow.
    static let operatorCharacter: UInt8 = 5
    static let lastPlain: UInt8 = 5

    static let newline: UInt8 = 6
    static let openBrace: UInt8 = 7
    static let closeBrace: UInt8 = 8
    static let quote: UInt8 = 9
    static let pound: UInt8 = 10
    static let slash: UInt8 = 11
    static let backtick: UInt8 = 12
    /// NUL or a byte ≥ 0x80 (part of a non-ASCII identifier, or not Swift source at all).
    static let unusual: UInt8 = 13

    /// The class of every byte value.
    static let table: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case 0x0A: return newline
        case 0x20, 0x09, 0x0D, 0x0B, 0x0C: return blank
        case 0x00, 0x80...0xFF: return unusual
        case UInt8(ascii: "{"): return openBrace
        case UInt8(ascii: "}"): return closeBrace
        case UInt8(ascii: "\""): return quote
        case UInt8(ascii: "#"): return pound
        case UInt8(ascii: "/"): return slash
        case UInt8(ascii: "`"): return backtick
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"): return opener
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "@"),
             UInt8(ascii: "\\"): return closer
        default:
            if Lexer.isIdentifierContinue(byte) { return identifier }
            return Lexer.isOperatorCharacter(byte) ? operatorCharacter : other
        }
    }
}
