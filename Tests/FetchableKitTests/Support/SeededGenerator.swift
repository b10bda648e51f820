import Foundation

/// A SplitMix64 generator: the same seed always gives the same cases, so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SeededGenerator {
    /// Any value of an integer type, biased toward its limits and zero.
    mutating func integer<T: FixedWidthInteger>(_ type: T.Type = T.self) -> T {
        switch Int.random(in: 0..<8, using: &self) {
        case 0: return T.min
        case 1: return T.max
        case 2: return 0
        default: return T.random(in: T.min...T.max, using: &self)
        }
    }

    /// Any finite double: random bit patterns (every exponent) and everyday values.
    mutating func finiteDouble() -> Double {
        if Bool.random(using: &self) { return Double(Int.random(in: -1_000_000...1_000_000, using: &self)) / 100 }
        while true {
            let value = Double(bitPattern: next())
            if value.isFinite { return value }
        }
    }

    /// Any finite float.
    mutating func finiteFloat() -> Float {
        while true {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
            if value.isFinite { return value }
        }
    }

    /// A string mixing ASCII, escapes, control characters, accents and emoji.
    mutating func string(maxLength: Int = 12) -> String {
        let pieces: [String] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "ß", "中", "🐶", "👩‍👩‍👧", "\u{FFFF}", "\u{10FFFF}", "{", "}", ":", ","]
        let length = Int.random(in: 0...maxLength, using: &self)
        return (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &self)] }.joined()
    }

    /// A valid database key (what dictionary keys and ids must be).
    mutating func key() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_ é🐶")
        let length = Int.random(in: 1...10, using: &self)
        return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &self)] })
    }

    /// A date at whole milliseconds (what the database keeps) between 1900 and 2200.
    mutating func date() -> Date {
        let milliseconds = Int64.random(in: -2_208_988_800_000...7_258_118_400_000, using: &self)
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// A URL with a random path and query.
    mutating func url() -> URL {
        let host = ["example.com", "cdn.example.org", "localhost:8080"][Int.random(in: 0..<3, using: &self)]
        var components = URLComponents()
        components.scheme = "https"
        components.host = host.split(separator: ":").first.map(String.init)
        if host.contains(":") { components.port = 8080 }
        components.path = "/" + key()
        components.queryItems = [URLQueryItem(name: "q", value: string(maxLength: 4))]
        return components.url ?? URL(fileURLWithPath: "/fallback")
    }

    /// `body()` or `nil`, each half the time.
    mutating func optional<T>(_ body: (inout SeededGenerator) -> T) -> T? {
        Bool.random(using: &self) ? body(&self) : nil
    }

    /// Zero to `maxCount` values made by `body`.
    mutating func array<T>(maxCount: Int = 5, _ body: (inout SeededGenerator) -> T) -> [T] {
        (0..<Int.random(in: 0...maxCount, using: &self)).map { _ in body(&self) }
    }
}
