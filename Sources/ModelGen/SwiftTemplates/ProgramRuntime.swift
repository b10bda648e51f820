import Foundation
import ModelScanner

/// What template programs are compiled against and read: the runtime's Swift sources (compiled as the
/// module `SourceryRuntime`) and the encoder of the model file the program reads.
public struct ProgramRuntime: Sendable {
    /// The runtime's Swift files.
    public let files: [(name: String, text: String)]
    /// The SHA-256 of the files (`digest(of:)`), part of the compiled runtime's cache key.
    public let digest: String
    /// Writes the model of a scan, with the run's `argument` values, in the form the runtime reads:
    /// only the members named in `members`, or every member when it is nil.
    public let encodeModel: @Sendable (_ scan: ScanResult, _ arguments: Annotations, _ members: Set<String>?) -> Data

    /// A runtime of `files`; `digest` is computed from them unless given.
    public init(files: [(name: String, text: String)], digest: String? = nil,
                encodeModel: @escaping @Sendable (ScanResult, Annotations, Set<String>?) -> Data) {
        self.files = files
        self.digest = digest ?? Self.digest(of: files)
        self.encodeModel = encodeModel
    }

    /// The SHA-256 of each file's name and text, as `scripts/embed-runtime` computes it for the
    /// embedded runtime (hashing its 100 KB took 8 M instructions of every run).
    static func digest(of files: [(name: String, text: String)]) -> String {
        SHA256.hex(files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n").utf8)
    }
}
