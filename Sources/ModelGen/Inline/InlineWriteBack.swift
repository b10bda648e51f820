import Foundation
import ModelScanner
import StencilLite

/// Sourcery's `// sourcery:inline:KEY` write-back: each such block of rendered output replaces the
/// body of the source region with the same KEY and leaves the output; `inline:auto:Type.Key` (and
/// `after-auto:`) insert a new region into (after) Type's body when no region exists.
///
/// Nothing is written here: the rewritten sources come back as planned outputs, so they are
/// written with the outputs, atomically and all-or-nothing.
struct InlineWriteBack {
    /// The outcome of one write-back.
    struct Result {
        /// The rendered templates without the blocks that went into sources.
        var rendered: [RenderedTemplate]
        /// Source files whose bytes change, with their new contents.
        var sources: [PlannedOutput] = []
        /// Blocks that found no region, and keys found in more than one region.
        var warnings: [Diagnostic] = []
    }

    private struct Request {
        let key: String
        let body: [UInt8]
        let templatePath: String
    }

    private struct Edit {
        let range: Range<Int>
        let replacement: [UInt8]
        let order: Int
    }

    private var sources = SourceTexts()
    private var edits: [String: [Edit]] = [:]
    private var warnings: [Diagnostic] = []

    /// Writes back the blocks of `rendered` into the inline regions the scan of `model` found, and
    /// places `inline:auto` regions in the bodies of its types.
    static func apply(_ rendered: [RenderedTemplate], model: ScanResult) throws(ModelGenError) -> Result {
        var texts: [[UInt8]] = []
        var blocks: [[InlineBlock]] = []
        for template in rendered {
            let bytes = UTF8Search.contains(template.utf8, "sourcery:inline:") ? template.utf8 : []
            texts.append(bytes)
            blocks.append(bytes.isEmpty ? [] : InlineBlockFinder.blocks(in: bytes, outsideFileBlocks: true))
        }
        guard blocks.contains(where: { !$0.isEmpty }) else { return Result(rendered: rendered) }

        var requests: [Request] = []
        var positions: [String: Int] = [:]
        for (template, found) in zip(rendered, zip(texts, blocks)) {
            for block in found.1 {
                let request = Request(key: block.key, body: Array(found.0[block.body]), templatePath: template.templatePath)
                if let position = positions[block.key] { requests[position] = request } else {
                    positions[block.key] = requests.count
                    requests.append(request)
                }
            }
        }
        var writeBack = InlineWriteBack()
        let regions = Dictionary(grouping: model.inlineRegions, by: \.block.key)
        var written: Set<String> = []
        for (order, request) in requests.enumerated() {
            if writeBack.place(request, regions: regions[request.key] ?? [], model: model, order: order) { written.insert(request.key) }
        }
        var result = Result(rendered: rendered)
        for index in rendered.indices where !blocks[index].isEmpty {
            var text = texts[index]
            for block in blocks[index].reversed() where written.contains(block.key) { text.removeSubrange(block.removal) }
            let template = rendered[index]
            result.rendered[index] = RenderedTemplate(templatePath: template.templatePath, name: template.name, utf8: text)
        }
        result.sources = try writeBack.rewrittenSources()
        result.warnings = writeBack.warnings
        return result
    }

    /// Plans the edit for `request`; false (with a warning) when the block stays in the output.
    private mutating func place(_ request: Request, regions: [InlineRegion], model: ScanResult, order: Int) -> Bool {
        if let first = regions.first {
            let (path, region) = (first.path, first.block)
            for other in regions.dropFirst() {
                warnings.append(Diagnostic(.warning, "inline region '\(request.key)' is also in \(path):\(region.line); only that one is filled",
                                                at: FileLocation(path: other.path, line: other.block.line)))
            }
            let body = InlineBlockFinder.indenting(request.body, by: region.indentation)
            edits[path, default: []].append(Edit(range: region.body, replacement: body, order: order))
            return true
        }
        let templateLocation = FileLocation(path: request.templatePath)
        guard let auto = AutoInlineKey(request.key) else {
            warnings.append(Diagnostic(.warning, "no '// sourcery:inline:\(request.key)' region in the sources; the block stays in the output",
                                            at: templateLocation))
            return false
        }
        guard let type = model.typesByName[auto.typeName] else {
            warnings.append(Diagnostic(.warning, "'// sourcery:inline:\(request.key)' names no type '\(auto.typeName)' in the sources; "
                                            + "the block stays in the output", at: templateLocation))
            return false
        }
        guard let bytes = sources.bytes(of: type.path), let body = type.bodyRange, body.upperBound <= bytes.count else {
            warnings.append(Diagnostic(.warning, "cannot find the body of '\(type.name)' to insert '// sourcery:inline:\(request.key)'; "
                                            + "the block stays in the output", at: FileLocation(path: type.path, line: type.line)))
            return false
        }
        let (position, insertion) = auto.insertion(of: request.body, intoBodyOf: (open: body.lowerBound, close: body.upperBound - 1), in: bytes)
        edits[type.path, default: []].append(Edit(range: position..<position, replacement: insertion, order: order))
        return true
    }

    /// Applies the planned edits; files whose bytes do not change are left out.
    private mutating func rewrittenSources() throws(ModelGenError) -> [PlannedOutput] {
        var outputs: [PlannedOutput] = []
        for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
            guard var bytes = sources.bytes(of: path) else { continue }
            let original = bytes
            guard String(bytes: original, encoding: .utf8) != nil else {
                throw ModelGenError(.generation, "cannot write inline regions into a file that is not valid UTF-8", at: FileLocation(path: path))
            }
            let ordered = fileEdits.sorted { ($0.range.lowerBound, $0.order) > ($1.range.lowerBound, $1.order) }
            // An insertion at either end of a replaced body would land inside that region.
            for (edit, next) in zip(ordered, ordered.dropFirst()) where next.range.upperBound > edit.range.lowerBound
                || (next.range.upperBound == edit.range.lowerBound && next.range.isEmpty != edit.range.isEmpty) {
                throw ModelGenError(.generation, "inline regions overlap here; move the region or the type's closing brace apart",
                                    at: FileLocation(path: path, line: 1 + original[..<edit.range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count))
            }
            for edit in ordered { bytes.replaceSubrange(edit.range, with: edit.replacement) }
            if bytes != original {
                outputs.append(PlannedOutput(path: path, contents: String(decoding: bytes, as: UTF8.self), isEmpty: false, origin: .inlineRegions))
            }
        }
        return outputs
    }
}

/// The source files read for a write-back, each read once.
private struct SourceTexts {
    private var cache: [String: [UInt8]?] = [:]

    /// The bytes of the source file at `path`; nil when it cannot be read.
    mutating func bytes(of path: String) -> [UInt8]? {
        if let cached = cache[path] { return cached }
        let bytes = RegularFile.contents(atPath: path).map { [UInt8]($0) }
        cache[path] = bytes
        return bytes
    }
}
