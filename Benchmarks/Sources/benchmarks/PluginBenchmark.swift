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
        guard let plain = measure(Paths.work.appendingPathComponent("plain-package"), withPlugin: false),
              let plugin = measure(Paths.work.appendingPathComponent("plugin-package"), withPlugin: true) else { return }
        report.add("Plugin: no-op `swift build` (with `GenerateManagers` vs the same package without it)", input: input,
                   modelGen: Format.duration(plugin.noOp), baseline: Format.duration(plain.noOp),
                   ratio: Format.signedDuration(plugin.noOp - plain.noOp))
        report.add("Plugin: `swift build` after editing one file (plugin reruns over 100 files)", input: input,
                   modelGen: Format.duration(plugin.edit), baseline: Format.duration(plain.edit),
                   ratio: Format.signedDuration(plugin.edit - plain.edit))
    }

    /// The median no-op and one-edit build times of a freshly written package.
    private func measure(_ package: URL, withPlugin: Bool) -> (noOp: Double, edit: Double)? {
        do {
            try writePackage(at: package, withPlugin: withPlugin)
        } catch {
            report.fail("plugin: cannot write \(package.lastPathComponent): \(error)")
            return nil
        }
        report.log("plugin: first build of \(package.lastPathComponent)…")
        let first = build(package)
        guard first.status == 0 else {
            report.fail("plugin: \(package.lastPathComponent) does not build: \(ToolBuilds.lastLines(first.output, count: 6))")
            return nil
        }
        let noOp = Stopwatch.median(of: (0..<max(1, runs)).map { _ in build(package).seconds })
        var editTimes: [Double] = []
        let edited = package.appendingPathComponent("Sources/Models/Model7.swift")
        for edit in 0..<max(1, runs) {
            guard let handle = try? FileHandle(forWritingTo: edited) else { break }
            handle.seekToEndOfFile()
            handle.write(Data("\n// edit \(edit)\n".utf8))
            try? handle.close()
            let run = build(package)
            guard run.status == 0 else {
                report.fail("plugin: \(package.lastPathComponent) build after an edit failed: \(ToolBuilds.lastLines(run.output, count: 6))")
                return nil
            }
            editTimes.append(run.seconds)
        }
        return (noOp, Stopwatch.median(of: editTimes))
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
