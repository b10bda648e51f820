import Foundation

/// Reads a `.swifttemplate` and the templates it includes into commands, as Sourcery 2.3.0's
/// `SwiftTemplate.parseCommands` does: text outside tags, `<% code %>`, `<%= expression %>`,
/// `<%- include("x") %>` (extension `.swifttemplate` optional), `<%- includeFile("x") %>`
/// (extension `.swift` optional), `<%# comment %>`, and the trimming forms `<%_`, `_%>` and `-%>`.
/// Each command keeps the file position it came from, so the program can be mapped back.
struct SwiftTemplateParser {
    /// Reads an included template; the parser itself never touches the disk.
    typealias ReadFile = (_ path: String, _ includedAt: FileLocation) throws(ModelGenError) -> String

    private let readFile: ReadFile

    init(readFile: @escaping ReadFile = SwiftTemplateParser.readFromDisk) {
        self.readFile = readFile
    }

    /// The commands of the template at `path` whose text is `text`.
    func commands(path: String, text: String) throws(ModelGenError) -> [SwiftTemplateCommand] {
        try commands(path: path, text: text, includeStack: [])
    }

    private func commands(path: String, text: String, includeStack: [String]) throws(ModelGenError) -> [SwiftTemplateCommand] {
        let positions = TextPositions(path: path, text: text)
        let bytes = Array(text.utf8)
        var commands: [SwiftTemplateCommand] = []
        // Text before the first tag is the text of an empty tag (Sourcery prefixes the file with `<%%>`).
        let openings = Self.occurrences(of: Self.open, in: bytes, from: 0)
        appendText(bytes, 0..<(openings.first ?? bytes.count), positions, to: &commands)
        for (index, opening) in openings.enumerated() {
            let end = index + 1 < openings.count ? openings[index + 1] : bytes.count
            guard let closing = Self.occurrences(of: Self.close, in: bytes[..<end], from: opening + 2).first else {
                throw ModelGenError(.generation, "unmatched <%: this tag has no %> before the next <% or the end of the file",
                                    at: positions.location(ofByte: opening))
            }
            var tag = TagCode(text: Self.string(bytes[(opening + 2)..<closing]), start: opening + 2)
            let trimsLineBreak = tag.trimSuffix("-")
            let trimsSpacesBefore = tag.trimPrefix("_")
            let trimsSpacesAfter = tag.trimSuffix("_")
            if trimsSpacesBefore, case .text(let previous, let location)? = commands.last {
                commands[commands.count - 1] = .text(TemplateTextTrimming.droppingTrailingSpaces(previous), at: location)
            }
            if tag.trimPrefix("-") {
                commands += try included(by: tag.text, in: path, at: positions.location(ofByte: opening), includeStack: includeStack)
            } else if tag.trimPrefix("=") {
                commands.append(.output(code: tag.text, at: positions.location(ofByte: tag.start)))
            } else if !tag.text.hasPrefix("#"), !tag.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                commands.append(.code(tag.text, at: positions.location(ofByte: tag.start)))
            }
            var after = Self.string(bytes[(closing + 2)..<end])
            if trimsLineBreak { after = TemplateTextTrimming.droppingLeadingLineBreak(after) }
            if trimsSpacesAfter { after = TemplateTextTrimming.droppingLeadingSpaces(after) }
            if !after.isEmpty {
                commands.append(.text(after, at: positions.location(ofByte: end - after.utf8.count)))
            }
        }
        return commands
    }

    /// The commands an include tag (`code` without its `-`) brings in.
    private func included(by code: String, in path: String, at tag: FileLocation, includeStack: [String]) throws(ModelGenError) -> [SwiftTemplateCommand] {
        let folder = (path as NSString).deletingLastPathComponent
        if let name = Self.includedName(in: code, command: "includeFile") {
            return [.includeFile(path: Self.resolve(name, in: folder, defaultExtension: "swift"))]
        }
        guard let name = Self.includedName(in: code, command: "include") else {
            throw ModelGenError(.generation, "invalid include tag '\(code)': write <%- include(\"File.swifttemplate\") %> or <%- includeFile(\"File.swift\") %>",
                                at: tag)
        }
        let includedPath = Self.resolve(name, in: folder, defaultExtension: "swifttemplate")
        guard !includeStack.contains(includedPath) else {
            throw ModelGenError(.generation, "include cycle detected for \(includedPath): check your include statements so that "
                                    + "templates do not include each other", at: tag)
        }
        let text = try readFile(includedPath, tag)
        return try commands(path: includedPath, text: text, includeStack: includeStack + [includedPath])
    }

    private static let open = Array("<%".utf8)
    private static let close = Array("%>".utf8)

    /// The quoted name in `command("name")` (Sourcery's `command\("([^"]*)"\)`), if `code` has one.
    static func includedName(in code: String, command: String) -> String? {
        var rest = code[...]
        while let found = rest.range(of: command + "(\"") {
            let name = rest[found.upperBound...].prefix { $0 != "\"" }
            let after = rest[found.upperBound...].dropFirst(name.count)
            if after.hasPrefix("\")") { return String(name) }
            rest = rest[found.upperBound...]
        }
        return nil
    }

    /// `name` relative to `folder`; with `defaultExtension` added when no such file exists and the
    /// name lacks it (the extension may be left out).
    static func resolve(_ name: String, in folder: String, defaultExtension: String) -> String {
        let path = URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)).standardizedFileURL.path
        guard RegularFile.kind(of: path) == .missing, (path as NSString).pathExtension != defaultExtension else { return path }
        return path + "." + defaultExtension
    }

    static func readFromDisk(_ path: String, includedAt tag: FileLocation) throws(ModelGenError) -> String {
        guard RegularFile.kind(of: path) == .regular, let data = RegularFile.contents(atPath: path) else {
            throw ModelGenError(.generation, "cannot read the included template \(path)", at: tag)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ModelGenError(.generation, "the included template \(path) is not UTF-8", at: tag)
        }
        return text
    }

    private func appendText(_ bytes: [UInt8], _ range: Range<Int>, _ positions: TextPositions, to commands: inout [SwiftTemplateCommand]) {
        guard !range.isEmpty else { return }
        commands.append(.text(Self.string(bytes[range]), at: positions.location(ofByte: range.lowerBound)))
    }

    private static func occurrences(of delimiter: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> [Int] {
        var found: [Int] = []
        var index = start
        while index + delimiter.count <= bytes.endIndex {
            if bytes[index] == delimiter[0], bytes[index + 1] == delimiter[1] {
                found.append(index)
                index += delimiter.count
            } else {
                index += 1
            }
        }
        return found
    }

    private static func occurrences(of delimiter: [UInt8], in bytes: [UInt8], from start: Int) -> [Int] {
        occurrences(of: delimiter, in: bytes[...], from: start)
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// The code between `<%` and `%>` and the byte offset where what is left of it starts.
private struct TagCode {
    var text: String
    var start: Int

    mutating func trimPrefix(_ prefix: String) -> Bool {
        guard text.hasPrefix(prefix) else { return false }
        text.removeFirst(prefix.count)
        start += prefix.utf8.count
        return true
    }

    mutating func trimSuffix(_ suffix: String) -> Bool {
        guard text.hasSuffix(suffix) else { return false }
        text.removeLast(suffix.count)
        return true
    }
}
