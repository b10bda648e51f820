/// Finds the annotations a declaration receives from the comments around it
/// (rules: spec/annotations.md, "What a declaration receives").
struct AnnotationIndex {
    private let lines: SourceLines
    private var lineAnnotations: [Annotations]
    private var blockAnnotations: [Annotations]
    private var fileAnnotations: [Annotations]

    init(lines: SourceLines) {
        self.lines = lines
        let count = lines.comments.count
        lineAnnotations = Array(repeating: [:], count: count)
        blockAnnotations = Array(repeating: [:], count: count)
        fileAnnotations = Array(repeating: [:], count: count)
        var block: Annotations = [:]
        var file: Annotations = [:]
        for line in 0..<count {
            blockAnnotations[line] = block
            fileAnnotations[line] = file
            let commentOnly = lines.firstCode[line] == nil
            for comment in lines.comments[line] {
                guard let text = AnnotationIndex.annotationText(comment) else { continue }
                if text.hasPrefix("begin:") {
                    if commentOnly { block = AnnotationPayload.parse(String(text.dropFirst(6))) }
                } else if text.hasPrefix("end") {
                    if commentOnly { block = [:] }
                } else if text.hasPrefix("file:") {
                    if commentOnly { AnnotationPayload.merge(AnnotationPayload.parse(String(text.dropFirst(5))), into: &file) }
                } else if !text.hasPrefix("inline:") {
                    AnnotationPayload.merge(AnnotationPayload.parse(text), into: &lineAnnotations[line])
                }
            }
        }
    }

    /// The annotations of a declaration anchored on `anchorLine` whose attributes span the UTF-8
    /// range `attributes`; `looksAbove` is false for the later elements of `case a, b`.
    func annotations(anchorLine: Int, attributes: Range<Int>?, looksAbove: Bool = true) -> Annotations {
        guard anchorLine > 0, anchorLine < lineAnnotations.count else { return [:] }
        var run: [Int] = []
        var line = anchorLine - 1
        while looksAbove, line >= 1 {
            if let first = lines.firstCode[line] {
                let isOwnAttribute = attributes.map { first >= $0.lowerBound && lines.lastCodeEnd[line] <= $0.upperBound } ?? false
                guard lines.isDirective[line] || isOwnAttribute else { break }
            } else if lines.comments[line].isEmpty {
                break
            }
            run.append(line)
            line -= 1
        }
        var result: Annotations = [:]
        for line in run.reversed() + [anchorLine] {
            AnnotationPayload.merge(lineAnnotations[line], into: &result)
        }
        for (key, value) in blockAnnotations[anchorLine] { result[key] = value }
        for (key, value) in fileAnnotations[anchorLine] { result[key] = value }
        return result
    }

    /// The text after `sourcery:` in a comment piece, or `nil` when it is not an annotation comment.
    private static func annotationText(_ comment: String) -> String? {
        var text = Substring(AnnotationPayload.trimmed(comment))
        for opener in ["///", "//", "/**", "/*"] where text.hasPrefix(opener) {
            text = text.dropFirst(opener.count)
            break
        }
        if text.hasPrefix("*") { text = text.dropFirst() }
        text = Substring(AnnotationPayload.trimmed(String(text)))
        guard text.hasPrefix("sourcery:") else { return nil }
        return String(text.dropFirst(9))
    }
}
