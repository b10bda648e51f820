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
                                           runtimeFiles: runtime.files, version: version)
        switch try builder.build(program, templatePath: template.path) {
        case .failed(let errors):
            return RenderedTemplate(template, text: "", diagnostics: errors.map(\.diagnostic))
        case .executable(let executable):
            let modelFile = (workFolder as NSString).appendingPathComponent("\(UUID().uuidString).model")
            do {
                try FileManager.default.createDirectory(atPath: (modelFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try runtime.encodeModel(model, arguments).write(to: URL(fileURLWithPath: modelFile))
            } catch {
                throw ModelGenError(.unreadablePath, "cannot write the model file: \(error.localizedDescription)", at: FileLocation(path: modelFile))
            }
            defer { try? FileManager.default.removeItem(atPath: modelFile) }
            let text = try SwiftTemplateExecution(executable: executable, program: program, templatePath: template.path).run(modelFile: modelFile)
            return RenderedTemplate(template, text: text)
        }
    }

    private func locatedCompiler(for template: TemplateFile) throws(ModelGenError) -> SwiftCompiler {
        do {
            return try findCompiler()
        } catch {
            throw ModelGenError(error.kind, error.message, at: error.location ?? FileLocation(path: template.path), detail: error.detail)
        }
    }
}
