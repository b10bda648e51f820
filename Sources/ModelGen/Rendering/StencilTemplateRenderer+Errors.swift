import Foundation
import StencilLite

extension StencilTemplateRenderer {
    /// How many `include`/`extends` tags an error report lists (a template including itself nests 100 deep).
    static let maximumNotes = 5

    /// `error` as a `.generation` error at its innermost position; its detail is that template line with
    /// a caret under the tag (as `modelgen render` prints it), then a note for each `include` or
    /// `extends` tag the error came through (the innermost `maximumNotes` of them).
    public static func generationError(_ error: TemplateSyntaxError, in template: TemplateFile) -> ModelGenError {
        let tokens = error.stackTrace + (error.token.map { [$0] } ?? [])
        guard let innermost = tokens.first else {
            return ModelGenError(.generation, error.reason, at: FileLocation(path: template.path))
        }
        let outer = tokens.dropFirst()
        var notes = outer.prefix(maximumNotes).map { "\(location(of: $0.location, in: template)): note: while rendering this tag\n\(excerpt(of: $0))" }
        if outer.count > maximumNotes { notes.append("(\(outer.count - maximumNotes) more include or extends tags not shown)") }
        return ModelGenError(.generation, error.reason, at: location(of: innermost.location, in: template),
                             detail: ([excerpt(of: innermost)] + notes).joined(separator: "\n"))
    }

    /// The token's template line, then a caret line marking the token (tabs kept so the caret lines up).
    static func excerpt(of token: Token) -> String {
        let place = token.location
        let indent = String(place.lineText.prefix(place.column).map { $0 == "\t" ? "\t" : " " })
        let padding = String(repeating: " ", count: max(place.column - place.lineText.count, 0))
        return place.lineText + "\n" + indent + padding + "^" + String(repeating: "~", count: max(token.contents.count - 1, 0))
    }

    /// A template position as a 1-based file location (an included template's name is resolved to its
    /// file in the template's search folders).
    static func location(of place: SourceLocation, in template: TemplateFile) -> FileLocation {
        let path = place.templateName.map { includedFile($0, of: template) } ?? template.path
        return FileLocation(path: path, line: place.line, column: place.column + 1)
    }

    private static func includedFile(_ name: String, of template: TemplateFile) -> String {
        guard name != template.path else { return name }
        let candidates = template.searchPaths.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? name
    }
}
