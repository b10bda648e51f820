import Foundation

/// The `*.swift` files under the configured sources, found the way the scanner finds them: hidden
/// names and excluded paths skipped, symbolic links followed once per real folder.
enum SwiftSourceFiles {
    /// Every such file under `sources` (files are taken as given), each folder's files sorted by
    /// relative path; paths are absolute and standardized like the scanner's.
    static func paths(in sources: [String], excluding: [String]) -> [String] {
        let excluded = Set(excluding.map(standardized))
        var paths: [String] = []
        for source in sources.map(standardized) {
            switch RegularFile.kind(of: source) {
            case .regular: paths.append(source)
            case .directory: paths += files(under: source, excluded: excluded)
            case .missing, .special: continue
            }
        }
        return paths
    }

    private static func files(under root: String, excluded: Set<String>) -> [String] {
        var found: [String] = []
        var visited: Set<String> = []
        var pending = [""]
        while let folder = pending.popLast() {
            let path = folder.isEmpty ? root : root + "/" + folder
            guard visited.insert(canonical(path)).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                guard !excluded.contains(standardized(root + "/" + relative)) else { continue }
                switch RegularFile.kind(of: root + "/" + relative) {
                case .directory: pending.append(relative)
                case .regular where name.hasSuffix(".swift"): found.append(relative)
                default: continue
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { root + "/" + $0 }
    }

    /// The real path (`realpath`), so a folder reached through links is walked once.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
