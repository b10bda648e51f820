import XCTest
@testable import ModelScanner

final class LexerTests: XCTestCase {
    func testIdentifiersKeywordsAndPunctuation() {
        let tokens = lex("struct `default` café: $0 { (a, b); [c] }")
        XCTAssertEqual(tokens.map(\.text), ["struct", "`default`", "café", ":", "$0", "{", "(", "a", ",", "b", ")", ";", "[", "c", "]", "}"])
        XCTAssertEqual(tokens[1].kind, .backtickIdentifier)
        XCTAssertEqual(tokens[2].kind, .identifier)
    }

    func testNumbers() {
        let tokens = lex("1 1_000 0x1F 0b101 0o17 1.5 1e10 0x1p3 2.5e-3")
        XCTAssertEqual(tokens.map(\.kind), [.integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral,
                                            .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral])
        XCTAssertEqual(tokens.map(\.text).last, "2.5e-3")
    }

    func testOperatorsArrowsAndAngles() {
        let tokens = lex("a -> b == c ... d ..< e < f > g >> h = i ? j ! k & l")
        let kinds = tokens.filter { $0.kind != .identifier }.map(\.kind)
        XCTAssertEqual(kinds, [.arrow, .operator, .operator, .operator, .leftAngle, .rightAngle, .operator, .equal,
                               .question, .exclamation, .ampersand])
    }

    func testPostfixQuestionMarkStaysAlone() {
        XCTAssertEqual(lex("init?<T>").map(\.text), ["init", "?", "<", "T", ">"])
        XCTAssertEqual(lex("x!.y").map(\.text), ["x", "!", ".", "y"])
    }

    func testStringLiteralsOfEveryForm() {
        let source = ##"""
        "plain { }" "esc \" }" "interp \(a + "in { }") )" #"raw "q" \n }"# ##"r #" x"## """
        multi "quote" }
        """ #"""
        """ still }
        """#
        """##
        let tokens = lex(source)
        XCTAssertEqual(tokens.map(\.kind), Array(repeating: .stringLiteral, count: 7))
        XCTAssertEqual(tokens[2].text, #""interp \(a + "in { }") )""#)
    }

    func testNestedInterpolationsDeep() {
        let depth = 200
        let source = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + " x"
        let tokens = lex(source)
        XCTAssertEqual(tokens.map(\.kind), [.stringLiteral, .identifier])
    }

    func testCommentsAreTrivia() {
        let tokens = lex("a // line { \n b /* block /* nested */ still */ c /// doc\n d /** doc */ e")
        XCTAssertEqual(tokens.map(\.text), ["a", "b", "c", "d", "e"])
    }

    func testPoundKeywordsAndAttributes() {
        let tokens = lex("#if DEBUG\n@available(iOS 13, *) #endif #Preview")
        XCTAssertEqual(tokens.map(\.text), ["#if", "DEBUG", "@", "available", "(", "iOS", "13", ",", "*", ")", "#endif", "#Preview"])
        XCTAssertEqual(tokens[0].kind, .poundKeyword)
        XCTAssertEqual(tokens[2].kind, .atSign)
    }

    func testRegexLiteralsWhereUnambiguous() {
        let tokens = lex("let r = /[a-z}]+/\nlet s = #/a{2}/#\nlet t = x / 2 / y")
        XCTAssertEqual(tokens.filter { $0.kind == .regexLiteral }.map(\.text), ["/[a-z}]+/", "#/a{2}/#"])
        XCTAssertEqual(tokens.filter { $0.text == "/" }.count, 2)
    }

    /// Swift's rules for a bare `/`: an unbalanced `)` or a closing `/` that opens a comment make it
    /// an operator (swift-case-paths writes `{ /Result.success ~= $0 }).compactMap(/Result.success)`).
    func testSlashesThatSwiftDoesNotReadAsRegexLiterals() {
        let unbalanced = lex("f({ /Result.success ~= $0 }).compactMap(/Result.success)")
        XCTAssertEqual(unbalanced.filter { $0.kind == .regexLiteral }.count, 0)
        XCTAssertEqual(unbalanced.filter { $0.kind == .rightBrace }.count, 1)
        XCTAssertEqual(lex("let r = /(a)[)]/").filter { $0.kind == .regexLiteral }.map(\.text), ["/(a)[)]/"])
        XCTAssertEqual(lex("g(/a//comment").filter { $0.kind == .regexLiteral }.count, 0)
    }

    func testABraceAfterAPrefixSlashClosesTheBody() {
        let result = SourceScanner.scan(source: """
            final class T {
              func a() { XCTAssert(results.prefix(while: { /Result.success ~= $0 }).compactMap(/Result.success)) }
              func b() {}
            }
            """, path: "T.swift")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.types.first?.methods.map(\.name), ["a()", "b()"])
    }

    func testLinesAndColumns() {
        let bytes = Array("a\n  bb /* x\n y */ c\n\"\"\"\n s\n \"\"\" d".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            let positions = (0..<5).map { _ -> [Int] in
                let token = lexer.next()
                return [token.line, token.column]
            }
            XCTAssertEqual(positions, [[1, 1], [2, 3], [3, 7], [4, 1], [6, 6]])
            XCTAssertTrue(lexer.lineFlags[2].contains(.comment))
            XCTAssertTrue(lexer.lineFlags[4].contains(.code), "a multi-line string's inner lines are code")
        }
    }

    func testOnlyAnnotationCommentsAreRecorded() {
        let bytes = Array("// plain\n// sourcery: a\nlet x = \"// sourcery: no\" /* sourcery: b */".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            while lexer.next().kind != .endOfFile {}
            XCTAssertEqual(lexer.annotationComments.map(\.line), [2, 3])
        }
    }

    func testUnterminatedLiteralsReportAndStop() {
        for source in ["\"abc\nnext", "/* never", "\"\"\"\n abc", "#/abc", "\"\\(1 + "] {
            let bytes = Array(source.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(bytes: buffer)
                var count = 0
                while lexer.next().kind != .endOfFile { count += 1 }
                XCTAssertLessThan(count, 10, source)
                XCTAssertEqual(lexer.problems.count, 1, source)
            }
        }
    }

    func testSkipBlockHonoursStringsAndComments() {
        let bytes = Array("{ \"}\" /* } */ // }\n { #\"}\"# } } after".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            XCTAssertEqual(lexer.next().kind, .leftBrace)
            XCTAssertEqual(lexer.skipBlock().kind, .rightBrace)
            let next = lexer.next()
            XCTAssertEqual(String(decoding: buffer[next.start..<next.end], as: UTF8.self), "after")
        }
    }
}
