import Foundation

/// A fetched snapshot of a public repository (a git directory), read through `git`. Nothing read from
/// one is ever committed: tests that need one look for it beside the checkout and skip without it.
struct SnapshotRepository {
    let gitDirectory: String

    /// `OWNER/NAME`'s snapshot: `environmentKey`'s value if set, else the search tool's
    /// `.mirror/OWNER+NAME/repo` beside the checkout; nil when there is none.
    static func find(_ repository: String, environmentKey: String? = nil) -> SnapshotRepository? {
        if let key = environmentKey, let path = ProcessInfo.processInfo.environment[key] {
            return SnapshotRepository(gitDirectory: path).exists ? SnapshotRepository(gitDirectory: path) : nil
        }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = checkout.deletingLastPathComponent()
            .appendingPathComponent(".mirror/\(repository.replacingOccurrences(of: "/", with: "+"))/repo").path
        return [folder + "/.git", folder].map(SnapshotRepository.init).first { $0.exists }
    }

    /// The default place `find` looks, for messages.
    static func expectedPlace(of repository: String) -> String {
        "../.mirror/\(repository.replacingOccurrences(of: "/", with: "+"))/repo"
    }

    private var exists: Bool { (try? git(["rev-parse", "--git-dir"])) != nil }

    /// Whether `revision` is in the snapshot.
    func has(_ revision: String) -> Bool {
        (try? git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])) != nil
    }

    /// The text of `path` at `revision`.
    func show(_ path: String, at revision: String) throws -> String {
        String(decoding: try git(["show", "\(revision):\(path)"]), as: UTF8.self)
    }

    /// Recreates the file or folder `path` at `revision` under `folder` (`folder/path`), blob by blob
    /// (snapshots may lack unrelated large files, which `git archive` would need). Returns the file count.
    @discardableResult
    func extract(_ path: String, at revision: String, into folder: String) throws -> Int {
        let listing = try git(["ls-tree", "-r", "-z", revision, "--", path])
        var count = 0
        for entry in listing.split(separator: 0) {
            let line = String(decoding: entry, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob" else { continue }
            let target = (folder as NSString).appendingPathComponent(String(line[line.index(after: tab)...]))
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try git(["cat-file", "blob", String(fields[2])]).write(to: URL(fileURLWithPath: target))
            count += 1
        }
        return count
    }

    @discardableResult
    private func git(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--git-dir=\(gitDirectory)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "\(gitDirectory): git \(arguments.joined(separator: " "))"])
        }
        return data
    }
}
