/// The composed model of every scanned file.
///
/// The result owns the model: references from members and type names back to types are weak, and
/// the references between types (nesting, inheritance, conformance) are cut when the result goes,
/// so the whole graph is freed with it. Keep the result alive while you read the model.
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

    /// Resolves type names on first use.
    private let resolution: ResolutionContext
    /// Every declaration as scanned, including extensions merged into their types (members'
    /// `definedInType`).
    private let declarations: [SwiftType]

    init(types: [SwiftType], functions: [Method], typealiases: [Typealias], diagnostics: [Diagnostic],
         inlineRegions: [InlineRegion], resolution: ResolutionContext, declarations: [SwiftType]) {
        self.types = types
        self.functions = functions
        self.typealiases = typealiases
        self.diagnostics = diagnostics
        self.inlineRegions = inlineRegions
        self.resolution = resolution
        self.declarations = declarations
    }

    deinit {
        for type in declarations { type.detachFromOtherTypes() }
        for type in types { type.detachFromOtherTypes() }
    }

    /// Types keyed by name.
    public private(set) lazy var typesByName: [String: SwiftType] =
        Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The `modelgen dump` JSON (spec: dump-format.md), byte-for-byte deterministic.
    public func dumpJSON() -> String {
        DumpWriter.json(for: types)
    }
}
