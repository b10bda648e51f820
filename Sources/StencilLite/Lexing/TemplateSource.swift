/// The text of one template and its name, shared by every token lexed from it.
public final class TemplateSource: Sendable {
    /// The template's name (its path for loaded files), or nil for a template made from a string.
    public let name: String?
    /// The template text as the lexer saw it.
    public let text: String

    /// Creates the source of a template.
    public init(name: String?, text: String) {
        self.name = name
        self.text = text
    }

    /// The line, column and line text of `index`; lines end at `\n`, `\r\n` or `\r`.
    func location(of index: String.Index, columnShift: Int = 0) -> SourceLocation {
        let scalars = text.unicodeScalars
        var line = 1
        var lineStart = scalars.startIndex
        var cursor = scalars.startIndex
        while cursor < index && cursor < scalars.endIndex {
            let scalar = scalars[cursor]
            cursor = scalars.index(after: cursor)
            if scalar == "\n" || (scalar == "\r" && (cursor == scalars.endIndex || scalars[cursor] != "\n")) {
                line += 1
                lineStart = cursor
            }
        }
        var lineEnd = lineStart
        while lineEnd < scalars.endIndex && scalars[lineEnd] != "\n" && scalars[lineEnd] != "\r" {
            lineEnd = scalars.index(after: lineEnd)
        }
        let clampedIndex = min(index, lineEnd)
        let column = text[lineStart..<clampedIndex].count + columnShift
        return SourceLocation(templateName: name, line: line, column: column, lineText: String(text[lineStart..<lineEnd]))
    }
}

/// Where a token sits: template name, 1-based line, 0-based column (in Characters) and the line's text.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The template's name, or nil for a template made from a string.
    public let templateName: String?
    /// The 1-based line number.
    public let line: Int
    /// The 0-based column, counted in Characters from the start of the line (Stencil's convention).
    public let column: Int
    /// The whole text of the line, without its line break.
    public let lineText: String

    /// `name:line:column`, or `line:column` without a name, with the 1-based column that Xcode,
    /// SwiftPM and editors expect of `path:line:col` (Stencil prints its 0-based column there).
    public var description: String {
        (templateName.map { "\($0):" } ?? "") + "\(line):\(column + 1)"
    }
}
