/// The two comment lines every generated Swift file starts with.
public enum OutputHeader {
    /// `// Generated using ModelGen` and `// DO NOT EDIT`, each ending in a newline. No URL: the
    /// project has no public address yet, and a header must not point at one that does not exist.
    public static let lines = "// Generated using ModelGen\n// DO NOT EDIT\n"

    /// The file contents for `body` at `path`: Swift files get the header right before the body
    /// (just the header when the body is blank), as Sourcery writes them; other files get the body
    /// as is. The empty line after the header in a single output file is part of its body.
    public static func contents(_ body: String, forFileAt path: String) -> String {
        String(decoding: contents(Array(body.utf8), forFileAt: path), as: UTF8.self)
    }

    /// `contents` on UTF-8.
    public static func contents(_ body: [UInt8], forFileAt path: String) -> [UInt8] {
        guard path.hasSuffix(".swift") else { return body }
        return isBlank(body) ? Array(lines.utf8) : Array(lines.utf8) + body
    }

    /// True when `text` holds nothing but whitespace (Sourcery writes no file for such output).
    public static func isBlank(_ text: String) -> Bool {
        isBlank(text.utf8)
    }

    /// `isBlank` on UTF-8.
    public static func isBlank(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
