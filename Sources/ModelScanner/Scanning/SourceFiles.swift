import Foundation

/// One file to scan: its bytes and the paths to report.
struct SourceFile {
    /// The path as given or found (used in diagnostics).
    let path: String
    /// The path relative to its sources folder (the dump's `file`).
    let relativePath: String
    /// The raw contents.
    let bytes: [UInt8]
}

/// Finds the `*.swift` files under the sources folders, in the order the dump requires.
enum SourceFiles {
    /// Every non-hidden `*.swift` file under each source (sorted by relative path), minus exclusions.
    static func collect(_ sources: [URL], excluding: [URL]) throws -> [SourceFile] {
        let excluded = Set(excluding.map { $0.standardizedFileURL.path })
        var files: [SourceFile] = []
        for source in sources {
            let root = source.standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                throw ScanError(path: source.path, message: "no such file or directory")
            }
            if !isDirectory.boolValue {
                files.append(try load(root.path, relative: root.lastPathComponent))
                continue
            }
            var found: [String] = []
            var visited: Set<String> = []
            try walk(root.path, relative: "", excluded: excluded, visited: &visited, into: &found)
            for relative in found.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                let file = try load(root.path + "/" + relative, relative: relative)
                if !isGenerated(file.bytes) { files.append(file) }
            }
        }
        return files
    }

    /// Walks a folder iteratively, following symlinks once per real directory (loops end).
    private static func walk(_ root: String, relative: String, excluded: Set<String>,
                             visited: inout Set<String>, into found: inout [String]) throws {
        var pending = [relative]
        while let folder = pending.popLast() {
            let path = folder.isEmpty ? root : root + "/" + folder
            guard visited.insert(canonicalPath(path)).inserted else { continue }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw ScanError(path: path, message: "cannot read directory")
            }
            for name in names where !name.hasPrefix(".") {
                let childRelative = folder.isEmpty ? name : folder + "/" + name
                let childPath = root + "/" + childRelative
                if excluded.contains(URL(fileURLWithPath: childPath).standardizedFileURL.path) { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(childRelative)
                } else if name.hasSuffix(".swift") {
                    found.append(childRelative)
                }
            }
        }
    }

    /// The folder's absolute path with every symlink and `..` resolved (`realpath`), so each real
    /// folder is visited once; `NSString.resolvingSymlinksInPath` leaves relative targets like
    /// `../..` unresolved on Linux, which let two links re-enter the tree forever.
    private static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func load(_ path: String, relative: String) throws -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScanError(path: path, message: "cannot read file")
        }
        return SourceFile(path: path, relativePath: relative, bytes: [UInt8](data))
    }

    /// The first line starts with `// Generated using`.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let marker = Array("// Generated using".utf8)
        return bytes.count >= marker.count && Array(bytes[0..<marker.count]) == marker
    }
}
