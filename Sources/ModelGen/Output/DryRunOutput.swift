import ModelScanner

/// The `--dry` report: Sourcery's JSON shape, `{"outputs":[{"type":{"id","subType"},"outputPath","value"}]}`.
public enum DryRunOutput {
    /// The JSON for the outputs of `report` (those `--prune` would delete are left out), plus a newline.
    public static func json(_ report: GenerationReport) -> String {
        let entries = report.changes.compactMap { change -> JSONValue? in
            switch change {
            case .write(let output), .unchanged(let output): return entry(output)
            case .remove: return nil
            }
        }
        return JSONValue.object([("outputs", .array(entries))]).compact() + "\n"
    }

    private static func entry(_ output: PlannedOutput) -> JSONValue {
        let (id, subType): (String, String)
        switch output.origin {
        case .template(let path): (id, subType) = (path, "template")
        case .allTemplates: (id, subType) = ("", "allTemplates")
        case .fileBlock(let name): (id, subType) = (name, "path")
        case .inlineRegions: (id, subType) = (output.path, "inlineRegions")
        }
        return .object([
            ("type", .object([("id", .string(id)), ("subType", .string(subType))])),
            ("outputPath", .string(output.path)),
            ("value", .string(output.contents)),
        ])
    }
}
