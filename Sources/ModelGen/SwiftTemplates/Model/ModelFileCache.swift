import Foundation
import ModelScanner

/// The model file last written, kept for the next template of the same run: every template of a
/// run reads the same scan with the same arguments, so the model is encoded once per run.
final class ModelFileCache: @unchecked Sendable {
    /// Guards the three fields below (templates may render on several threads).
    private let lock = NSLock()
    /// Weak, so a later scan that reuses the address is not mistaken for this one.
    private weak var scan: ScanResult?
    private var arguments: Annotations = [:]
    private var file = Data()

    /// The model file for `scan` with `arguments`, encoded by `encode` unless it was the last one asked for.
    func file(for scan: ScanResult, arguments: Annotations, encode: (ScanResult, Annotations) -> Data) -> Data {
        lock.lock()
        defer { lock.unlock() }
        if self.scan === scan, self.arguments == arguments { return file }
        file = encode(scan, arguments)
        self.scan = scan
        self.arguments = arguments
        return file
    }
}
