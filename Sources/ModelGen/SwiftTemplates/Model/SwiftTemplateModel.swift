import Foundation
import ModelScanner

/// The model a Swift template program reads: the context Stencil templates render with, as a file.
public enum SwiftTemplateModel {
    /// The model file's bytes for `scan`, with `arguments` (from `--args` or `args:`) as `argument`.
    public static func encode(scan: ScanResult, arguments: [String: Any] = [:]) -> Data {
        Data(ModelFileEncoder.encode(SourceryContext.make(scan: scan, arguments: arguments)))
    }
}
