import StencilLite

/// The template environment Sourcery templates expect: Stencil's built-ins, StencilSwiftKit's
/// and Sourcery's tags and filters, and StencilSwiftKit's blank-line clean-up.
public enum SourceryEnvironment {
    /// An environment whose `include`, `extends` and `import` look in `templateDirectories`, in order;
    /// when `strict`, printing an undefined variable is a located error.
    public static func make(templateDirectories: [String], strict: Bool = false) -> Environment {
        Environment(
            loader: FileSystemLoader(paths: templateDirectories),
            extensions: [.stencilSwiftKit, sourceryExtension],
            trimBehaviour: .nothing,
            strict: strict,
            cleansBlankLines: true
        )
    }

    /// Sourcery's filters and tags plus ModelGen's `error`/`warning` tags.
    static let sourceryExtension: Extension = {
        var sourcery = Extension()
        ModelFilters.register(into: &sourcery)
        CollectionFilters.register(into: &sourcery)
        StringFilters.register(into: &sourcery)
        SourceryTags.register(into: &sourcery)
        DiagnosticTag.register(into: &sourcery)
        return sourcery
    }()
}
