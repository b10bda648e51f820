/// The composed model of every scanned file.
///
/// The result owns the model. The references from members, nested types and typealiases back to
/// their types, and those between types (nesting, inheritance, conformance), are cut when the
/// result goes, so the whole graph is freed with it: keep the result alive while you read the
/// model. A member or type held past the result reads `definedInType`, `parent`, `supertype`,
/// the relationship dictionaries and every resolved `type` as nil or empty.
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
    /// The protocol-composition types and associated-type stand-ins (the types that are not declarations).
    private let compositions: [SwiftType]

    init(types: [SwiftType], functions: [Method], typealiases: [Typealias], diagnostics: [Diagnostic],
         inlineRegions: [InlineRegion], resolution: ResolutionContext, declarations: [SwiftType],
         compositions: [SwiftType]) {
        self.types = types
        self.functions = functions
        self.typealiases = typealiases
        self.diagnostics = diagnostics
        self.inlineRegions = inlineRegions
        self.resolution = resolution
        self.declarations = declarations
        self.compositions = compositions
    }

    deinit {
        resolution.close()
        for type in declarations { type.detachFromOtherTypes() }
        for type in compositions { type.detachFromOtherTypes() }
        // Merged extensions' members are in their types' lists too: each member is reached once.
        for type in types { type.detachMembers() }
        for alias in typealiases { alias.parent = nil }
    }

    /// Types keyed by name.
    public private(set) lazy var typesByName: [String: SwiftType] =
        Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The `modelgen dump` JSON (spec: dump-format.md), byte-for-byte deterministic.
    public func dumpJSON() -> String {
        DumpWriter.json(for: types)
    }
}

extension ParsedFile {
    /// Cuts the cycles of a parse whose output is dropped (no `ScanResult` will own it).
    func discardModel() {
        for type in types {
            type.detachFromOtherTypes()
            type.detachMembers()
        }
        for alias in typealiases { alias.parent = nil }
    }
}
