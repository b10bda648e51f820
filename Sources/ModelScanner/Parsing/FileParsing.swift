import Foundation

/// What one file contributed: its declarations in source order, and its warnings.
struct ParsedFile {
    var types: [SwiftType] = []
    var functions: [Method] = []
    var typealiases: [Typealias] = []
    var imports: [String] = []
    var diagnostics: [Diagnostic] = []
    /// Set when the file could not be read (nothing else is).
    var readError: ScanError?
}

/// Parses files on all cores into per-index slots (the result never depends on timing).
enum FileParsing {
    static func parseConcurrently(_ files: [SourceFile]) -> [ParsedFile] {
        if files.count == 1 { return [parse(files[0])] }
        var results = [ParsedFile](repeating: ParsedFile(), count: files.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot, so sharing the buffer is race-free.
            nonisolated(unsafe) let base = slots
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                base[index] = parse(files[index])
            }
        }
        return results
    }

    /// Reads (if needed) and parses one file.
    static func parse(_ file: SourceFile) -> ParsedFile {
        do {
            let parsed = try file.withBytes { bytes in
                var parser = Parser(file: file, bytes: bytes)
                return parser.parse()
            }
            guard let parsed else { return ParsedFile() }
            for type in parsed.types { type.imports = parsed.imports }
            return parsed
        } catch {
            return ParsedFile(readError: error)
        }
    }
}
