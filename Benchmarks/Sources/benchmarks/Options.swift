import Foundation

/// The command line: `benchmarks [--corpus DIR …] [--quick]` or `benchmarks diff --corpus DIR … [--limit N]`.
struct Options {
    enum Command { case run, diff, profileScan, profileRender }

    var command = Command.run
    var corpora: [String] = []
    var quick = false
    var differenceLimit = 15
    /// `profile-scan --repeat N`: a fixed number of file-by-file scans instead of a fixed time, so
    /// that `perf stat` instruction counts compare across builds even on a busy machine.
    var repeatCount: Int?
    /// The benchmark areas to run (`scan`, `render`, `generate`, `app`, `build`, `plugin`); empty means all.
    var areas: Set<String> = []

    static let allAreas: Set<String> = ["scan", "render", "generate", "app", "build", "plugin"]

    /// Whether `area` runs.
    func runs(_ area: String) -> Bool { areas.isEmpty || areas.contains(area) }

    /// `--runs N`: how many timed runs each in-process measurement takes (the median is reported).
    var runCount: Int?

    /// How many timed runs each in-process measurement takes (the median is reported).
    var runs: Int { runCount ?? (quick ? 1 : 5) }

    static let usage = """
        usage: benchmarks [--corpus DIR …] [--quick] [--runs N] [--only scan|render|generate|app|build|plugin …]
               benchmarks diff --corpus DIR … [--limit N]
               benchmarks profile-scan [--corpus DIR …] [--quick] [--repeat N]   (ModelScanner alone, in a loop, for a profiler)
               benchmarks profile-render [--quick]                  (StencilLite alone, in a loop, for a profiler)
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        switch rest.first {
        case "diff": command = .diff
        case "profile-scan": command = .profileScan
        case "profile-render": command = .profileRender
        default: break
        }
        if command != .run { rest = rest.dropFirst() }
        while let argument = rest.popFirst() {
            switch argument {
            case "--corpus":
                guard let value = rest.popFirst() else { throw OptionsError("--corpus needs a directory") }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw OptionsError("\(value): not a directory")
                }
                corpora.append(value)
            case "--quick":
                quick = true
            case "--only":
                guard let value = rest.popFirst(), Options.allAreas.contains(value) else {
                    throw OptionsError("--only needs one of \(Options.allAreas.sorted().joined(separator: ", "))")
                }
                areas.insert(value)
            case "--repeat":
                guard let value = rest.popFirst(), let count = Int(value), count > 0 else { throw OptionsError("--repeat needs a positive number") }
                repeatCount = count
            case "--runs":
                guard let value = rest.popFirst(), let count = Int(value), count > 0 else { throw OptionsError("--runs needs a positive number") }
                runCount = count
            case "--limit":
                guard let value = rest.popFirst(), let limit = Int(value), limit >= 0 else { throw OptionsError("--limit needs a number") }
                differenceLimit = limit
            case "-h", "--help":
                throw OptionsError(nil)
            default:
                throw OptionsError("unknown argument \(argument)")
            }
        }
        if command == .diff && corpora.isEmpty { throw OptionsError("diff needs at least one --corpus DIR") }
    }
}

/// A command-line mistake; `nil` message means help was asked for.
struct OptionsError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
