import Foundation

/// Polls files and calls back once per settled change; works anywhere `stat` does (no file-event API).
public struct Watcher: Sendable {
    /// How often the files are polled, in seconds.
    public var interval: TimeInterval
    /// How long the files must stay unchanged after a change before regenerating, in seconds.
    public var debounce: TimeInterval

    /// Creates a watcher polling every `interval` seconds.
    public init(interval: TimeInterval = 0.3, debounce: TimeInterval = 0.2) {
        self.interval = interval
        self.debounce = debounce
    }

    /// Calls `regenerate` now, then once after every change to the files under `paths()`, until
    /// `stop` is set. `paths` is asked again after each run, since the configuration may change it;
    /// files the run itself writes are part of the next baseline, so they trigger nothing.
    public func run(watching paths: () -> [String], until stop: StopSignal, regenerate: () -> Void) {
        regenerate()
        var baseline = FileSnapshot.take(of: paths())
        while !stop.wait(seconds: interval) {
            var current = FileSnapshot.take(of: paths())
            guard current != baseline else { continue }
            while !stop.wait(seconds: debounce) {
                let next = FileSnapshot.take(of: paths())
                if next == current { break }
                current = next
            }
            guard !stop.isStopped else { return }
            regenerate()
            baseline = FileSnapshot.take(of: paths())
        }
    }
}
