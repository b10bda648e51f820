import Foundation
import XCTest
@testable import StencilLite

/// The byte-level `capitalized` agrees with Foundation's on ASCII text and leaves other text to it.
final class ASCIICapitalizationTests: XCTestCase {
    private static let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// Every one- and two-character ASCII string: each character after each kind of predecessor.
    func testAgreesWithFoundationOnEveryASCIIPair() {
        for first in Self.ascii {
            XCTAssertEqual(ASCIICapitalization.capitalized(first), first.capitalized)
            for second in Self.ascii {
                let text = first + second
                XCTAssertEqual(ASCIICapitalization.capitalized(text), text.capitalized, "\(Array(text.utf8))")
            }
        }
    }

    /// Every ASCII character between letters, digits and blanks: whether it ends a word.
    func testAgreesWithFoundationBetweenLettersDigitsAndBlanks() {
        for outer in ["a", "B", "1", " "] {
            for middle in Self.ascii {
                for last in ["a", "B"] {
                    let text = outer + middle + last
                    XCTAssertEqual(ASCIICapitalization.capitalized(text), text.capitalized, "\(Array(text.utf8))")
                }
            }
        }
        let sentence = "userName's first_word-and 2nd.word:x ^y `z'q HELLO wORLD\tnext\nline"
        XCTAssertEqual(ASCIICapitalization.capitalized(sentence), sentence.capitalized)
    }

    func testLeavesTextThatIsNotASCIIToFoundation() {
        XCTAssertNil(ASCIICapitalization.capitalized("élan"))
        XCTAssertNil(ASCIICapitalization.capitalized("straße"))
        XCTAssertNil(ASCIICapitalization.capitalized("a longer text than fifteen bytes, then é"))
        XCTAssertEqual(ASCIICapitalization.capitalized(""), "")
        XCTAssertEqual(try render("{{ s|capitalize }}", ["s": "élan vital"]), "élan vital".capitalized)
    }
}
