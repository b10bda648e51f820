/// Merges per-file declarations into the type model and resolves relationships.
enum Composer {
    static func compose(_ files: [ParsedFile]) -> ScanResult {
        ScanResult(types: [], functions: [], typealiases: [], diagnostics: files.flatMap(\.diagnostics))
    }
}
