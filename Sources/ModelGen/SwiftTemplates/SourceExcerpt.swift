import Foundation

/// The line a location points at, with a caret under its column, as error reports show it.
enum SourceExcerpt {
    /// `location`'s line and a caret line, or nil when the file or line cannot be read.
    static func line(at location: FileLocation) -> String? {
        guard let data = RegularFile.contents(atPath: location.path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard location.line <= lines.count else { return nil }
        let text = lines[location.line - 1]
        let before = text.utf8.prefix(location.column - 1)
        let indent = String(decoding: before, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }
        return text + "\n" + indent.joined() + "^"
    }
}
