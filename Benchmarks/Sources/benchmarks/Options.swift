import Foundation

/// The command line: `benchmarks [--corpus DIR …] [--quick]` or `benchmarks diff --corpus DIR … [--limit N]`.
struct Options {
    enum Command { case run, diff }

    var command = Command.run
    var corpora: [String] = []
    var quick = false
    var differenceLimit = 15

    /// How many timed runs each measurement takes (the median is reported).
    var runs: Int { quick ? 1 : 5 }

    static let usage = """
        usage: benchmarks [--corpus DIR …] [--quick]
               benchmarks diff --corpus DIR … [--limit N]
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        if rest.first == "diff" {
            command = .diff
            rest = rest.dropFirst()
        }
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
