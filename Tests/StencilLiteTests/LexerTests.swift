import XCTest
@testable import StencilLite

final class LexerTests: XCTestCase {
    private func tokens(_ text: String, name: String? = nil) throws -> [Token] {
        try Lexer(source: TemplateSource(name: name, text: text)).tokenize()
    }

    func testSplitsTextVariablesBlocksAndComments() throws {
        let result = try tokens("a {{ b }} c {% if d %}e{# f #}")
        XCTAssertEqual(result.map(\.kind), [.text, .variable, .text, .block, .text, .comment])
        XCTAssertEqual(result.map(\.contents), ["a ", "b", " c ", "if d", "e", "f"])
    }

    func testReadsWhitespaceMarkersOnlyOnBlockTags() throws {
        let result = try tokens("{%- if x +%}{{- y -}}")
        XCTAssertEqual(result[0].leadingMarker, .trim)
        XCTAssertEqual(result[0].trailingMarker, .keep)
        XCTAssertEqual(result[0].contents, "if x")
        XCTAssertEqual(result[1].contents, "- y -")
        XCTAssertEqual(result[1].leadingMarker, .unspecified)
    }

    func testJoinsTagsSpanningLines() throws {
        XCTAssertEqual(try tokens("{% for x in\n   items %}")[0].contents, "for x in items")
    }

    func testFirstClosingMarkerEndsTheTagEvenInQuotes() throws {
        let result = try tokens("{{ \"}}\" }}")
        XCTAssertEqual(result.map(\.contents), ["\"", "\" }}"])
    }

    func testUnclosedTagsAreLocatedErrors() {
        for (text, opener) in [("ab {{ name", "{{"), ("x\n{% if y", "{%"), ("{# note", "{#")] {
            let error = templateError { try self.tokens(text, name: "t.stencil") }
            XCTAssertTrue(error?.reason.hasPrefix("Unclosed '\(opener)'") == true, error?.reason ?? "")
            XCTAssertEqual(error?.location?.templateName, "t.stencil")
        }
        XCTAssertEqual(templateError { try self.tokens("x\n  {% if y") }?.location?.line, 2)
        XCTAssertEqual(templateError { try self.tokens("x\n  {% if y") }?.location?.column, 2)
    }

    func testLocationsCountLinesAndCharacters() throws {
        let result = try tokens("one\r\ntwo\n é {{ x }}")
        XCTAssertEqual(result[1].location.line, 3)
        XCTAssertEqual(result[1].location.column, 6)
        XCTAssertEqual(result[1].location.lineText, " é {{ x }}")
    }

    func testSmartSplitKeepsQuotesAndGluesSeparators() {
        XCTAssertEqual("a | b".smartSplit(), ["a|b"])
        XCTAssertEqual("join : \", \"".smartSplit(), ["join:\", \""])
        XCTAssertEqual("for k , v in d".smartSplit(), ["for", "k,v", "in", "d"])
        XCTAssertEqual("outer: for x in y".smartSplit(), ["outer:", "for", "x", "in", "y"])
        XCTAssertEqual("if (a or b)and(c)".smartSplit(), ["if", "(", "a", "or", "b)and(c", ")"])
        XCTAssertEqual("(a)".smartSplit(), ["(a)"], "Stencil never splits brackets off the first word")
        XCTAssertEqual("'a b' \"c d\"".smartSplit(), ["'a b'", "\"c d\""])
    }

    func testSmartSplitGivesTheSameWordsOverBytesAndOverCharacters() {
        // ASCII text is split over bytes, other text over Characters: an `x` replaced by `é`
        // (two bytes, one Character) must split the same way.
        let inputs = [
            "x | y", "join : \", \"", "for k , x in d", "outer: for x in y", "if (x or b)and(c)", "(x)",
            "'x b' \"c x\"", "x 'y \" z' w", "\"x' y\" 'z", "x|y:\"a,b\",'c|d'", "  x  ", "x,", ",x", "((x))",
        ]
        for input in inputs {
            for separator: Character in [" ", "|", ":", ","] {
                let overBytes = input.smartSplit(separator: separator)
                let overCharacters = input.replacingOccurrences(of: "x", with: "é").smartSplit(separator: separator)
                    .map { $0.replacingOccurrences(of: "é", with: "x") }
                XCTAssertEqual(overBytes, overCharacters, "\(input) split on '\(separator)'")
            }
        }
    }

    func testSmartSplitGivesStencilsWordsForEveryShortText() {
        // Every text of up to four symbols among those the rules treat specially, against the rules
        // walked Character by Character: over bytes, text without quotes whose words have no glue or
        // bracket at their ends takes a shorter path.
        let symbols: [Character] = ["x", " ", "|", ":", ",", "(", ")", "'", "\""]
        var texts = [""]
        for _ in 0..<4 {
            texts = texts + texts.flatMap { text in symbols.map { text + String($0) } }
        }
        for text in Set(texts) {
            for separator: Character in [" ", "|", ":", ","] {
                let walked = String.smartSplit(Array(text), separator: separator) { String($0) }
                XCTAssertEqual(text.smartSplit(separator: separator), walked, "'\(text)' split on '\(separator)'")
            }
        }
    }

