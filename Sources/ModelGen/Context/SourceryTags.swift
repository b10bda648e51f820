import Foundation
import StencilLite

/// Sourcery's tags: `{% newline %}` and `{% typed name as Type … %}`.
enum SourceryTags {
    /// What `{% newline %}` renders; replaced by `"\n"` after the blank-line clean-up, so it survives it.
    static let newlineMarker = "__sourcery__newline__"

    /// Registers `newline` and `typed` into `extension`.
    static func register(into extension: inout Extension) {
        `extension`.registerSimpleTag("newline") { _ in newlineMarker }
        `extension`.registerTag("typed") { _, token in
            let hints = token.components.dropFirst()
            let wellFormed = !hints.isEmpty && hints.count % 3 == 0
                && stride(from: hints.startIndex + 1, to: hints.endIndex, by: 3).allSatisfy { hints[$0] == "as" }
            guard wellFormed else {
                throw TemplateSyntaxError("'typed' tag takes 'name as Type' groups, e.g. {% typed type as Type %}")
            }
            return SimpleNode(token: token) { _ in "" }
        }
    }

    /// `utf8` with every `{% newline %}` marker turned into a line break. Only text that holds the
    /// marker's bytes becomes a `String` (the replacement is Foundation's, as before).
    static func replacingNewlineMarkers(in utf8: [UInt8]) -> [UInt8] {
        guard UTF8Search.contains(utf8, newlineMarker) else { return utf8 }
        return Array(String(decoding: utf8, as: UTF8.self).replacingOccurrences(of: newlineMarker, with: "\n").utf8)
    }
}
