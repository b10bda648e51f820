import Foundation

/// The files Swift templates read besides themselves (included templates, `includeFile` Swift files),
/// so that `watch` regenerates when one of them changes, wherever it lives.
public enum SwiftTemplateIncludes {
    /// The included files of every `.swifttemplate` among `templatePaths` (files, or folders searched as
    /// the run searches them); a path that could not be read is listed too, so creating it counts.
    public static func files(of templatePaths: [String]) -> [String] {
        var templates: [String] = []
        for path in templatePaths {
            switch RegularFile.kind(of: path) {
            case .directory: templates += (try? TemplateCollector.templateFiles(under: path)) ?? []
            case .regular: templates.append(path)
            case .missing, .special: continue
            }
        }
        return templates.filter { $0.hasSuffix(".swifttemplate") }.flatMap(files(ofTemplateAt:))
    }

    private static func files(ofTemplateAt path: String) -> [String] {
        guard let data = RegularFile.contents(atPath: path) else { return [] }
        let read = ReadPaths()
        let parser = SwiftTemplateParser { included, tag throws(ModelGenError) in
            read.paths.append(included)
            return try SwiftTemplateParser.readFromDisk(included, includedAt: tag)
        }
        let commands = (try? parser.commands(path: path, text: String(decoding: data, as: UTF8.self))) ?? []
        return read.paths + commands.compactMap { command in
            if case .includeFile(let file) = command { return file }
            return nil
        }
    }
}

/// The paths the parser asked for, in order.
private final class ReadPaths {
    var paths: [String] = []
}
