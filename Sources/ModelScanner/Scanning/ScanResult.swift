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

    init(types: [SwiftType], functions: [Method], typealiases: [Typealias], diagnostics: [Diagnostic],
         inlineRegions: [InlineRegion], table: ModelTable) {
        self.types = types
        self.functions = functions
        self.typealiases = typealiases
        self.diagnostics = diagnostics
        self.inlineRegions = inlineRegions
        self.table = table
    }

    /// Types keyed by name.
    public private(set) lazy var typesByName: [String: SwiftType] =
        Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The `modelgen dump` JSON (spec: dump-format.md), byte-for-byte deterministic.
    public func dumpJSON() -> String {
        DumpWriter.json(for: types)
    }
}
