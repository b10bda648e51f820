import Foundation

/// One Swift file to scan, named relative to the `--sources` directory it came from.
public struct SourceFile: Sendable {
    /// Where the file is.
    public var url: URL
    /// The path relative to its `--sources` directory, as the dump's `file` prints it.
    public var relativePath: String
}

/// Lists the files a dump reads (rules: spec/dump-format.md, "Files").
public enum SourceFileList {
    /// Every regular, non-hidden `*.swift` file under each directory, sorted by relative path
    /// within a directory, skipping generated files (first line starts with `// Generated using`).
    public static func files(in directories: [URL]) -> [SourceFile] {
        directories.flatMap { directory in
            swiftFiles(under: directory).filter { !isGenerated($0.url) }
        }
    }

    private static func swiftFiles(under directory: URL) -> [SourceFile] {
        let root = directory.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(
            at: directory.standardizedFileURL, includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : url.lastPathComponent
            files.append(SourceFile(url: url, relativePath: relative))
        }
        return files.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    private static func isGenerated(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let prefix = (try? handle.read(upToCount: 32)) ?? Data()
        return prefix.starts(with: Array("// Generated using".utf8))
    }
}
