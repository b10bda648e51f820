/// The `--dry` report: Sourcery's JSON shape, `{"outputs":[{"type":{"id","subType"},"outputPath","value"}]}`.
public enum DryRunOutput {
    /// The JSON for the outputs of `report` (those `--prune` would delete are left out), plus a newline.
    public static func json(_ report: GenerationReport) -> String {
        let entries = report.changes.compactMap { change -> String? in
            switch change {
            case .write(let output), .unchanged(let output): return entry(output)
            case .remove: return nil
            }
        }
        return "{\"outputs\":[" + entries.joined(separator: ",") + "]}\n"
    }

    private static func entry(_ output: PlannedOutput) -> String {
        let (id, subType): (String, String)
        switch output.origin {
        case .template(let path): (id, subType) = (path, "template")
        case .allTemplates: (id, subType) = ("", "allTemplates")
        case .fileBlock(let name): (id, subType) = (name, "path")
        case .inlineRegions: (id, subType) = (output.path, "inlineRegions")
        }
        return "{\"type\":{\"id\":\(quoted(id)),\"subType\":\(quoted(subType))},\"outputPath\":\(quoted(output.path)),\"value\":\(quoted(output.contents))}"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
