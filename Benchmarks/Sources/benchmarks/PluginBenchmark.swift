import BenchmarkSupport
import Foundation

/// What the `GenerateManagers` build-tool plugin costs a package: a generated 100-file package
/// applies it, then a no-op `swift build` and a build after editing one file are timed.
struct PluginBenchmark {
    let runs: Int
    let report: Report
    static let fileCount = 100

    static let template = """
        // Lists each model's stored properties.
        {% for type in types.structs %}
        extension {{ type.name }} {
            static let fieldNames: [String] = [{% for variable in type.storedVariables %}"{{ variable.name }}"{% if not forloop.last %}, {% endif %}{% endfor %}]
        }
        {% endfor %}
        """

    func run() {
        let input = "\(Self.fileCount)-file package, debug"
        let plain = Paths.work.appendingPathComponent("plain-package")
        let plugin = Paths.work.appendingPathComponent("plugin-package")
        guard prepare(plain, withPlugin: false), prepare(plugin, withPlugin: true) else { return }
        // The two packages are built alternately so that load from other processes hits both alike.
        var noOp: [URL: [Double]] = [:]
        var edit: [URL: [Double]] = [:]
        for _ in 0..<max(1, runs) {
            for package in [plain, plugin] { noOp[package, default: []].append(build(package).seconds) }
        }
        for round in 0..<max(1, runs) {
            for package in [plain, plugin] {
                guard let seconds = editAndBuild(package, round: round) else { return }
                edit[package, default: []].append(seconds)
            }
        }
        let median = { (times: [URL: [Double]], package: URL) in Stopwatch.median(of: times[package] ?? []) }
        report.add("Plugin: no-op `swift build` (with `GenerateManagers` vs the same package without it)", input: input,
                   modelGen: Format.duration(median(noOp, plugin)), baseline: Format.duration(median(noOp, plain)),
                   ratio: Format.signedDuration(median(noOp, plugin) - median(noOp, plain)))
        report.add("Plugin: `swift build` after editing one file (plugin reruns over 100 files)", input: input,
                   modelGen: Format.duration(median(edit, plugin)), baseline: Format.duration(median(edit, plain)),
                   ratio: Format.signedDuration(median(edit, plugin) - median(edit, plain)))
    }

    /// Writes the package and builds it once; false (after reporting) when that fails.
    private func prepare(_ package: URL, withPlugin: Bool) -> Bool {
        do {
            try writePackage(at: package, withPlugin: withPlugin)
        } catch {
            report.fail("plugin: cannot write \(package.lastPathComponent): \(error)")
            return false
        }
        report.log("plugin: first build of \(package.lastPathComponent)…")
        let first = build(package)
        guard first.status == 0 else {
            report.fail("plugin: \(package.lastPathComponent) does not build: \(ToolBuilds.lastLines(first.output, count: 6))")
            return false
        }
        return true
    }

    /// Appends a comment to one model file and times the rebuild.
    private func editAndBuild(_ package: URL, round: Int) -> Double? {
        let edited = package.appendingPathComponent("Sources/Models/Model7.swift")
        guard let handle = try? FileHandle(forWritingTo: edited) else {
            report.fail("plugin: cannot edit \(edited.path)")
            return nil
        }
        handle.seekToEndOfFile()
        handle.write(Data("\n// edit \(round)\n".utf8))
        try? handle.close()
        let run = build(package)
        guard run.status == 0 else {
            report.fail("plugin: \(package.lastPathComponent) build after an edit failed: \(ToolBuilds.lastLines(run.output, count: 6))")
            return nil
        }
        return run.seconds
    }

    private func build(_ package: URL) -> ChildRun {
        ChildProcess.run("swift", ["build", "--package-path", package.path])
    }

    private func writePackage(at package: URL, withPlugin: Bool) throws {
        let sources = package.appendingPathComponent("Sources/Models")
        try? FileManager.default.removeItem(at: sources)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let root = Paths.rootPackage.standardizedFileURL
        let dependencies = withPlugin ? "[.package(path: \"\(root.path)\")]" : "[]"
        let plugins = withPlugin ? ", plugins: [.plugin(name: \"GenerateManagers\", package: \"\(root.lastPathComponent)\")]" : ""
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "PluginBenchmark",
                platforms: [.macOS(.v13)],
                dependencies: \(dependencies),
                targets: [.target(name: "Models"\(plugins))]
            )

            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        if withPlugin {
            try Data(Self.template.utf8).write(to: sources.appendingPathComponent("FieldNames.stencil"))
        }
        for index in 0..<Self.fileCount {
            try Data(model(index).utf8).write(to: sources.appendingPathComponent("Model\(index).swift"))
        }
    }

    private func model(_ index: Int) -> String {
        """
        import Foundation

        /// Model number \(index).
        // sourcery: table = "model_\(index)"
        public struct Model\(index): Codable, Equatable, Sendable {
            public var id: String
            public var name: String = ""
            public var count: Int = \(index)
            public var tags: [String] = []
            public var score: Double?
            // sourcery: skipEquality
            public var updatedAt: Date = Date(timeIntervalSince1970: 0)

            public init(id: String) {
                self.id = id
            }

            public var summary: String { "\\(name) (\\(count))" }
        }

        """
    }
}
