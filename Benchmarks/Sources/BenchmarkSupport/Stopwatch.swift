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

    /// The median times of two closures timed alternately (`a b a b …`, after one warm-up call
    /// of each), so that load from other processes on a shared machine hits both alike.
    public static func interleavedMedians(runs: Int, _ first: () throws -> Void, _ second: () throws -> Void) rethrows -> (Double, Double) {
        try first()
        try second()
        var firstTimes: [Double] = []
        var secondTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            firstTimes.append(try time(first))
            secondTimes.append(try time(second))
        }
        return (median(of: firstTimes), median(of: secondTimes))
    }

    /// The median of a non-empty list (0 when empty).
    public static func median(of values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
