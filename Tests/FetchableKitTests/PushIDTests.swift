@testable import FetchableKit
import XCTest

/// Push ids have Firebase's format and sort by creation time.
final class PushIDTests: XCTestCase {
    private let alphabet = Set("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")

    func testIdsAreTwentyCharactersOfTheAlphabetAndStrictlyIncreasing() {
        let ids = (0..<5000).map { _ in PushIDGenerator.makeID() }
        XCTAssertTrue(ids.allSatisfy { $0.count == 20 && $0.allSatisfy(alphabet.contains) })
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(ids, ids.sorted(by: DatabaseValue.keyOrdersBefore))
    }

    func testTimestampPrefixAndIncrementWithinOneMillisecond() {
        var generator = PushIDGenerator()
        var random = SeededGenerator(seed: 1)
        let first = generator.next(milliseconds: 1_700_000_000_000, using: &random)
        let second = generator.next(milliseconds: 1_700_000_000_000, using: &random)
        let later = generator.next(milliseconds: 1_700_000_000_001, using: &random)
        XCTAssertEqual(decodedTime(first), 1_700_000_000_000)
        XCTAssertEqual(decodedTime(later), 1_700_000_000_001)
        XCTAssertEqual(first.prefix(8), second.prefix(8))
        XCTAssertEqual((decoded(first.suffix(10)) + 1) % (1 << 60), decoded(second.suffix(10)), "the random part is incremented")
        XCTAssertLessThan(first, second)
        XCTAssertLessThan(second, later)
        let backwards = generator.next(milliseconds: 5, using: &random)
        XCTAssertLessThan(later, backwards, "a clock going back never breaks the order")
    }

    func testIncrementCarriesOverMaximalDigits() {
        var generator = PushIDGenerator()
        var random = AlwaysMaximal()
        let first = generator.next(milliseconds: 0, using: &random)
        XCTAssertEqual(first.suffix(12), "zzzzzzzzzzzz")
        let second = generator.next(milliseconds: 0, using: &random)
        XCTAssertEqual(second.suffix(12), "------------")
    }

    private func decodedTime(_ id: String) -> Int64 {
        Int64(decoded(id.prefix(8)))
    }

    private func decoded(_ digits: Substring) -> UInt64 {
        let alphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
        return digits.reduce(UInt64(0)) { $0 * 64 + UInt64(alphabet.firstIndex(of: $1) ?? 0) }
    }

    private struct AlwaysMaximal: RandomNumberGenerator {
        mutating func next() -> UInt64 { .max }
    }
}
