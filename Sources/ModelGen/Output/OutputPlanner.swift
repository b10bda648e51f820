import Foundation

/// Turns rendered templates into the files to write: names, `sourcery:file` blocks, headers.
public enum OutputPlanner {
    /// The files for `rendered` under `layout`, in a stable order (first appearance).
    ///
    /// Blocks and outputs aimed at the same path are joined with a newline, as in Sourcery. A
    /// template's file in an output folder and a `sourcery:file` file hold the header then the text,
    /// with no line between; the single output file holds the header then `"\n" + text` per template.
    public static func plan(_ rendered: [RenderedTemplate], layout: OutputLayout) -> [PlannedOutput] {
        var bodies: [(path: String, origin: PlannedOutput.Origin, parts: [[UInt8]])] = []
        func add(_ body: [UInt8], at path: String, origin: PlannedOutput.Origin) {
            if let index = bodies.firstIndex(where: { $0.path == path }) {
                bodies[index].parts.append(body)
            } else {
                bodies.append((path, origin, [body]))
            }
        }
        var concatenated: [[UInt8]] = []
        for template in rendered {
            let (remainder, blocks) = FileBlockSplitter.split(utf8: template.utf8)
            switch layout {
            case .folder(let folder):
                let path = (folder as NSString).appendingPathComponent(template.name + ".generated.swift")
                add(remainder, at: path, origin: .template(template.templatePath))
            case .file:
                concatenated.append(remainder)
            }
            for block in blocks {
                add(Array(block.body.utf8), at: blockPath(block.name, in: layout.folder), origin: .fileBlock(block.name))
            }
        }
        var outputs: [PlannedOutput] = []
        if case .file(let path) = layout {
            // Sourcery's single file: each template's output after a newline.
            let body = concatenated.allSatisfy { OutputHeader.isBlank($0) } ? [] : joined(concatenated, before: true)
            outputs.append(planned(body, at: path, origin: .allTemplates))
        }
        for entry in bodies {
            outputs.append(planned(joined(entry.parts, before: false), at: entry.path, origin: entry.origin))
        }
        return outputs
    }

    /// `parts` with a line break before each (`before`) or between them, built in one array.
    private static func joined(_ parts: [[UInt8]], before: Bool) -> [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(parts.reduce(parts.count) { $0 + $1.count })
        for (index, part) in parts.enumerated() {
            if before || index > 0 { joined.append(0x0A) }
            joined += part
        }
        return joined
    }

    private static func planned(_ body: [UInt8], at path: String, origin: PlannedOutput.Origin) -> PlannedOutput {
        PlannedOutput(path: path, utf8: OutputHeader.contents(body, forFileAt: path),
                      isEmpty: OutputHeader.isBlank(body), origin: origin)
    }

    /// `<folder>/NAME.generated.swift`, or `<folder>/NAME` when NAME has an extension, with `..`
    /// climbing from the folder and an absolute NAME taken as is: Sourcery's `outputPath + NAME`
    /// (PathKit), so `../../X` from `out/a/b` is `out/X.generated.swift`. Replacing an existing Swift
    /// file that was not generated is still refused when writing (`OutputWriter`).
    private static func blockPath(_ name: String, in folder: String) -> String {
        let fileName = (name as NSString).pathExtension.isEmpty ? name + ".generated.swift" : name
        let path = fileName.hasPrefix("/") ? fileName : (folder as NSString).appendingPathComponent(fileName)
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
