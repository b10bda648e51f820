import Foundation

/// What one file contributed: its declarations in source order, and its warnings.
struct ParsedFile {
    var types: [SwiftType] = []
    /// Each type's parent and nested types, by file-local `TypeID`.
    var nesting: [TypeNesting] = []
    /// How the file's members reach the table their types go to.
    var link = TableLink()
    var functions: [Method] = []
    var typealiases: [Typealias] = []
    var imports: [String] = []
    var diagnostics: [Diagnostic] = []
    /// Set when the file could not be read (nothing else is).
    var readError: Diagnostic?
    /// A comment holds `sourcery:inline:` (the file may have inline regions to blank).
    var hasInlineMarkers = false
    /// The file's `// sourcery:inline:` regions, whose bodies were read as blank.
    var inlineRegions: [InlineRegion] = []
}

/// Parses files on all cores into per-index slots (the result never depends on timing).
enum FileParsing {
    static func parseConcurrently(_ files: [SourceFile]) -> [ParsedFile] {
        if files.count == 1 { return [parse(files[0])] }
        var results = [ParsedFile](repeating: ParsedFile(), count: files.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot, so sharing the buffer is race-free. Unsafe
            // because the records are classes (not `Sendable`): the safe alternative is parsing on
            // one thread (`files.map(parse)`). Measured (release `modelgen generate`, a one-line
            // template, swift-nio's Sources, 8 alternating runs, 2 cores under load 5–6): 0.152 s
            // best on one thread, 0.158 s concurrently, so no gain on that machine. Parsing is 74%
            // of a scan's instructions (160 M of 216 M, callgrind), which this divides among idle cores.
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
                let parsed = parser.parse()
                guard parsed.hasInlineMarkers else { return parsed }
                return parseBlankingInlineRegions(file, bytes)
            }
            guard let parsed else { return ParsedFile() }
            for type in parsed.types { type.imports = parsed.imports }
            return parsed
        } catch {
            return ParsedFile(readError: error)
        }
    }

    /// Parses the file again with the bodies of its inline regions blanked, as Sourcery does: the
    /// generated code there is output, not input (line breaks stay, so lines and columns hold).
    private static func parseBlankingInlineRegions(_ file: SourceFile, _ bytes: UnsafeBufferPointer<UInt8>) -> ParsedFile {
        var blanked = Array(bytes)
        let regions = InlineBlockFinder.blocks(in: blanked, outsideFileBlocks: false)
        for region in regions {
            for index in region.body where blanked[index] != .newline { blanked[index] = .space }
        }
        var parsed = blanked.withUnsafeBufferPointer { blankedBytes in
            var parser = Parser(file: file, bytes: blankedBytes)
            return parser.parse()
        }
        parsed.inlineRegions = regions.map { InlineRegion(path: file.path, block: $0) }
        return parsed
    }
}
