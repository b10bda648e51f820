import Foundation

/// The composed model of every scanned file.
///
/// The result owns the model: its table owns every type record, and records refer to each other
/// by `TypeID` only, so the model has no reference cycles and goes with the result. Keep the
/// result alive while you read the model: a member or type held past it reads `definedInType`,
/// `parent`, `supertype`, the relationship dictionaries and every resolved `type` as nil or empty.
public final class ScanResult {
    /// Types (extensions merged in), sorted by name.
    public let types: [SwiftType]
    /// Global functions, sorted by name.
    public let functions: [Method]
    /// Every typealias (global and nested), sorted by name.
    public let typealiases: [Typealias]
    /// Warnings for input the scanner had to skip, in file order.
    public let diagnostics: [Diagnostic]
    /// The `// sourcery:inline:KEY` regions of the sources, in file order (their bodies are not scanned).
    public let inlineRegions: [InlineRegion]

    /// Every type record (declarations, merged extensions, compositions, stand-ins) by `TypeID`;
    /// resolves type names on first use.
    private let table: ModelTable
    /// Held while `prepareForConcurrentReads` runs, so that callers on several threads prepare once.
    private let preparation = NSLock()
    /// Whether `prepareForConcurrentReads` has run (read and written under `preparation`).
    private var isPrepared = false

    init(types: [SwiftType], functions: [Method], typealiases: [Typealias], diagnostics: [Diagnostic],
         inlineRegions: [InlineRegion], table: ModelTable) {
        self.types = types
        self.functions = functions
        self.typealiases = typealiases
        self.diagnostics = diagnostics
        self.inlineRegions = inlineRegions
        self.table = table
    }

    /// Types keyed by name (the first of a name); built on first use.
    public private(set) lazy var typesByName: [String: SwiftType] =
        Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Computes every value the model otherwise works out on first use (type-name resolution,
    /// shapes and spellings, `typesByName`; member records have none), so that afterwards
    /// several threads may read the model at once: no read writes memory, except `allVariables`,
    /// `allMethods` and `allSubscripts`, which are computed on first use under a lock. Call it
    /// before sharing the result; a plain scan leaves these values to first use, as most are never
    /// read (computing all of them costs more than the scan). Safe to call more than once and from
    /// several threads; the values are those first use gives.
    @discardableResult
    public func prepareForConcurrentReads() -> ConcurrentlyReadableScan {
        preparation.lock()
        defer { preparation.unlock() }
        if !isPrepared {
            _ = typesByName
            ModelPreparation.prepare(self, table: table)
            isPrepared = true
        }
        return ConcurrentlyReadableScan(result: self)
    }

    /// The `modelgen dump` JSON (spec: dump-format.md), byte-for-byte deterministic.
    public func dumpJSON() -> String {
        DumpWriter.json(for: types)
    }
}

/// A `ScanResult` prepared for concurrent reads (`ScanResult.prepareForConcurrentReads()`): the
/// handle to give threads that read the model at once.
public struct ConcurrentlyReadableScan: @unchecked Sendable {
    // Unchecked: the type records and type names are classes whose fields only this module sets
    // (composition; member records never change once made), and once prepared a public read
    // writes memory only under a lock (the member lists);
    // `ConcurrentReadTests` reads the whole model from several threads and compares it with a
    // sequential read, with no ThreadSanitizer report.
    public let result: ScanResult
}
