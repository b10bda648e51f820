import Foundation
import ModelScanner

/// The model file last written, kept for the next template of the same run: the templates of a
/// run read the same scan with the same arguments, so a model holding the same members is encoded
/// once per run.
final class ModelFileCache: @unchecked Sendable {
    /// Guards the fields below (templates may render on several threads).
    private let lock = NSLock()
    /// Weak, so a later scan that reuses the address is not mistaken for this one.
    private weak var scan: ScanResult?
    private var arguments: Annotations = [:]
    private var members: Set<String>?
    private var file = Data()

    /// The model file for `scan` with `arguments` and `members`, encoded by `encode` unless it was
    /// the last one asked for.
    func file(for scan: ScanResult, arguments: Annotations, members: Set<String>?, encode: () -> Data) -> Data {
        lock.lock()
        defer { lock.unlock() }
        if self.scan === scan, self.arguments == arguments, self.members == members { return file }
        file = encode()
        self.scan = scan
        self.arguments = arguments
        self.members = members
        return file
    }
}
