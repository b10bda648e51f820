import XCTest
@testable import ModelScanner

/// The byte-by-byte reading of ASCII annotation comments (`ASCIIAnnotationText`) against the
/// general reading over Characters, which it must match exactly.
final class ASCIIAnnotationTests: XCTestCase {
    func testPayloadsReadTheSameOverBytesAndOverCharacters() {
        // Every payload of up to four symbols among those the grammar treats specially.
        let symbols = ["k", " ", ":", "=", ",", "\"", "'", "(", ")", "<", "-", ".", "5"]
        var payloads = [""]
        var longest = [""]
        for _ in 0..<4 {
            longest = longest.flatMap { payload in symbols.map { payload + $0 } }
            payloads += longest
        }
        payloads += ["a:b: k = v, flag", #"q = "a, b = c", s = 'x', t = true"#, "k = -1.5, n = -.5, d = 5., e = 1e3",
                     "json:key = \"id\", max = 5", "tag = a, tag = b, tag = a", "k = ' x '", "a: b = \"c:d\": e"]
        for payload in payloads {
            XCTAssertEqual(overBytes(payload), AnnotationPayload.parse(payload), "'\(payload)'")
        }
    }

    func testLongerPayloadsReadTheSameOverBytesAndOverCharacters() {
        // Random payloads of up to 24 symbols (a fixed seed, so a failure repeats).
        let symbols = ["key", "k2", " ", "\t", ":", "=", ",", "\"", "'", "(", ")", "[", "]", "{", "}", "<", ">", "-", ".", "5", "0.5", "true"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let payload = (0..<next(25)).map { _ in symbols[next(symbols.count)] }.joined()
            XCTAssertEqual(overBytes(payload), AnnotationPayload.parse(payload), "'\(payload)'")
        }
    }

    func testCommentsGiveTheSameBodyOverBytesAndOverCharacters() {
        let pieces = ["", " ", "\t", "//", "///", "/*", "/**", "*", "sourcery:", "sourcery", ":", "x"]
        var comments = [""]
        for _ in 0..<4 {
            comments = comments.flatMap { comment in pieces.map { comment + $0 } }
        }
        for comment in Set(comments) {
            let bytes = Array(comment.utf8)
            let body = bytes.withUnsafeBufferPointer { buffer in
                ASCIIAnnotationText(buffer, 0..<buffer.count).flatMap(AnnotationResolver.annotationBody)?.string
            }
            XCTAssertEqual(body, AnnotationResolver.annotationBody(comment), "'\(comment)'")
        }
    }

    func testTextWithOtherThanASCIITakesTheGeneralPath() {
        let bytes = Array("// sourcery: name = \"Café\"".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            XCTAssertNil(ASCIIAnnotationText(buffer, 0..<buffer.count))
            XCTAssertNotNil(ASCIIAnnotationText(buffer, 0..<24))
        }
        let result = scan("""
            // sourcery: name = "Café", ascii = "Cafe"
            struct A {}
            """)
        XCTAssertEqual(result.types.first?.annotations, ["name": .string("Café"), "ascii": .string("Cafe")])
    }

    private func overBytes(_ payload: String) -> Annotations {
        Array(payload.utf8).withUnsafeBufferPointer { buffer in
            AnnotationPayload.parse(ASCIIAnnotationText(buffer, 0..<buffer.count)!)
        }
    }
}
