import Foundation
import XCTest
@testable import StencilLite

/// The byte-level searches and rewrites that replaced Foundation calls on whole outputs agree with
/// Foundation (and with the regular expression they stand for) on random text.
final class UTF8SearchTests: XCTestCase {
    func testContainsFindsBytesAnywhere() {
        XCTAssertTrue(UTF8Search.contains("// sourcery:file:A.swift", "sourcery:file:"))
        XCTAssertTrue(UTF8Search.contains("xx__sourcery__newline__", "__sourcery__newline__"))
        XCTAssertFalse(UTF8Search.contains("// sourcery:fil", "sourcery:file:"))
        XCTAssertFalse(UTF8Search.contains("", "a"))
        XCTAssertTrue(UTF8Search.contains("abc", ""))
        XCTAssertTrue(UTF8Search.contains("ssssourcery", "sourcery"))
        XCTAssertTrue(UTF8Search.contains("é sourcery:inline:K", "sourcery:inline:"))
    }

    /// A pattern with punctuation is found from its first punctuation byte: matches at the text's
    /// ends, anchors near the text's start (no match may start before it), repeated candidates.
    func testFirstMatchFromAnAnchorInsideThePattern() {
        var random = SplitMix(seed: 7)
        let alphabet: [String] = ["s", "e", ":", "_", "é", "se:"]
        for _ in 0..<2_000 {
            let text = (0..<random.next(24)).map { _ in alphabet[random.next(alphabet.count)] }.joined()
            let needle = (0..<(1 + random.next(4))).map { _ in alphabet[random.next(4)] }.joined()
            let haystack = Array(text.utf8), pattern = Array(needle.utf8)
            let start = random.next(4)
            let expected = start > haystack.count - pattern.count ? nil
                : (start...(haystack.count - pattern.count)).first { haystack[$0...].starts(with: pattern) }
            let found = haystack.withUnsafeBufferPointer { bytes in
                pattern.withUnsafeBufferPointer { UTF8Search.firstMatch(of: $0, in: bytes, from: start) }
            }
            XCTAssertEqual(found, expected, "\(needle.debugDescription) in \(text.debugDescription) from \(start)")
        }
        XCTAssertTrue(UTF8Search.contains("sourcery:file: // sourcery:inline:K", "sourcery:inline:"))
        XCTAssertFalse(UTF8Search.contains("sourcery:inlin: x:inline:", "sourcery:inline:"))
    }

    func testIsASCII() {
        XCTAssertTrue(UTF8Search.isASCII(""))
        XCTAssertTrue(UTF8Search.isASCII("Model_1.name \t\n"))
        XCTAssertFalse(UTF8Search.isASCII("Modèle"))
    }

    func testAgreesWithFoundationOnRandomText() {
        var random = SplitMix(seed: 42)
        let alphabet: [String] = ["a", "b", "\n", " ", "\t", "\u{0B}", "é", "ab", "\r\n"]
        for _ in 0..<500 {
            let text = (0..<random.next(40)).map { _ in alphabet[random.next(alphabet.count)] }.joined()
            let needle = (0..<(1 + random.next(3))).map { _ in alphabet[random.next(4)] }.joined()
            XCTAssertEqual(UTF8Search.contains(text, needle), text.utf8.count >= needle.utf8.count
                && (0...(text.utf8.count - needle.utf8.count)).contains { Array(text.utf8).dropFirst($0).starts(with: needle.utf8) },
                "\(text.debugDescription) contains \(needle.debugDescription)")
            XCTAssertEqual(BlankLineCleanup.replacing("\n\n", with: "\n\u{0B}\n", in: text),
                           text.replacingOccurrences(of: "\n\n", with: "\n\u{0B}\n", options: .literal), text.debugDescription)
            XCTAssertEqual(BlankLineCleanup.replacing(needle, with: "<>", in: text),
                           text.replacingOccurrences(of: needle, with: "<>", options: .literal), "\(text.debugDescription) − \(needle.debugDescription)")
            let collapsed = text.replacingOccurrences(of: "\n([ \t]*\n)+", with: "\n", options: .regularExpression)
            XCTAssertEqual(BlankLineCleanup.collapseBlankRuns(text), collapsed, text.debugDescription)
            XCTAssertEqual(BlankLineCleanup.collapseGeneratedBlankLines(in: text),
                           collapsed.replacingOccurrences(of: "\n\u{0B}\n", with: "\n\n", options: .literal)
                               .replacingOccurrences(of: "\n\u{0B}\n", with: "\n\n", options: .literal), text.debugDescription)
        }
    }

    func testReplaceFilterFastPathMatchesFoundation() throws {
        for (source, target) in [("name", "`"), ("`class`", "`"), ("Shop.Item", "."), ("Kelvin", "\u{212A}"), ("e\u{301}", "é")] {
            XCTAssertEqual(try render("{{ s|replace:t,\"\" }}", ["s": source, "t": target], environment: Environment(extensions: [.stencilSwiftKit])),
                           source.replacingOccurrences(of: target, with: ""), "\(source) − \(target)")
        }
    }

    func testRemoveNewlinesFastPathMatchesFoundation() {
        for text in ["", "a b\tc\nd\u{0B}e\u{0C}f\rg", "  x  \n\n y ", "caf\u{E9} \u{00A0}x\u{2028}y"] {
            XCTAssertEqual(SwiftKitStringFilters.removeNewlines(text, mode: "all"),
                           text.components(separatedBy: .whitespacesAndNewlines).joined(), text.debugDescription)
        }
    }
}

/// SplitMix64, so the random cases are the same on every run.
private struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(max(1, bound)))
    }
}
