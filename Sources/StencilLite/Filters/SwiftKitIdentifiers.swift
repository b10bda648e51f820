/// StencilSwiftKit's `swiftIdentifier` and `escapeReservedKeywords`: names made safe for Swift source.
enum SwiftKitIdentifiers {
    /// The three modes of `swiftIdentifier`.
    enum Mode: String, CaseIterable {
        /// Characters that cannot appear in an identifier become `_`; nothing else changes.
        case valid
        /// As `valid`, and each part between invalid characters starts with an upper-case letter.
        case normal
        /// As `normal`, then `snakeToCamelCase` without leading underscores.
        case pretty
    }

    /// `string` as a Swift identifier in `mode`; `_` is prefixed when it would start with a digit
    /// or another character that cannot start one.
    static func identifier(_ string: String, mode: Mode) -> String {
        let parts = split(string)
        let named = mode == .valid ? parts : parts.map(SwiftKitStringFilters.upperFirstLetter)
        let identifier = prefixedIfNeeded(named.joined(separator: "_"))
        guard mode == .pretty else { return identifier }
        return prefixedIfNeeded(SwiftKitStringFilters.snakeToCamelCase(identifier, stripLeading: true))
    }

    /// `string` between `` ` `` when it is one of StencilSwiftKit's reserved words.
    static func escapingReservedKeyword(_ string: String) -> String {
        reservedKeywords.contains(string) ? "`\(string)`" : string
    }

    /// Prefixes `_` when the first scalar cannot start an identifier.
    static func prefixedIfNeeded(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return "" }
        return isHead(first) ? string : "_" + string
    }

    /// The parts of `string` between scalars that cannot appear in an identifier (empty parts kept,
    /// as Foundation's `components(separatedBy:)` keeps them).
    private static func split(_ string: String) -> [String] {
        var parts: [String] = []
        var part = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if isHead(scalar) || isTail(scalar) {
                part.append(scalar)
            } else {
                parts.append(String(part))
                part = String.UnicodeScalarView()
            }
        }
        parts.append(String(part))
        return parts
    }

    /// The Swift grammar's `identifier-head` (The Swift Programming Language, Lexical Structure).
    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || value == 0x5F
        }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
        return headRanges.contains { $0.contains(value) }
    }

    /// The grammar's `identifier-character` beyond `identifier-head`: digits and combining marks.
    private static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        tailRanges.contains { $0.contains(scalar.value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    private static let tailRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// StencilSwiftKit 2.10.4's reserved words, plus `await` and `precedencegroup`: Swift 6 rejects
    /// both as a property, case or local name, so leaving them bare would generate code that does
    /// not compile.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true",
        "try", "_", "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file",
        "#fileLiteral", "#function", "#if", "#imageLiteral", "#line", "#selector", "#sourceLocation",
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "Type", "unowned", "weak", "willSet",
        "await", "precedencegroup",
    ]
}
