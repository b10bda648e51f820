/// The composed model of every scanned file.
public final class ScanResult {
    /// Types (extensions merged in), sorted by name.
    public let types: [SwiftType]
    /// Global functions, sorted by name.
    public let functions: [Method]
    /// Every typealias (global and nested), sorted by name.
    public let typealiases: [Typealias]
    /// Warnings for input the scanner had to skip, in file order.
    public let diagnostics: [Diagnostic]

    init(types: [SwiftType], functions: [Method], typealiases: [Typealias], diagnostics: [Diagnostic]) {
        self.types = types
        self.functions = functions
        self.typealiases = typealiases
        self.diagnostics = diagnostics
    }

    /// Types keyed by name.
    public private(set) lazy var typesByName: [String: SwiftType] =
        Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The `modelgen dump` JSON (spec: dump-format.md), byte-for-byte deterministic.
    public func dumpJSON() -> String {
        DumpWriter.json(for: types)
    }
}
