import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process run cost.
public struct ChildRun: Sendable {
    /// The exit status (128 + signal when killed by a signal).
    public var status: Int32
    /// Wall-clock seconds from spawn to exit.
    public var seconds: Double
    /// Peak resident memory of the child, in bytes.
    public var peakMemory: Int
    /// The child's standard output and error, when captured.
    public var output: String
}

/// Runs a program and measures its wall time and peak memory (`wait4`'s `ru_maxrss`).
public enum ChildProcess {
    /// Runs `executable` with `arguments`; stdout and stderr go to a temporary file that is
    /// read back when `captureOutput`, else to /dev/null.
    public static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) -> ChildRun {
        let outputPath = captureOutput
            ? NSTemporaryDirectory() + "benchmarks-child-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
            : "/dev/null"
        defer { if captureOutput { try? FileManager.default.removeItem(atPath: outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            return ChildRun(status: 127, seconds: 0, peakMemory: 0, output: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let output = captureOutput ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : ""
        return ChildRun(status: exitStatus, seconds: seconds, peakMemory: peak, output: output)
    }
}

extension ChildProcess {
    /// The hidden argument that turns the benchmarks executable into a measuring launcher.
    public static let launcherArgument = "__measure-child"

    /// Runs `executable` through `launcher` (an executable whose `main` calls `runLauncher`), so
    /// that the peak memory is the child's own: on Linux a child spawned directly inherits this
    /// process's high-water mark through `vfork`, and this process holds whole corpora.
    public static func runThroughLauncher(_ launcher: String, _ executable: String, _ arguments: [String]) -> ChildRun {
        let resultPath = NSTemporaryDirectory() + "benchmarks-result-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
        defer { try? FileManager.default.removeItem(atPath: resultPath) }
        let outer = run(launcher, [launcherArgument, resultPath, executable] + arguments)
        let fields = ((try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? "").split(separator: " ")
        guard fields.count == 3, let status = Int32(fields[0]), let seconds = Double(fields[1]), let peak = Int(fields[2]) else {
            return ChildRun(status: outer.status == 0 ? 127 : outer.status, seconds: outer.seconds, peakMemory: 0, output: outer.output)
        }
        return ChildRun(status: status, seconds: seconds, peakMemory: peak, output: outer.output)
    }

    /// The launcher side: `ARGS = [resultPath, executable, arguments…]`; runs the child with this
    /// small process as its parent, writes "status seconds peakBytes" to `resultPath`, and exits.
    public static func runLauncher(_ arguments: [String]) -> Never {
        guard arguments.count >= 2 else { exit(2) }
        let child = run(arguments[1], Array(arguments.dropFirst(2)), captureOutput: false)
        try? Data("\(child.status) \(child.seconds) \(child.peakMemory)".utf8).write(to: URL(fileURLWithPath: arguments[0]))
        exit(0)
    }
}
