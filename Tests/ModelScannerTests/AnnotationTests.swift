import XCTest
@testable import ModelScanner

final class AnnotationTests: XCTestCase {
    func testPayloadGrammar() {
        XCTAssertEqual(AnnotationPayload.parse(" skip"), ["skip": .bool(true)])
        XCTAssertEqual(AnnotationPayload.parse("k = 5, n = -3, f = 1.5, e ="),
                       ["k": .number(5), "n": .number(-3), "f": .number(1.5), "e": .bool(true)])
        XCTAssertEqual(AnnotationPayload.parse(#"q = "a, b = c", s = 'x', t = true, three = "3", j = [1, 2]"#),
                       ["q": .string("a, b = c"), "s": .string("x"), "t": .string("true"), "three": .string("3"),
                        "j": .string("[1, 2]")])
        XCTAssertEqual(AnnotationPayload.parse(#"pad = "  x  ", hex = 0x10, exp = 1e3"#),
                       ["pad": .string("x"), "hex": .string("0x10"), "exp": .string("1e3")])
        XCTAssertEqual(AnnotationPayload.parse("tag = a, tag = b, tag = a"), ["tag": .array([.string("a"), .string("b")])])
        XCTAssertEqual(AnnotationPayload.parse("json:key = \"id\", max = 5"),
                       ["json": .object(["key": .string("id"), "max": .number(5)])])
        XCTAssertEqual(AnnotationPayload.parse("a:b: k"), ["a": .object(["b": .object(["k": .bool(true)])])])
        XCTAssertEqual(AnnotationPayload.parse("url = \"http://x\""), ["url": .string("http://x")])
    }

    func testDeepNamespacesAreCapped() {
        let payload = String(repeating: "a:", count: 10_000) + " k"
        var depth = 0
        var value = AnnotationValue.object(AnnotationPayload.parse(payload))
        while case .object(let object) = value, let next = object.values.first {
            depth += 1
            value = next
        }
        XCTAssertEqual(depth, AnnotationPayload.maximumNamespaceDepth + 1)
    }

    func testCommentFormsAndPlacement() throws {
        let type = try XCTUnwrap(scan("""
        // sourcery: line
        /// sourcery: doc
        /** sourcery: docBlock */
        /* sourcery: block */
        // a plain comment does not break the run
        @MainActor
        struct S {
            /* sourcery: inline */ var a: Int
            var b: Int // sourcery: trailing
            var c: Int
            // sourcery: blank

            var d: Int
            /*
             sourcery: multiLine
             */
            var e: Int
            #if DEBUG
            // sourcery: throughIf
            #endif
            var f: Int
            var url = "// sourcery: notAComment"
            // Sourcery: wrongCase
            var g: Int
        }
        """).type("S"))
        XCTAssertEqual(Set(type.annotations.keys), ["line", "doc", "docBlock", "block"])
        let names = type.variables.map { ($0.name, $0.annotations.keys.sorted()) }
        XCTAssertEqual(names.map(\.0), ["a", "b", "c", "d", "e", "f", "url", "g"])
        XCTAssertEqual(names.map(\.1), [["inline"], ["trailing"], [], [], ["multiLine"], ["throughIf"], [], []])
    }

    func testRepeatedKeysAcrossLinesKeepSourceOrder() {
        let variable = scan("""
        struct S {
            // sourcery: tag = "one"
            // sourcery: tag = "two"
            // sourcery: json:key = "a"
            // sourcery: json:skip
            var x: Int
        }
        """).type("S")?.variable("x")
        XCTAssertEqual(variable?.annotations["tag"], .array([.string("one"), .string("two")]))
        XCTAssertEqual(variable?.annotations["json"], .object(["key": .string("a"), "skip": .bool(true)]))
    }

    func testBeginEndAndFileMarkers() {
        let result = scan("""
        struct Before { var a: Int }
        // sourcery:file: scope = "file"
        // sourcery:begin: grouped, scope = "block"
        struct Inside {
            // sourcery: own, grouped = "line"
            var b: Int
        }
        // sourcery:end
        struct After { var c: Int }
        """)
        XCTAssertEqual(result.type("Before")?.annotations, [:])
        XCTAssertEqual(result.type("Inside")?.annotations, ["grouped": .bool(true), "scope": .string("file")])
        XCTAssertEqual(result.type("Inside")?.variable("b")?.annotations,
                       ["own": .bool(true), "grouped": .bool(true), "scope": .string("file")])
        XCTAssertEqual(result.type("After")?.variable("c")?.annotations, ["scope": .string("file")])
    }

    func testInlineMarkersAndCaseElements() {
        let result = scan("""
        enum E {
            // sourcery: first
            case a, b // sourcery: both
            // sourcery:inline:E.Generated
            // sourcery:end
            case c
        }
        """)
        let cases = result.type("E")?.cases
        XCTAssertEqual(cases?.map { $0.annotations.keys.sorted() }, [["both", "first"], ["both"], []])
    }

    func testMethodsInitializersAndExtensionsMerge() {
        let result = scan("""
        // sourcery: base = 1, kept
        struct S {
            // sourcery: initializer
            init() {}
            func f() {} // sourcery: trailing
        }
        // sourcery: base = 2, fromExtension
        extension S {}
        """)
        let type = result.type("S")
        XCTAssertEqual(type?.annotations, ["base": .number(2), "kept": .bool(true), "fromExtension": .bool(true)])
        XCTAssertEqual(type?.method("init()")?.annotations, ["initializer": .bool(true)])
        XCTAssertEqual(type?.method("f()")?.annotations, ["trailing": .bool(true)])
    }

    func testAnnotationsInTheDump() throws {
        let dump = scan("// sourcery: n = 2, f = 0.5, s = \"x\", t\nstruct S {}").dumpJSON()
        XCTAssertTrue(dump.contains(#""n": 2"#), dump)
        XCTAssertTrue(dump.contains(#""f": 0.5"#), dump)
        XCTAssertTrue(dump.contains(#""t": true"#), dump)
    }

    func testParametersAndAssociatedValuesTakeInlineComments() throws {
        let result = scan("""
        struct S {
            func f(/* sourcery: a */ x: Int, /* sourcery: b */ /* sourcery: c */ _ y: Int, z: Int) {} // sourcery: method
            func g(
                // sourcery: above
                p: Int, // sourcery: trailing
                q: Int
            ) {}
        }
        enum E {
            case a(/* sourcery: scoped */ teams: [String], count: Int)
        }
        """)
        let f = try XCTUnwrap(result.type("S")?.method("f(x:_:z:)"))
        XCTAssertEqual(f.annotations, ["method": .bool(true)])
        XCTAssertEqual(f.parameters.map { $0.annotations.keys.sorted() }, [["a"], ["b", "c"], []])
        let g = try XCTUnwrap(result.type("S")?.method("g(p:q:)"))
        XCTAssertEqual(g.parameters.map { $0.annotations.keys.sorted() }, [["above", "trailing"], []])
        let values = try XCTUnwrap(result.type("E")?.cases.first?.associatedValues)
        XCTAssertEqual(values.map { $0.annotations.keys.sorted() }, [["scoped"], []])
    }

    /// Each annotated member is rebuilt in its list, the declaration holding an annotated
    /// parameter with it, and a nested alias once for the type's and the result's lists.
    func testRebuiltMembersKeepTheirPlaces() throws {
        let result = scan("""
        struct S {
            var a = 0
            // sourcery: b
            var b = 0
            subscript(/* sourcery: key */ key: Int) -> Int { 0 }
            // sourcery: alias
            typealias Alias = Int
        }
        func global(/* sourcery: x */ x: Int) {}
        """)
        let s = try XCTUnwrap(result.type("S"))
        XCTAssertEqual(s.variables.map(\.name), ["a", "b"])
        XCTAssertEqual(s.variables.map(\.annotations), [[:], ["b": .bool(true)]])
        XCTAssertEqual(s.subscripts.first?.parameters.map(\.annotations), [["key": .bool(true)]])
        XCTAssertEqual(s.typealiases["Alias"]?.annotations, ["alias": .bool(true)])
        XCTAssertTrue(s.typealiases["Alias"] === result.typealiases.first { $0.aliasName == "Alias" })
        XCTAssertEqual(result.functions.first?.parameters.map(\.annotations), [["x": .bool(true)]])
    }

    /// As Sourcery's `AnnotationsParser.inlineFrom`: a parameter after code on its line, without an
    /// inline comment, takes the comment lines above that line when the line above is a comment.
    func testParametersOnTheFunctionLineTakeTheCommentLinesAboveIt() throws {
        let result = scan("""
        protocol P {
            // sourcery: stubNameMode = "medium"
            /// Returns the mapping for `text`.
            func layoutMapping(for text: String, /* sourcery: own */ count: Int) -> Int
            func plain(value: Int)
        }
        """)
        let mapping = try XCTUnwrap(result.type("P")?.method("layoutMapping(for:count:)"))
        XCTAssertEqual(mapping.annotations, ["stubNameMode": .string("medium")])
        XCTAssertEqual(mapping.parameters.map(\.annotations), [["stubNameMode": .string("medium")], ["own": .bool(true)]])
        XCTAssertEqual(try XCTUnwrap(result.type("P")?.method("plain(value:)")).parameters.map(\.annotations), [[:]])
    }
}
