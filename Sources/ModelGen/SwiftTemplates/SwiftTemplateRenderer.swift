import Foundation
import ModelScanner

/// Renders Sourcery `.swifttemplate` files: parses the template into a Swift program, compiles it
/// against the runtime with the toolchain's `swiftc` (or takes it from the cache), runs it on the
/// model, and returns what it printed. Errors point at the template's own lines.
public struct SwiftTemplateRenderer: TemplateRenderer {
    /// Where compiled runtimes and programs are kept between runs; nil compiles into a temporary
    /// folder removed after each template (Sourcery's `--disableCache`).
    public let cacheFolder: String?
    /// Where templates are compiled and model files written (Sourcery's `--buildPath`); nil uses
    /// `tmp/` in the cache folder. Finished programs are moved from here into the cache folder.
    public let buildFolder: String?
    /// ModelGen's version, part of every cache key.
    public let version: String
    private let runtime: ProgramRuntime
    private let findCompiler: @Sendable () throws(ModelGenError) -> SwiftCompiler

    public init(cacheFolder: String?, buildFolder: String? = nil, version: String, runtime: ProgramRuntime,
                findCompiler: @escaping @Sendable () throws(ModelGenError) -> SwiftCompiler = { () throws(ModelGenError) in try SwiftCompiler.find() }) {
        self.cacheFolder = cacheFolder
        self.buildFolder = buildFolder
        self.version = version
        self.runtime = runtime
        self.findCompiler = findCompiler
    }

    /// The cache folder a command-line run uses: `$XDG_CACHE_HOME/modelgen` (else `~/.cache/modelgen`)
    /// on Linux, `~/Library/Caches/ModelGen` on macOS.
    public static func defaultCacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if os(macOS)
        return (NSHomeDirectory() as NSString).appendingPathComponent("Library/Caches/ModelGen/SwiftTemplates")
        #else
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        return (base as NSString).appendingPathComponent("modelgen/SwiftTemplates")
        #endif
    }

    public func render(_ template: TemplateFile, model: ScanResult, arguments: Annotations) throws(ModelGenError) -> RenderedTemplate {
        let program = SwiftTemplateProgram(commands: try SwiftTemplateParser().commands(path: template.path, text: template.text))
        let folder = cacheFolder ?? ((buildFolder ?? NSTemporaryDirectory()) as NSString).appendingPathComponent("modelgen-swifttemplate-\(UUID().uuidString)")
        defer { if cacheFolder == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let workFolder = cacheFolder == nil ? (folder as NSString).appendingPathComponent("tmp")
            : buildFolder ?? (folder as NSString).appendingPathComponent("tmp")
        let builder = SwiftTemplateBuilder(compiler: try locatedCompiler(for: template), cacheFolder: folder, workFolder: workFolder,
                                           runtimeFiles: runtime.files, runtimeDigest: runtime.digest, version: version)
        switch try builder.build(program, templatePath: template.path) {
        case .failed(let errors):
            return RenderedTemplate(template, text: "", diagnostics: errors.map(\.diagnostic))
        case .executable(let executable):
            let execution = SwiftTemplateExecution(executable: executable, program: program, templatePath: template.path)
            let reads = cacheFolder == nil ? nil : ProgramMemberReads(programFolder: (executable as NSString).deletingLastPathComponent)
            let model = ModelFileWriter(runtime: runtime, scan: model, arguments: arguments, folder: workFolder)
            return RenderedTemplate(template, text: try run(execution, model: model, reads: reads))
        }
    }

    /// What the program prints: run on the members it read before, else (its first run, or it read
    /// one more) on the whole model, noting what it reads.
    private func run(_ execution: SwiftTemplateExecution, model: ModelFileWriter, reads: ProgramMemberReads?) throws(ModelGenError) -> String {
        if let members = reads?.recorded() {
            let modelFile = try model.write(members: members)
            defer { try? FileManager.default.removeItem(atPath: modelFile) }
            if let text = try execution.run(partialModelFile: modelFile) { return text }
        }
        let modelFile = try model.write(members: nil)
        let record = reads.map { _ in modelFile + ".reads" }
        defer {
            try? FileManager.default.removeItem(atPath: modelFile)
            if let record { try? FileManager.default.removeItem(atPath: record) }
        }
        let text = try execution.run(modelFile: modelFile, memberRecord: record)
        if let reads, let record { reads.add(from: record) }
        return text
    }

    private func locatedCompiler(for template: TemplateFile) throws(ModelGenError) -> SwiftCompiler {
        do {
            return try findCompiler()
        } catch {
            throw ModelGenError(error.kind, error.message, at: error.location ?? FileLocation(path: template.path), detail: error.detail)
        }
    }
}

/// Writes the model files of one template's run into the work folder.
private struct ModelFileWriter {
    let runtime: ProgramRuntime
    let scan: ScanResult
    let arguments: Annotations
    let folder: String

    /// The path of a new model file holding `members` (nil: every member).
    func write(members: Set<String>?) throws(ModelGenError) -> String {
        let modelFile = (folder as NSString).appendingPathComponent("\(UUID().uuidString).model")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try runtime.encodeModel(scan, arguments, members).write(to: URL(fileURLWithPath: modelFile))
        } catch {
            throw ModelGenError(.unreadablePath, "cannot write the model file: \(error.localizedDescription)", at: FileLocation(path: modelFile))
        }
        return modelFile
    }
}
