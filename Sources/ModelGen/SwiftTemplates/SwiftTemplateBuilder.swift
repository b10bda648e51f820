import Foundation

/// Compiles template programs with `swiftc`, keeping what it compiled in a cache folder: the runtime
/// once per runtime text, compiler and ModelGen version (a static library and module named
/// `SourceryRuntime`), and each program by the hash of its text, its included files and that runtime.
/// An unchanged template compiles nothing.
///
/// Each compilation happens in a fresh folder under the work folder (`tmp/` in the cache, or
/// Sourcery's `--buildPath`) that is moved into place when it succeeds, so concurrent runs and
/// interrupted compilations never leave a half-written entry.
struct SwiftTemplateBuilder {
    /// The Swift files of the runtime the programs import as `SourceryRuntime`.
    typealias RuntimeFiles = [(name: String, text: String)]

    let compiler: SwiftCompiler
    let cacheFolder: String
    /// Where compilations happen and the compiler keeps its temporary files.
    let workFolder: String
    let runtimeFiles: RuntimeFiles
    /// The SHA-256 of `runtimeFiles` (`ProgramRuntime.digest`).
    let runtimeDigest: String
    /// ModelGen's version, part of every cache key.
    let version: String

    static let runtimeModule = "SourceryRuntime"
    /// The runtime is optimized: it is compiled once per ModelGen version, and every run's program
    /// spends its time in it reading the model file. Measured on ModelGen's own sources (1.3 MB model,
    /// 29k objects): reading takes 0.46 G instructions (0.07 s) at -O against 2.41 G (0.35 s) at
    /// -Onone; compiling the runtime takes 15.7 s of CPU at -O against 2.5 s at -Onone (one job: -wmo).
    static let runtimeOptimization = ["-O", "-wmo"]
    static let programModule = "SwiftTemplate"

    /// What building a program gave.
    enum Build {
        /// The program's executable.
        case executable(String)
        /// The template's code did not compile; the errors are at the template's locations.
        case failed([ModelGenError])
    }

    /// The executable for `program` (the template at `templatePath`), compiled unless cached.
    func build(_ program: SwiftTemplateProgram, templatePath: String) throws(ModelGenError) -> Build {
        let runtime = try runtimeFolder(for: templatePath)
        var key = "\(runtime)\n\(program.mainSource)"
        var included: [(name: String, source: String, text: String)] = []
        for path in program.includedFiles {
            guard let data = RegularFile.contents(atPath: path) else {
                throw ModelGenError(.generation, "cannot read the included Swift file \(path)", at: FileLocation(path: templatePath))
            }
            let text = String(decoding: data, as: UTF8.self)
            included.append(((path as NSString).lastPathComponent, path, text))
            key += "\n// \(path)\n" + text
        }
        let prefix = "program-" + String(SHA256.hex(templatePath.utf8).prefix(16)) + "-"
        let folder = path(prefix + SHA256.hex(key.utf8))
        let executable = (folder as NSString).appendingPathComponent(Self.programModule)
        if FileManager.default.isExecutableFile(atPath: executable) { return .executable(executable) }

        let work = try temporaryFolder(for: templatePath)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let main = (work as NSString).appendingPathComponent("main.swift")
        var sources = [main]
        try write(program.mainSource, to: main, templatePath: templatePath)
        for file in included {
            let copy = (work as NSString).appendingPathComponent(file.name)
            try write(file.text, to: copy, templatePath: templatePath)
            sources.append(copy)
        }
        let result = try compile(sources + [
            "-Onone", "-wmo", "-module-name", Self.programModule, "-I", runtime, "-L", runtime, "-l" + Self.runtimeModule,
            "-o", (work as NSString).appendingPathComponent(Self.programModule),
        ], templatePath: templatePath)
        guard result.status == 0 else {
            let errors = CompilerDiagnostics.errors(in: result.errorText, fallback: FileLocation(path: templatePath)) { file, line, column in
                if file == main { return program.lineMap.location(line: line, column: column) }
                let original = included.first { $0.name == (file as NSString).lastPathComponent }
                return original.map { FileLocation(path: $0.source, line: line, column: column) }
            }
            return .failed(errors.isEmpty ? [ModelGenError(.generation, "swiftc failed: \(result.errorText)", at: FileLocation(path: templatePath))] : errors)
        }
        if ProgramMemberReads.reflects([program.mainSource] + included.map(\.text)) {
            try write("", to: ProgramMemberReads.wholeModelMarker(inProgramFolder: work), templatePath: templatePath)
        }
        removeEntries(startingWith: prefix)
        try moveIntoPlace(work, folder, templatePath: templatePath)
        return .executable(executable)
    }

