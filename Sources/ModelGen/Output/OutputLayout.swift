import Foundation

/// Whether `--output` names a folder (one file per template) or a file (all templates concatenated).
public enum OutputLayout: Equatable, Sendable {
    /// One `<Template>.generated.swift` per template inside this folder.
    case folder(String)
    /// All templates' output concatenated into this file.
    case file(String)

    /// Sourcery's rule: an existing folder, or a path that does not exist and has no extension
    /// or ends with `/`, is a folder; anything else is a file. An existing file without an
    /// extension is refused rather than overwritten (it is almost always a mistyped folder).
    public init(outputPath: String) throws(ModelGenError) {
        let standardized = URL(fileURLWithPath: outputPath).standardizedFileURL.path
        let hasExtension = !(outputPath as NSString).pathExtension.isEmpty && !outputPath.hasSuffix("/")
        switch RegularFile.kind(of: outputPath) {
        case .directory:
            self = .folder(standardized)
        case .missing:
            self = hasExtension ? .file(standardized) : .folder(standardized)
        case .regular where hasExtension:
            self = .file(standardized)
        case .regular, .special:
            throw ModelGenError(.unreadablePath, "the output exists and is not a folder; pass a folder, or a file such as Generated.swift",
                                at: FileLocation(path: standardized))
        }
    }

    /// The folder `// sourcery:file:` blocks are written relative to.
    public var folder: String {
        switch self {
        case .folder(let path): return path
        case .file(let path): return (path as NSString).deletingLastPathComponent
        }
    }
}
