import Foundation

/// A fenced code block of a Markdown file: its language (the fence's first word) and text.
struct MarkdownCodeBlock {
    /// The fence's language, `swift` for "```swift"; empty when the fence names none.
    let language: String
    /// The 1-based line of the opening fence, to name the block in failures.
    let line: Int
    /// The lines between the fences.
    let text: String
    /// The last non-blank line before the opening fence (e.g. "`Sources/Models.swift`:").
    let caption: String

    /// Every fenced block of `markdown`, in order (an unclosed last fence ends at the end of the file).
    static func all(in markdown: String) -> [MarkdownCodeBlock] {
        var blocks: [MarkdownCodeBlock] = []
        var open: (language: String, line: Int, caption: String, lines: [Substring])?
        var lastProse = ""
        func close() {
            guard let current = open else { return }
            blocks.append(MarkdownCodeBlock(language: current.language, line: current.line,
                                            text: current.lines.map { $0 + "\n" }.joined(), caption: current.caption))
            open = nil
        }
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let isFence = line.drop { $0 == " " }.hasPrefix("```")
            if open != nil {
                if isFence { close() } else { open?.lines.append(line) }
            } else if isFence {
                let info = line.drop { $0 == " " }.dropFirst(3)
                open = (info.split(separator: " ").first.map(String.init) ?? "", index + 1, lastProse, [])
            } else if !line.allSatisfy(\.isWhitespace) {
                lastProse = String(line)
            }
        }
        close()
        return blocks
    }
}
