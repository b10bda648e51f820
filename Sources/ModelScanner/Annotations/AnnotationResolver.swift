/// Attaches annotation comments to declarations (spec: annotations.md, "What a declaration receives").
struct AnnotationResolver {
    private let lineFlags: LineTable
    /// The last line the lexer reached (the table holds stale flags past it).
    private let lastLine: Int
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Plain annotation comments in source order, for inline lookups.
    private var comments: [(line: Int, start: Int, end: Int, annotations: Annotations)] = []
    /// Plain annotation comments per line (indices into `comments`).
    private var byLine: [Int: [Int]] = [:]
    /// Comments taken by a parameter or associated value; they do not annotate the whole line.
    private var claimed = Set<Int>()
    /// `begin`/`end` markers: from a line on, the active block (nil after `end`).
    private var blockEvents: [LineEvent<Annotations?>] = []
    /// `file` markers: from a line on, the accumulated file annotations.
    private var fileEvents: [LineEvent<Annotations>] = []

    private struct LineEvent<Value> {
        let line: Int
        let value: Value
    }

    init(lexer: Lexer) {
        lineFlags = lexer.lineFlags
        lastLine = lexer.line
        bytes = lexer.bytes
        var fileAnnotations: Annotations = [:]
        for comment in lexer.annotationComments {
            if let text = ASCIIAnnotationText(lexer.bytes, comment.start..<comment.end) {
                guard let body = AnnotationResolver.annotationBody(text) else { continue }
                let marker = AnnotationMarker { body.hasPrefix($0) }
                record(marker, of: comment, payload: AnnotationPayload.parse(body.dropFirst(marker.prefixLength)), into: &fileAnnotations)
            } else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[comment.start..<comment.end]), as: UTF8.self)
                guard let body = AnnotationResolver.annotationBody(text) else { continue }
                let marker = AnnotationMarker { body.hasPrefix("\($0)") }
                record(marker, of: comment, payload: AnnotationPayload.parse(String(body.dropFirst(marker.prefixLength))), into: &fileAnnotations)
            }
        }
    }

    /// Takes note of one annotation comment; `payload` is read only when the comment annotates.
    private mutating func record(_ marker: AnnotationMarker, of comment: AnnotationComment, payload: @autoclosure () -> Annotations,
                                 into fileAnnotations: inout Annotations) {
        switch marker {
        case .inline:
            return
        case .begin:
            if isCommentOnly(comment.line) { blockEvents.append(LineEvent(line: comment.line, value: payload())) }
        case .end:
            if isCommentOnly(comment.line) { blockEvents.append(LineEvent(line: comment.line, value: nil)) }
        case .file:
            if isCommentOnly(comment.line) {
                fileAnnotations = fileAnnotations.overwriting(with: payload())
                fileEvents.append(LineEvent(line: comment.line, value: fileAnnotations))
            }
        case .plain:
            byLine[comment.line, default: []].append(comments.count)
            comments.append((comment.line, comment.start, comment.end, payload()))
        }
    }

    /// The comment text after its opener, starting at `sourcery:`'s payload; nil when not an annotation.
    static func annotationBody(_ comment: String) -> String? {
        var text = Substring(TextSplitting.trimmed(comment))
        for opener in ["///", "//", "/**", "/*"] where text.hasPrefix(opener) {
            text = text.dropFirst(opener.count)
            break
        }
        text = Substring(TextSplitting.trimmed(text))
        if text.hasPrefix("*") { text = Substring(TextSplitting.trimmed(text.dropFirst())) }
        guard text.hasPrefix("sourcery:") else { return nil }
        return String(text.dropFirst("sourcery:".count))
    }

    /// `annotationBody(_:)` of an ASCII comment.
    static func annotationBody(_ comment: ASCIIAnnotationText) -> ASCIIAnnotationText? {
        var text = comment.trimmed()
        if text.hasPrefix("///") || text.hasPrefix("/**") {
            text = text.dropFirst(3)
        } else if text.hasPrefix("//") || text.hasPrefix("/*") {
            text = text.dropFirst(2)
        }
        text = text.trimmed()
        if text.hasPrefix("*") { text = text.dropFirst(1).trimmed() }
        guard text.hasPrefix("sourcery:") else { return nil }
        return text.dropFirst(9)
    }

    private func flags(_ line: Int) -> LineFlags {
        line <= lastLine ? lineFlags[line] : []
    }

    private func isCommentOnly(_ line: Int) -> Bool {
        let lineFlags = flags(line)
        return lineFlags.contains(.comment) && !lineFlags.contains(.code)
    }

    /// Each pending declaration's annotations, in `pending`'s order (none when the file has no
    /// annotation comment). Inline ones (parameters, associated values) are resolved first: the
    /// comments they claim annotate no line.
    mutating func resolve(_ pending: [PendingAnnotation]) -> [Annotations] {
        guard !byLine.isEmpty || !blockEvents.isEmpty || !fileEvents.isEmpty else { return [] }
        var resolved = [Annotations](repeating: [:], count: pending.count)
        for index in pending.indices where pending[index].inlineOffset != nil { resolved[index] = resolve(pending[index]) }
        for index in pending.indices where pending[index].inlineOffset == nil { resolved[index] = resolve(pending[index]) }
        return resolved
    }

    private mutating func resolve(_ item: PendingAnnotation) -> Annotations {
        guard let offset = item.inlineOffset else { return resolveByLines(item) }
        let inline = inlineAnnotations(before: offset, line: item.anchorLine)
        if item.startsLine { return resolveByLines(item).appending(inline) }
        // A parameter after code on its line (`func f(a: Int)`) with no inline comment of its own
        // takes the comment lines above that line, its function's, as Sourcery's
        // `AnnotationsParser.inlineFrom` does when the line above is a comment.
        let above = item.anchorLine - 1
        guard case .parameter = item.target, inline.isEmpty, above >= 1, isCommentOnly(above) || flags(above).contains(.directive) else {
            return inline
        }
        return resolveByLines(PendingAnnotation(target: item.target, anchorLine: above, firstLine: above, looksAbove: true))
    }

    /// `/* sourcery: … */` comments directly before `offset` on its line (only blanks between).
    private mutating func inlineAnnotations(before offset: Int, line: Int) -> Annotations {
        var boundary = offset
        var found: [Annotations] = []
        for index in (byLine[line] ?? []).reversed() where comments[index].end < boundary {
            let comment = comments[index]
            let closer = comment.end
            guard closer + 2 <= boundary, bytes[closer] == UInt8(ascii: "*"), bytes[closer + 1] == UInt8(ascii: "/"),
                  (closer + 2..<boundary).allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 }) else { break }
            found.append(comment.annotations)
            claimed.insert(index)
            boundary = comment.start
        }
        return found.reversed().reduce([:]) { $0.appending($1) }
    }

    /// The unclaimed annotation comments of one line, merged left to right.
    private func lineAnnotations(_ line: Int) -> Annotations? {
        guard let indices = byLine[line] else { return nil }
        return indices.filter { !claimed.contains($0) }.reduce([:]) { $0.appending(comments[$1].annotations) }
    }

    private func resolveByLines(_ item: PendingAnnotation) -> Annotations {
        var result: Annotations = [:]
        if item.looksAbove {
            var top = min(item.firstLine, item.anchorLine)
            while top > 1 {
                let above = flags(top - 1)
                guard isCommentOnly(top - 1) || above.contains(.directive) else { break }
                top -= 1
            }
            var line = top
            while line < item.anchorLine {
                if let annotations = lineAnnotations(line) { result = result.appending(annotations) }
                line += 1
            }
        }
        if let annotations = lineAnnotations(item.anchorLine) { result = result.appending(annotations) }
        if let block = lastEvent(in: blockEvents, before: item.anchorLine)?.value ?? nil {
            result = result.overwriting(with: block)
        }
        if let file = lastEvent(in: fileEvents, before: item.anchorLine)?.value {
            result = result.overwriting(with: file)
        }
        return result
    }

    /// The last event on a line before `line` (binary search; events are in line order).
    private func lastEvent<Value>(in events: [LineEvent<Value>], before line: Int) -> LineEvent<Value>? {
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? events[low - 1] : nil
    }
}
