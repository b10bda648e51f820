import Foundation
import SwiftParser
import SwiftSyntax

/// Produces `modelgen dump` JSON with Apple's swift-syntax parser: the reference the
/// benchmarks compare ModelScanner with.
public enum SyntaxDumper {
    /// The composed dump of every file, in the order given.
    public static func dump(_ files: [SourceFile]) throws -> Dump {
        dump(sources: try files.map { (path: $0.relativePath, utf8: [UInt8](try Data(contentsOf: $0.url))) })
    }

    /// The composed dump of in-memory sources, given as (relative path, UTF-8 bytes) in order;
    /// files are parsed on all cores when `parallel`.
    public static func dump(sources: [(path: String, utf8: [UInt8])], parallel: Bool = false) -> Dump {
        var perFile = [FileDeclarations](repeating: FileDeclarations(), count: sources.count)
        if parallel {
            perFile.withUnsafeMutableBufferPointer { slots in
                // Each iteration writes only its own slot.
                nonisolated(unsafe) let base = slots
                DispatchQueue.concurrentPerform(iterations: sources.count) { index in
                    base[index] = extract(sources[index].utf8, file: sources[index].path)
                }
            }
        } else {
            for (index, source) in sources.enumerated() { perFile[index] = extract(source.utf8, file: source.path) }
        }
        return Dump(types: ModelComposer.compose(perFile))
    }

    /// The type declarations and typealiases of one file, in source order, before merging.
    static func extract(_ utf8: [UInt8], file: String) -> FileDeclarations {
        let tree = utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return DeclarationWalker(file: file, tree: tree, utf8: utf8).result
    }
}
