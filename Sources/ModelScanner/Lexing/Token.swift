/// The kind of a lexed token. Comments and whitespace are trivia, never tokens.
enum TokenKind: UInt8 {
    case endOfFile
    case identifier          // also keywords and `$0`
    case backtickIdentifier  // `name`
    case integerLiteral
    case floatLiteral
    case stringLiteral       // every form, interpolations included
    case regexLiteral
    case poundKeyword        // #if, #available, #Preview …
    case atSign              // @
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, period, backslash
    case arrow               // ->
    case equal               // = alone
    case question            // ? alone
    case exclamation         // ! alone
    case ampersand           // & alone
    case leftAngle           // < alone
    case rightAngle          // > alone
    case `operator`          // any other operator run, e.g. `==`, `>>`, `...`
    case unknown             // a byte that starts no token
}

/// One token: its kind, byte range and position. No text is copied.
struct Token {
    var kind: TokenKind
    /// A line break occurred between the previous token and this one.
    var newlineBefore: Bool
    /// Whitespace or a comment precedes this token directly.
    var spaceBefore: Bool
    /// First byte offset.
    var start: Int
    /// One past the last byte.
    var end: Int
    /// 1-based line of the first byte.
    var line: Int
    /// 1-based column (in bytes) of the first byte.
    var column: Int

    static let none = Token(kind: .endOfFile, newlineBefore: false, spaceBefore: false, start: 0, end: 0, line: 1, column: 1)
}

/// Per-line facts the annotation walk needs, as bits.
struct LineFlags: OptionSet {
    let rawValue: UInt8
    /// The line holds a token.
    static let code = LineFlags(rawValue: 1)
    /// The line holds (part of) a comment.
    static let comment = LineFlags(rawValue: 2)
    /// The line starts with a compiler directive (`#if`, `#endif`, `#warning` …).
    static let directive = LineFlags(rawValue: 4)
}

/// The part of a comment that lies on one line and contains `sourcery:`.
struct AnnotationComment {
    /// 1-based line.
    let line: Int
    /// Byte range of the comment text on that line (opener included, closer excluded).
    let start: Int
    let end: Int
}
