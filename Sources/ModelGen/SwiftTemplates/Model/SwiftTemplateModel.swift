import Foundation
import ModelScanner

/// The model a Swift template program reads: the context Stencil templates render with, as a file.
public enum SwiftTemplateModel {
    /// The model file's bytes for `scan`, with `arguments` (from `--args` or `args:`) as `argument`,
    /// holding only the members named in `members` (nil: every member).
    public static func encode(scan: ScanResult, arguments: [String: Any] = [:], members: Set<String>? = nil) -> Data {
        Data(ModelFileEncoder.encode(SourceryContext.make(scan: scan, arguments: arguments), members: members))
    }
}