    /// The folder holding the compiled runtime, compiling it first when it is not cached.
    private func runtimeFolder(for templatePath: String) throws(ModelGenError) -> String {
        let key = [version, compiler.identity, Self.runtimeOptimization.joined(separator: " "), runtimeDigest].joined(separator: "\n")
        let folder = path("runtime-" + SHA256.hex(key.utf8))
        let library = (folder as NSString).appendingPathComponent("lib\(Self.runtimeModule).a")
        if FileManager.default.fileExists(atPath: library) { return folder }
        let work = try temporaryFolder(for: templatePath)
        defer { try? FileManager.default.removeItem(atPath: work) }
        var sources: [String] = []
        for file in runtimeFiles {
            let source = (work as NSString).appendingPathComponent(file.name)
            try write(file.text, to: source, templatePath: templatePath)
            sources.append(source)
        }
        let result = try compile(sources + Self.runtimeOptimization + [
            "-parse-as-library", "-module-name", Self.runtimeModule, "-emit-library", "-static",
            "-emit-module", "-emit-module-path", (work as NSString).appendingPathComponent("\(Self.runtimeModule).swiftmodule"),
            "-o", (work as NSString).appendingPathComponent("lib\(Self.runtimeModule).a"),
        ], templatePath: templatePath)
        guard result.status == 0 else {
            throw ModelGenError(.generation, "the Swift template runtime did not compile with \(compiler.path)",
                                at: FileLocation(path: templatePath), detail: result.errorText)
        }
        for source in sources {
            try? FileManager.default.removeItem(atPath: source)
        }
        try moveIntoPlace(work, folder, templatePath: templatePath)
        return folder
    }

    private func compile(_ arguments: [String], templatePath: String) throws(ModelGenError) -> ChildProcess.Result {
        var environment = ProcessInfo.processInfo.environment
        // The compiler's temporary files stay in the work folder and its module cache in the cache
        // folder: in the build plugin's sandbox nothing else is writable.
        environment["TMPDIR"] = workFolder
        environment["SDKROOT"] = nil
        environment["OS_ACTIVITY_DT_MODE"] = nil
        let common = ["-suppress-warnings", "-diagnostic-style", "llvm", "-no-color-diagnostics",
                      "-module-cache-path", path("ModuleCache")] + (compiler.sdk.map { ["-sdk", $0] } ?? [])
        do {
            return try ChildProcess(executable: compiler.path, arguments: common + arguments, environment: environment).run()
        } catch {
            throw ModelGenError(.generation, "cannot run the Swift compiler \(compiler.path): \(error)", at: FileLocation(path: templatePath))
        }
    }

    private func path(_ name: String) -> String {
        (cacheFolder as NSString).appendingPathComponent(name)
    }

    private func temporaryFolder(for templatePath: String) throws(ModelGenError) -> String {
        let folder = (workFolder as NSString).appendingPathComponent(UUID().uuidString)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ModelGenError(.unreadablePath, "cannot create the Swift template build folder: \(error.localizedDescription)",
                                at: FileLocation(path: workFolder))
        }
        return folder
    }

    private func write(_ text: String, to file: String, templatePath: String) throws(ModelGenError) {
        do {
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw ModelGenError(.unreadablePath, "cannot write into the Swift template cache: \(error.localizedDescription)",
                                at: FileLocation(path: file))
        }
    }

    /// Renames the finished `work` folder to `folder`; when another run got there first, its copy is kept.
    private func moveIntoPlace(_ work: String, _ folder: String, templatePath: String) throws(ModelGenError) {
        do {
            try FileManager.default.moveItem(atPath: work, toPath: folder)
        } catch where FileManager.default.fileExists(atPath: folder) {
            return
        } catch {
            throw ModelGenError(.unreadablePath, "cannot write into the Swift template cache: \(error.localizedDescription)",
                                at: FileLocation(path: folder))
        }
    }

    /// Removes the programs an earlier version of the same template left.
    private func removeEntries(startingWith prefix: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? [] where entry.hasPrefix(prefix) {
            try? FileManager.default.removeItem(atPath: path(entry))
        }
    }
}
