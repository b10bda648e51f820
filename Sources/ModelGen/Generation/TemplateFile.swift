import Foundation

/// One template to render: where it lives, what it is called, and its text.
public struct TemplateFile: Equatable, Sendable {
    /// The template's path, or `<built-in>/Name.stencil` for a template built into the tool.
    public let path: String
    /// The file name without its extension; names the output (`Name.generated.swift`).
    public let name: String
    /// The template's text.
    public let text: String
    /// Folders `{% include %}` and `{% extends %}` look in: the template's own folder, then the
    /// template folders given to the run.
    public let searchPaths: [String]

    /// Creates a template.
    public init(path: String, name: String, text: String, searchPaths: [String]) {
        self.path = path
        self.name = name
        self.text = text
        self.searchPaths = searchPaths
    }
}
