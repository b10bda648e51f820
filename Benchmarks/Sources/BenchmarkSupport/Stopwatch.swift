/// Times closures and reports the median of several runs.
public enum Stopwatch {
    /// Seconds taken by one call of `body`.
    public static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The median time of `runs` calls of `body` (after one untimed warm-up call when `warmUp`).
    public static func median(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
        if warmUp { try body() }
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(try time(body)) }
        return median(of: times)
    }

    /// The median of a non-empty list (0 when empty).
    public static func median(of values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
