import Foundation

/// Whether `--output` names a folder (one file per template) or a file (all templates concatenated).
public enum OutputLayout: Equatable, Sendable {
    /// One `<Template>.generated.swift` per template inside this folder.
    case folder(String)
    /// All templates' output concatenated into this file.
    case file(String)

    /// Sourcery's rule: an existing folder, or a path that does not exist and has no extension
    /// or ends with `/`, is a folder; anything else is a file.
    public init(outputPath: String) {
        var isDirectory: ObjCBool = false
        let standardized = URL(fileURLWithPath: outputPath).standardizedFileURL.path
        if FileManager.default.fileExists(atPath: outputPath, isDirectory: &isDirectory) {
            self = isDirectory.boolValue ? .folder(standardized) : .file(standardized)
        } else if outputPath.hasSuffix("/") || (outputPath as NSString).pathExtension.isEmpty {
            self = .folder(standardized)
        } else {
            self = .file(standardized)
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
