import Foundation
import ModelScanner

/// What template programs are compiled against and read: the runtime's Swift sources (compiled as the
/// module `SourceryRuntime`) and the encoder of the model file the program reads.
public struct ProgramRuntime: Sendable {
    /// The runtime's Swift files.
    public let files: [(name: String, text: String)]
    /// Writes the model of a scan, with the run's `argument` values, in the form the runtime reads.
    public let encodeModel: @Sendable (_ scan: ScanResult, _ arguments: Annotations) -> Data

    public init(files: [(name: String, text: String)], encodeModel: @escaping @Sendable (ScanResult, Annotations) -> Data) {
        self.files = files
        self.encodeModel = encodeModel
    }
}
