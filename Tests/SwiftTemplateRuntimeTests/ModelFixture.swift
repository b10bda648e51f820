import Foundation
import ModelGen
import ModelScanner

/// Model files for the tests, written by ModelGen's encoder from Swift sources.
enum ModelFixture {
    /// The model file for `source`, scanned as one file, holding `members` (nil: every member).
    static func modelFile(for source: String, arguments: [String: Any] = [:], members: Set<String>? = nil) -> Data {
        let scan = SourceScanner.scan(source: source, path: "Models.swift")
        return withExtendedLifetime(scan) { SwiftTemplateModel.encode(scan: scan, arguments: arguments, members: members) }
    }
}
