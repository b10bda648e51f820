import ModelScanner

/// An `auto:Type.Name` or `after-auto:Type.Name` inline key: where Sourcery creates a region that
/// does not exist yet.
struct AutoInlineKey {
    /// The whole key, as written in the new region's marker.
    let key: String
    /// `Type` (which may itself be nested: `Outer.Inner`).
    let typeName: String
    /// True for `after-auto:`: the region goes right after the type's closing brace.
    let isAfterType: Bool

    /// The parts of `key`; nil unless it starts with `auto:` or `after-auto:`.
    init?(_ key: String) {
        let rest: Substring
        if key.hasPrefix("auto:") {
            rest = key.dropFirst("auto:".count)
            isAfterType = false
        } else if key.hasPrefix("after-auto:") {
            rest = key.dropFirst("after-auto:".count)
            isAfterType = true
        } else {
            return nil
        }
        self.key = key
        typeName = rest.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    }

    /// Where to insert a new region holding `body` into the type whose braces are at `body.open` and
    /// `body.close` in `bytes`, and the bytes to insert, by Sourcery's rules: before the line of the
    /// closing brace (right after the `{` when that line also holds a `{`), indented like that line
    /// unless it holds a `{`; or, for `after-auto:`, right after the closing brace.
    func insertion(of body: [UInt8], intoBodyOf braces: (open: Int, close: Int), in bytes: [UInt8]) -> (Int, [UInt8]) {
        let lineStart = (bytes[..<braces.close].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let lineEnd = bytes[braces.close...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let closingLine = bytes[lineStart..<lineEnd]
        let indentation = closingLine.contains(UInt8(ascii: "{")) ? [] : Array(closingLine.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        var region = Array("\n// sourcery:inline:\(key)\n".utf8) + body + Array("// sourcery:end".utf8)
        if !isAfterType { region.append(UInt8(ascii: "\n")) }
        let position = isAfterType ? braces.close + 1 : max(braces.open + 1, lineStart)
        return (position, InlineBlockFinder.indenting(region, by: indentation))
    }
}
