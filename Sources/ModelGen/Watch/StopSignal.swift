import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-way flag a long-running loop waits on; set by Ctrl-C (SIGINT) or by code.
public final class StopSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var isSet = false
    private var interruptSource: DispatchSourceSignal?

    /// Creates an unset signal.
    public init() {}

    /// Sets the signal and wakes every waiter.
    public func stop() {
        condition.lock()
        isSet = true
        condition.broadcast()
        condition.unlock()
    }

    /// True once `stop()` was called.
    public var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isSet
    }

    /// Waits up to `seconds`, returning early (true) when the signal is set.
    @discardableResult
    public func wait(seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isSet && condition.wait(until: deadline) {}
        return isSet
    }

    /// Makes SIGINT (Ctrl-C) set this signal instead of killing the process.
    public func stopOnInterrupt() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.stop() }
        source.resume()
        interruptSource = source
    }
}
