#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads and atomically replaces a whole file: the new bytes go to a temporary file that is
/// flushed to disk and renamed over the old one, then the directory is flushed, so after a crash
/// at any moment the file holds either the old or the new bytes, never a mix.
struct AtomicFile {
    /// The file's path.
    let path: String

    private var temporaryPath: String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp").path
    }

    private var directoryPath: String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The file's bytes, or `nil` when it does not exist.
    func contents() throws -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw failure("cannot open the database file")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read the database file")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces the file's contents with `bytes`, durably.
    func replaceContents(with bytes: [UInt8]) throws {
        let temporary = temporaryPath
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure("cannot write \(temporary)")
                close(descriptor)
                throw error
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("cannot flush \(temporary) to disk")
            close(descriptor)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw failure("cannot rename \(temporary) over the database file") }
        try syncDirectory()
    }

    private func syncDirectory() throws {
        let descriptor = open(directoryPath, O_RDONLY)
        guard descriptor >= 0 else { throw failure("cannot open the database directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw failure("cannot flush the database directory") }
    }

    private func failure(_ message: String) -> ManagerError {
        .io(path: path, reason: "\(message): \(String(cString: strerror(errno))) (errno \(errno))")
    }
}
