/// The block tags being parsed, outermost first, with the end tags each is waiting for: what lets
/// an unclosed block be reported at its own tag, naming the tag that exposed it.
///
/// Stencil reports `{% if a %}{% for x in y %}…{% endif %}` as an unknown `endif` and an inner
/// `for` left open at the end as the outer one's missing `endfor`; both point away from the tag
/// the author forgot to close (docs/Compatibility.md).
struct OpenBlocks {
    private struct Block {
        let opener: Token
        var endTags: [String]?
    }

    private var blocks: [Block] = []

    /// Marks `opener` as being parsed until `close(_:)`.
    mutating func open(_ opener: Token) {
        blocks.append(Block(opener: opener))
    }

    /// Marks the innermost block as parsed.
    mutating func close() {
        blocks.removeLast()
    }

    /// Records that the innermost block's body now runs until one of `endTags`; returns what it
    /// waited for before, to restore when that body ends.
    mutating func expect(_ endTags: [String]?) -> [String]?? {
        guard !blocks.isEmpty else { return nil }
        defer { blocks[blocks.count - 1].endTags = endTags }
        return .some(blocks[blocks.count - 1].endTags)
    }

    /// Restores what `expect(_:)` returned.
    mutating func restore(_ previous: [String]??) {
        guard let previous, !blocks.isEmpty else { return }
        blocks[blocks.count - 1].endTags = previous
    }

    /// The error for `tag`, an end tag that no tag parses, when it ends an outer block while the
    /// innermost one is still open; nil when no open block waits for it.
    func unclosedBlock(exposedBy tag: Token) -> TemplateSyntaxError? {
        guard let name = tag.tagName, let inner = blocks.last, let innerEnd = inner.endTags?.first,
              let outer = blocks.dropLast().last(where: { $0.endTags?.contains(name) == true }) else { return nil }
        let innerName = inner.opener.tagName ?? innerEnd
        return TemplateSyntaxError(
            reason: "`\(innerEnd)` was not found: this '\(innerName)' is still open at {% \(tag.contents) %} on line \(tag.location.line), "
                + "which belongs to the '\(outer.opener.tagName ?? name)' on line \(outer.opener.location.line): add {% \(innerEnd) %} before it",
            token: inner.opener)
    }

    /// The error for `opener`, whose `endTag` is missing at the end of `tokens`. When a block of the
    /// same kind nested in it took the last `endTag`, that one is reported: an author who adds an
    /// inner loop forgets its end more often than the outer one's, and the message names both.
    static func endNotFound(_ endTag: String, opening opener: Token, in tokens: [Token]) -> TemplateSyntaxError {
        let plain = TemplateSyntaxError(reason: "`\(endTag)` was not found.", token: opener)
        guard let start = tokens.firstIndex(where: { $0.kind == .block && $0.position == opener.position }) else { return plain }
        let kinds: Set = [String(endTag.dropFirst(3)), opener.tagName ?? ""]
        var nested: [Int] = []
        var lastPair: (opener: Int, end: Int)?
        for index in tokens.indices[(start + 1)...] where tokens[index].kind == .block {
            guard let name = tokens[index].tagName else { continue }
            if kinds.contains(name) {
                nested.append(index)
            } else if name == endTag, let inner = nested.popLast() {
                lastPair = (inner, index)
            }
        }
        guard let lastPair else { return plain }
        let inner = tokens[lastPair.opener]
        return TemplateSyntaxError(
            reason: "`\(endTag)` was not found: the {% \(endTag) %} on line \(tokens[lastPair.end].location.line) closes this '\(inner.tagName ?? "")', "
                + "which leaves the '\(opener.tagName ?? "")' on line \(opener.location.line) open: add the missing {% \(endTag) %}",
            token: inner)
    }
}
