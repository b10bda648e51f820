import Foundation
import XCTest
@testable import StencilLite

/// `in` on two strings answers as Foundation's `contains` (Stencil's), whether it takes the byte
/// search (both ASCII, a non-empty needle) or Foundation's own.
final class StringContainmentTests: XCTestCase {
    func testInOnStringsAgreesWithFoundationOnEveryPair() {
        let samples = [
            "", " ", "a", "A", "ab", "ba", "aba", "init()", "init", "()", " String ", "String", "Str",
            " String Int Int8 Int16 ", "Int8", "Int1", "\n", "\r", "\r\n", "a\r\nb", "\t", "a\u{0B}b",
            "e", "é", "e\u{301}", "ée", "日本", "本",
        ]
        for text in samples {
            for needle in samples {
                XCTAssertEqual(ValueSemantics.contains(.string(text), .string(needle)), text.contains(needle),
                               "\(text.debugDescription) contains \(needle.debugDescription)")
            }
        }
    }
}
