import Foundation
import SwiftParser
import SwiftSyntax

/// Produces `modelgen dump` JSON with Apple's swift-syntax parser: the reference the
/// benchmarks compare ModelScanner with.
public enum SyntaxDumper {
    /// The composed dump of every file, in the order given.
    public static func dump(_ files: [SourceFile]) throws -> Dump {
        var declarations: [DumpType] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file.url))
            declarations += extract(bytes, file: file.relativePath)
        }
        return Dump(types: ModelComposer.compose(declarations))
    }

    /// The composed dump of in-memory sources, given as (relative path, UTF-8 bytes) in order.
    public static func dump(sources: [(path: String, utf8: [UInt8])]) -> Dump {
        Dump(types: ModelComposer.compose(sources.flatMap { extract($0.utf8, file: $0.path) }))
    }

    /// The type declarations of one file, in source order, before merging.
    static func extract(_ utf8: [UInt8], file: String) -> [DumpType] {
        let tree = utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return DeclarationWalker(file: file, tree: tree, utf8: utf8).declarations
    }
}
