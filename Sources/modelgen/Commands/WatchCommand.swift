import Foundation
import ModelGen

/// `modelgen watch`: `generate --watch`.
enum WatchCommand {
    static let spec = CommandSpec(
        name: "watch",
        abstract: "Generates, then regenerates whenever a source, template or the configuration changes (Ctrl-C stops).",
        examples: ["modelgen watch --sources Sources/App --templates Templates --output Sources/App/Generated"],
        options: GenerateCommand.spec.options.filter { $0.name != "--watch" && $0.name != "--dry" }
    )

    static func run(_ arguments: [String]) -> Int32 {
        switch Tool.parse(arguments, for: spec) {
        case .failure(let code): return code.value
        case .success(let parsed): return watch(parsed, options: GenerateOptions(parsed))
        }
    }

    /// Regenerates on every change until Ctrl-C; errors are printed and watching goes on.
    static func watch(_ parsed: ParsedArguments, options: GenerateOptions) -> Int32 {
        let stop = StopSignal()
        stop.stopOnInterrupt()
        var watched: [String] = []
        var ignored: [Diagnostic] = []
        do throws(ModelGenError) {
            watched = paths(of: try GenerateCommand.resolveConfiguration(parsed, warnings: &ignored))
        } catch {
            Console.report(error)
            return error.exitCode
        }
        var runs = 0
        Watcher().run(watching: { watched }, until: stop) {
            runs += 1
            var warnings: [Diagnostic] = []
            do throws(ModelGenError) {
                let configuration = try GenerateCommand.resolveConfiguration(parsed, warnings: &warnings)
                watched = paths(of: configuration)
                let status = try GenerateCommand.generate(configuration, options: options, warnings: warnings)
                if !options.quiet {
                    Console.line("[watch] \(status == 0 ? "generated" : "failed") (run \(runs)); watching for changes, Ctrl-C to stop")
                }
            } catch {
                Console.report(error)
                if !options.quiet { Console.line("[watch] failed (run \(runs)); watching for changes, Ctrl-C to stop") }
            }
        }
        return 0
    }

    private static func paths(of configuration: Configuration) -> [String] {
        configuration.sources + configuration.templates + SwiftTemplateIncludes.files(of: configuration.templates)
            + (configuration.file.map { [$0] } ?? [])
    }
}
