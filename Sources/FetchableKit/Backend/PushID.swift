import Foundation

/// Firebase's 20-character push ids: 8 characters of millisecond timestamp and 12 random ones,
/// in an alphabet that sorts like ASCII, so ids sort by creation time; within one millisecond
/// the random part is incremented, so ids stay strictly increasing.
public struct PushIDGenerator: Sendable {
    static let alphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)

    private var lastTime: Int64 = -1
    private var lastRandom = [UInt8](repeating: 0, count: 12)

    /// A generator that has issued no id yet.
    public init() {}

    /// The next id for `milliseconds` since 1970, drawing randomness from `generator`.
    public mutating func next(milliseconds: Int64, using generator: inout some RandomNumberGenerator) -> String {
        let time = max(milliseconds, lastTime)
        if time == lastTime {
            incrementRandomPart()
        } else {
            for index in lastRandom.indices {
                lastRandom[index] = UInt8.random(in: 0..<64, using: &generator)
            }
        }
        lastTime = time
        var characters = [UInt8](repeating: 0, count: 20)
        var remaining = time
        for index in stride(from: 7, through: 0, by: -1) {
            characters[index] = Self.alphabet[Int(remaining % 64)]
            remaining /= 64
        }
        for (offset, digit) in lastRandom.enumerated() {
            characters[8 + offset] = Self.alphabet[Int(digit)]
        }
        return String(decoding: characters, as: UTF8.self)
    }

    private mutating func incrementRandomPart() {
        var index = lastRandom.count - 1
        while index >= 0, lastRandom[index] == 63 {
            lastRandom[index] = 0
            index -= 1
        }
        if index >= 0 { lastRandom[index] += 1 }
    }

    private static let shared = Locked(PushIDGenerator())

    /// A new id from the process-wide generator, for the current time.
    public static func makeID() -> String {
        let now = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
        return shared.withLock { generator in
            var random = SystemRandomNumberGenerator()
            return generator.next(milliseconds: now, using: &random)
        }
    }
}
