import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files only when they are regular files, so a FIFO, socket or device never blocks a run.
public enum RegularFile {
    /// What a path is, following symbolic links.
    public enum Kind: Equatable, Sendable {
        /// Nothing there (or a dangling or looping symbolic link).
        case missing
        /// A regular file.
        case regular
        /// A folder.
        case directory
        /// A FIFO, socket or device.
        case special
    }

    /// What `path` is.
    public static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// The bytes of the regular file at `path`; nil when it is anything else or cannot be read.
    public static func contents(atPath path: String) -> Data? {
        kind(of: path) == .regular ? FileManager.default.contents(atPath: path) : nil
    }

    /// The bytes of the regular file at `path`, or an error of `kind` saying why `what` cannot be read.
    public static func read(_ path: String, what: String, failing kind: ModelGenError.Kind) throws(ModelGenError) -> Data {
        let reason: String
        switch self.kind(of: path) {
        case .regular:
            if let data = FileManager.default.contents(atPath: path) { return data }
            reason = "permission denied"
        case .missing: reason = "no such file (or a broken symbolic link)"
        case .directory: reason = "it is a folder"
        case .special: reason = "it is not a regular file (a FIFO, socket or device)"
        }
        throw ModelGenError(kind, "cannot read the \(what): \(reason)", at: FileLocation(path: path))
    }
}
