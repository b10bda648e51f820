/// One piece of a parsed `.swifttemplate`, in program order (Sourcery 2.3.0's `SwiftTemplate.Command`).
enum SwiftTemplateCommand: Equatable, Sendable {
    /// `<%- includeFile("Name.swift") %>`: a Swift file compiled next to the program.
    case includeFile(path: String)
    /// `<%= expression %>`: the expression's text is appended to the output; `at` is where it starts.
    case output(code: String, at: FileLocation)
    /// `<% code %>`: Swift code copied into the program as it is.
    case code(String, at: FileLocation)
    /// Text outside the tags, appended to the output as it is.
    case text(String, at: FileLocation)
}
