import Foundation

/// The modification date and size of every file under some paths, to notice changes by polling.
public struct FileSnapshot: Equatable, Sendable {
    /// What identifies one version of a file.
    public struct Stamp: Equatable, Sendable {
        let modified: Double
        let size: UInt64
    }

    /// Stamps by absolute path; a missing path has no entry.
    public private(set) var stamps: [String: Stamp] = [:]

    /// Stamps every file at or under `paths`, skipping hidden files and folders inside folders.
    public static func take(of paths: [String]) -> FileSnapshot {
        var snapshot = FileSnapshot()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                snapshot.record(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                snapshot.record((path as NSString).appendingPathComponent(relative))
            }
        }
        return snapshot
    }

    /// Paths added, removed or modified between `self` and `newer`, sorted.
    public func changes(to newer: FileSnapshot) -> [String] {
        let paths = Set(stamps.keys).union(newer.stamps.keys)
        return paths.filter { stamps[$0] != newer.stamps[$0] }.sorted()
    }

    private mutating func record(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType != .typeDirectory else { return }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        stamps[path] = Stamp(modified: modified, size: size)
    }
}