    func testSmartSplitWithoutTheSeparatorGivesTheWholeText() {
        let cases: [(String, Character, [String])] = [
            ("x 'y", "|", ["x 'y"]), ("", "|", []), (" ", "|", [" "]), ("é\u{301}: \"a", ",", ["é\u{301}: \"a"]), ("(a)", ":", ["(a)"]), ("'", ":", ["'"]),
        ]
        for (input, separator, words) in cases {
            XCTAssertEqual(input.smartSplit(separator: separator), words, input)
        }
    }

    func testSmartSplitReadsGlueAndBracketsWithCombiningMarksAsOtherCharacters() {
        // `append` tests bytes before Characters: a `(`, `,` or `|` with a combining mark is another Character.
        let cases: [(String, [String])] = [
            ("if (\u{301}a or b)\u{301}", ["if", "(\u{301}a", "or", "b)\u{301}"]), ("x ,\u{301} y", ["x", ",\u{301}", "y"]),
            ("x\u{301}, y", ["x\u{301},y"]), ("a |\u{301}: b", ["a", "|\u{301}:b"]), ("(\u{301}x)", ["(\u{301}x)"]),
            ("é, y", ["é,y"]), ("x é| y", ["x", "é|y"]), ("x ,|:é z", ["x", ",|:é", "z"]), ("if é(x)", ["if", "é(x", ")"]),
        ]
        for (input, words) in cases {
            XCTAssertEqual(input.smartSplit().map { Array($0.unicodeScalars) }, words.map { Array($0.unicodeScalars) }, input)
        }
    }

    func testFindsUnquotedNeedlesOverBytesAndOverCharacters() {
        func offset<Text: StringProtocol>(_ text: Text, _ needle: String) -> Int? {
            text.firstUnquoted(needle).map { text.distance(from: text.startIndex, to: $0) }
        }
        // ASCII text is searched over bytes, other text over Characters: an `x` replaced by `é`
        // (two bytes, one Character) must give the same Character offset.
        let cases: [(String, String, Int?)] = [
            ("x }", "}", 2), ("\"x}\" }", "}", 5), ("'x\"}' } }", "}", 6), ("x \"}", "}", nil),
            ("if x %} {% y", "{%", 8), ("x '{%' {", "{%", nil), ("}", "}", 0), ("", "}", nil),
        ]
        for (text, needle, expected) in cases {
            XCTAssertEqual(offset(text, needle), expected, text)
            XCTAssertEqual(offset(text.replacingOccurrences(of: "x", with: "é"), needle), expected, text)
            XCTAssertEqual(offset(text[...], needle), expected, "as a Substring: \(text)")
        }
        // A quote with a combining mark is another Character, which opens no string.
        XCTAssertEqual(offset("\"\u{301} }", "}"), 2)
    }

    func testTrimsSpacesWithStencilsQuirksOnAsciiAndOtherText() {
        XCTAssertEqual("  a b  ".trimmingSpacesLikeStencil(), "a b")
        XCTAssertEqual("a   ".trimmingSpacesLikeStencil(), "a   ")
        XCTAssertEqual("   ".trimmingSpacesLikeStencil(), "   ")
        XCTAssertEqual("".trimmingSpacesLikeStencil(), "")
        XCTAssertEqual(" é ".trimmingSpacesLikeStencil(), "é")
        XCTAssertEqual("x \u{301}".trimmingSpacesLikeStencil(), "x \u{301}", "a space with a combining mark is not a space")
    }

    func testTagsWithCombiningMarksOrCarriageReturnsAreReadByCharacter() throws {
        let combined = try tokens("{%\u{301} x %}")
        XCTAssertEqual(combined.map(\.kind), [.comment])
        let crlf = try tokens("a\r\n{% if\r\n  x %}")
        XCTAssertEqual(crlf[1].contents, "if\r\n  x")
        XCTAssertEqual(crlf[1].location.line, 2)
        XCTAssertEqual(crlf[1].location.column, 3)
        let multiline = try tokens("{{ a\n  b }}{{ { }}")
        XCTAssertEqual(multiline.map(\.contents), ["a b", "{"])
        XCTAssertEqual(multiline.map(\.location.column), [0, 6], "contents not found verbatim, or found inside the opener, point at the tag")
    }

    func testEmptyBlockTagsAreIgnoredAndEmptyVariablesAreErrors() throws {
        XCTAssertEqual(try render("a{% %}b{%}c{%%}d"), "abcd")
        XCTAssertEqual(templateError { try render("a{{ }}b") }?.reason, "Missing variable name")
    }
}
