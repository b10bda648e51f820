import Foundation

/// Scans Swift sources into a composed `ScanResult`.
public enum SourceScanner {
    /// Scans every `*.swift` file under each folder (or each file) in `sources`, in parallel.
    ///
    /// Hidden files and folders, files under `excluding`, and files whose first line starts with
    /// `// Generated using` are skipped. Throws an error `Diagnostic` at a path that cannot be read.
    public static func scan(_ sources: [URL], excluding: [URL] = []) throws(Diagnostic) -> ScanResult {
        let parsed = FileParsing.parseConcurrently(try SourceFiles.collect(sources, excluding: excluding))
        if let error = parsed.lazy.compactMap(\.readError).first { throw error }
        return Composer.compose(parsed)
    }

    /// Scans one in-memory source file; `path` is used for `file` and diagnostics.
    public static func scan(source: String, path: String = "Source.swift") -> ScanResult {
        scan(files: [(path: path, source: source)])
    }

    /// Scans several in-memory files together, as if they were one sources folder, in order.
    public static func scan(files: [(path: String, source: String)]) -> ScanResult {
        scan(loaded: files.map { SourceFile(path: $0.path, relativePath: $0.path, text: $0.source) })
    }

    /// Scans arbitrary bytes (invalid UTF-8, NUL bytes, anything) as one file.
    public static func scan(bytes: [UInt8], path: String = "Source.swift") -> ScanResult {
        scan(loaded: [SourceFile(path: path, relativePath: path, bytes: bytes)])
    }

    private static func scan(loaded files: [SourceFile]) -> ScanResult {
        Composer.compose(FileParsing.parseConcurrently(files))
    }
}
