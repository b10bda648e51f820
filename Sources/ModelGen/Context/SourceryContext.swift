import ModelScanner

/// Builds the dictionary a Sourcery template renders with: `types`, `type`, `functions`, `argument`.
public enum SourceryContext {
    /// The context for `scan`, with `arguments` (from `--args` or `args:`) as `argument.*`.
    ///
    /// `arguments` may hold `AnnotationValue`s (parsed `--args`, so `Annotations` can be passed as is)
    /// or plain values; both are converted the way templates read them (whole numbers print without `.0`).
    public static func make(scan: ScanResult, arguments: [String: Any] = [:]) -> [String: Any] {
        [
            "types": TemplateTypes(scan),
            "type": scan.typesByName as [String: Any],
            "functions": scan.functions as [Any],
            "argument": arguments.mapValues(TemplateValues.argument),
        ]
    }
}
