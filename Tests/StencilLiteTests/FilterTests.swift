import XCTest
@testable import StencilLite

final class FilterTests: XCTestCase {
    func testStencilFilters() throws {
        let context: [String: Any] = ["s": "hello big world", "xs": ["a", "b"], "n": "nil", "e": ""]
        XCTAssertEqual(try render("{{ s|capitalize }}|{{ s|uppercase }}|{{ xs|uppercase }}|{{ \"userName\"|capitalize }}", context),
                       "Hello Big World|HELLO BIG WORLD|[\"A\", \"B\"]|Username")
        XCTAssertEqual(try render("{{ missing|default:\"d\" }}{{ n|default:\"x\" }}[{{ e|default:\"x\" }}]{{ missing|default:nope,\"z\" }}", context), "dx[]z")
        XCTAssertEqual(try render("{{ xs|join:\", \" }}|{{ s|split:\" \" }}|{{ s|join }}", context), "a, b|[\"hello\", \"big\", \"world\"]|hello big world")
        XCTAssertEqual(try render("{{ t|indent }}|{{ t|indent:1,\"-\",true }}", ["t": "a\nb"]), "a\n    b|-a\n-b")
        XCTAssertEqual(try render("{{ s|filter:\"uppercase\" }}", context), "HELLO BIG WORLD")
    }

    func testLiteralArgumentsAndArgumentsEvaluatedOnEachCall() throws {
        // Literal arguments are worked out once, when the template is parsed (`FilterCall`); the others on each call.
        var filters = Extension()
        filters.registerFilter("types") { _, arguments in arguments.map { "\(type(of: $0!)):\($0!)" }.joined(separator: ",") }
        filters.registerFilter("plain") { value in value }
        let environment = Environment(extensions: [filters])
        XCTAssertEqual(try render("{{ x|types:\"s\",2,1.5,true,y }}", ["x": 0, "y": "v"], environment: environment),
                       "String:s,Int:2,Float:1.5,Bool:true,String:v")
        XCTAssertEqual(try render("{% for y in ys %}{{ x|default:y }}{{ x|default:\"-\" }}{{ y|default:\"-\" }};{% endfor %}", ["ys": ["a", "nil"]]),
                       "a-a;nil--;")
        XCTAssertEqual(templateError { try render("{{ x|plain:y.a[z] }}", environment: environment) }?.reason,
                       "Can't invoke filter with an argument", "refused before its argument is evaluated")
        XCTAssertEqual(templateError { try render("{{ x|plain:1 }}", environment: environment) }?.reason, "Can't invoke filter with an argument")
    }

    func testBuiltinsGiveOneVariableArgumentTheSameAnswerAsAnArrayOfThem() throws {
        // A built-in with one variable argument gets its value without an array (`BuiltinFilter`);
        // the same argument among several (or written as a literal) goes through the array.
        let values: [String: Any] = ["s": "a b", "n": "nil", "e": "", "i": 3, "xs": ["x", "y"], "d": ["k": 1], "sep": "+"]
        for name in values.keys.sorted() + ["missing"] {
            for argument in values.keys.sorted() + ["missing"] {
                let one = "{{ \(name)|default:\(argument) }}"
                let several = "{{ \(name)|default:\(argument),undefinedName }}"
                XCTAssertEqual(try render(one, values), try render(several, values), one)
            }
        }
        XCTAssertEqual(try render("{{ xs|join:sep }}|{{ s|join:sep }}|{{ missing|join:sep }}", values),
                       try render("{{ xs|join:\"+\" }}|{{ s|join:\"+\" }}|{{ missing|join:\"+\" }}", values))
        for filter in ["capitalize", "uppercase", "lowercase"] {
            XCTAssertEqual(templateError { try render("{{ s|\(filter):sep }}", values) }?.reason,
                           templateError { try render("{{ s|\(filter):\"+\" }}", values) }?.reason, filter)
        }
        XCTAssertEqual(templateError { try render("{{ xs|join:sep,sep }}", values) }?.reason, "'join' filter takes at most one argument")
    }

    func testJoinPrintsEachElementOfAnyArray() throws {
        // An array of Strings is joined as it is (`BuiltinFilters.join`), other arrays element by element.
        let template = "{{ xs|join:\"-\" }}|{{ xs|join }}"
        XCTAssertEqual(try render(template, ["xs": ["a", "é", ""]]), "a-é-|aé")
        XCTAssertEqual(try render(template, ["xs": ["a"[...], "b"[...]]]), "a-b|ab")
        XCTAssertEqual(try render(template, ["xs": ["a", nil] as [String?]]), "a-|a")
        XCTAssertEqual(try render(template, ["xs": [1, 2]]), "1-2|12")
        // Strings are copied byte by byte into one String of the final size: the standard library's join.
        let lists = [[], ["só"], ["a", "é", ""], [String(repeating: "long ", count: 10), "ü", "", "x"]]
        for strings in lists {
            for separator in ["", "-", "→ "] {
                XCTAssertEqual(strings.joinedAsUTF8(separator: separator), strings.joined(separator: separator))
            }
        }
    }

    func testFilterErrors() {
        XCTAssertEqual(templateError { try render("{{ x|uppercase:1 }}") }?.reason, "Can't invoke filter with an argument")
        XCTAssertEqual(templateError { try render("{{ x|join:1,2 }}") }?.reason, "'join' filter takes at most one argument")
        XCTAssertEqual(templateError { try render("{{ t|indent:-1 }}", ["t": "a\nb"]) }?.reason, "'indent' filter width argument must not be negative (-1)")
        let unknown = templateError { try render("x\n{% for a in b|lenght %}{% endfor %}") }
        XCTAssertEqual(unknown?.reason, "Unknown filter 'lenght'. Found similar filters: 'default', 'indent'.")
        XCTAssertEqual(unknown?.location?.column, 12)
        XCTAssertEqual(templateError { try render("{% if false %}{{ x|nope }}{% endif %}") }?.reason.hasPrefix("Unknown filter 'nope'"), true)
    }

    func testSwiftKitStringFilters() throws {
        let env = Environment(extensions: [.stencilSwiftKit])
        let cases: [(String, String)] = [
            ("{{ \"fooBar\"|upperFirstLetter }}", "FooBar"),
            ("{{ \"FooBar\"|lowerFirstLetter }}", "fooBar"),
            ("{{ \"URLChooser\"|lowerFirstWord }}", "urlChooser"),
            ("{{ \"fooBar\"|titlecase }}", "FooBar"),
            ("{{ \"snake_case_value\"|snakeToCamelCase }}", "SnakeCaseValue"),
            ("{{ \"_snake_case\"|snakeToCamelCase }}", "_SnakeCase"),
            ("{{ \"_snake_case\"|snakeToCamelCase:\"true\" }}", "SnakeCase"),
            ("{{ \"SNAKE_CASE\"|snakeToCamelCase }}", "SnakeCase"),
            ("{{ \"someURLValue\"|camelToSnakeCase }}", "some_url_value"),
            ("{{ \"someValue\"|camelToSnakeCase:\"false\" }}", "some_Value"),
            ("{{ \"some$URL\"|swiftIdentifier }}", "Some_URL"),
            ("{{ \"25 Ultra Light\"|swiftIdentifier }}", "_25_Ultra_Light"),
            ("{{ \"25 Ultra Light\"|swiftIdentifier:\"pretty\" }}", "_25UltraLight"),
            ("{{ \"class\"|escapeReservedKeywords }}{{ \"name\"|escapeReservedKeywords }}", "`class`name"),
            ("{{ \"a-b-c\"|replace:\"-\",\"+\" }}", "a+b+c"),
            ("{{ \"a1b22\"|replace:\"[0-9]+\",\"#\",\"regex\" }}", "a#b#"),
            ("{{ \"Hello\"|contains:\"ell\" }}{{ \"Hello\"|!contains:\"ell\" }}{{ \"Hello\"|hasPrefix:\"He\" }}{{ \"Hello\"|!hasSuffix:\"lo\" }}", "truefalsetruefalse"),
            ("{{ \"a/b/c.txt\"|basename }} {{ \"a/b/c.txt\"|dirname }}", "c.txt a/b"),
            ("{{ lines|removeNewlines }}|{{ lines|removeNewlines:\"leading\" }}", "abc|ab c"),
            ("{{ \"ff\"|hexToInt }} {{ 0.5|percent }}", "255 50%"),
            ("{% if name|hasPrefix:\"A\" %}yes{% endif %}", "yes"),
        ]
        for (template, expected) in cases {
            XCTAssertEqual(try render(template, ["name": "Ada", "lines": "a\n  b c\n"], environment: env), expected, template)
        }
        XCTAssertEqual(templateError { try render("{{ xs|upperFirstLetter }}", ["xs": [1]], environment: env) }?.reason,
                       "'upperFirstLetter' filter expects a string, got a value of type Array<Int>")
        XCTAssertNotNil(templateError { try render("{{ \"x\"|swiftIdentifier:\"fancy\" }}", environment: env) })
    }

    /// Behaviour StencilSwiftKit 2.10.4's sources define beyond its own tests (issue #18).
    func testSwiftKitFiltersFollowStencilSwiftKitsSources() throws {
        let env = Environment(extensions: [.stencilSwiftKit])
        let cases: [(String, String)] = [
            // Its full keyword list, plus the two Swift 6 rejects as names (`await`, `precedencegroup`).
            ("{{ \"Type\"|escapeReservedKeywords }} {{ \"#file\"|escapeReservedKeywords }} {{ \"await\"|escapeReservedKeywords }}",
             "`Type` `#file` `await`"),
            ("{{ \"some$URL\"|swiftIdentifier:\"valid\" }} {{ \"42 x\"|swiftIdentifier:\"valid\" }}", "some_URL _42_x"),
            ("{{ \"a.b\"|swiftIdentifier:\"valid\" }} {{ \"a.b\"|swiftIdentifier }} {{ \"a.b\"|swiftIdentifier:\"pretty\" }}", "a_b A_B AB"),
            // The Swift grammar's identifier characters: `é` (U+00E9) stays, `¢` (U+00A2) does not.
            ("{{ \"café¢\"|swiftIdentifier:\"valid\" }}", "café_"),
            // PathKit's parent: a bare name gives ".", nothing gives "..", "/" stays.
            ("[{{ \"scratch.tiff\"|dirname }}] [{{ \"\"|dirname }}] [{{ \"/\"|dirname }}] [{{ \"/a\"|dirname }}] [{{ \"a/b/\"|dirname }}]",
             "[.] [..] [/] [/] [a]"),
            ("[{{ \"/usr/../lib/x\"|dirname }}] [{{ \"./a/b\"|dirname }}] [{{ \"..\"|dirname }}]", "[/lib] [a] [../..]"),
            // Only a string is a Bool argument: a number or Bool literal is no argument (the default).
            ("{{ \"SomeCap\"|camelToSnakeCase:0 }} {{ \"SomeCap\"|camelToSnakeCase:1.0 }} {{ \"SomeCap\"|camelToSnakeCase:false }}",
             "some_cap some_cap some_cap"),
            ("{{ \"_a_b\"|snakeToCamelCase:true }} {{ \"_a_b\"|snakeToCamelCase:\"YES\" }}", "_AB AB"),
            // snakecase's passes cover as many UTF-16 units as the input has scalars.
            ("{{ \"URLChooserX\"|camelToSnakeCase }} {{ \"aB😀cD\"|camelToSnakeCase }}", "url_chooserx a_b😀cd"),
            // lowerFirstWord reads capitals as Unicode letter categories Lu/Lt (`Ⓐ` is neither).
            ("{{ \"ÉCOLEx\"|lowerFirstWord }} {{ \"ⒶB\"|lowerFirstWord }}", "écolEx ⒶB"),
            // replace ignores a fourth argument; an absent mode is "normal".
            ("{{ \"a.c\"|replace:\".\",\"b\",\"normal\",\"x\" }} {{ \"a.c\"|replace:\".\",\"b\",\"regex\" }}", "abc bbb"),
        ]
        for (template, expected) in cases {
            XCTAssertEqual(try render(template, environment: env), expected, template)
        }
        XCTAssertEqual(templateError { try render("{{ \"x\"|camelToSnakeCase:\"maybe\" }}", environment: env) }?.reason,
                       "'camelToSnakeCase' filter: invalid option 'maybe' (expected \"true\" or \"false\")")
        XCTAssertNotNil(templateError { try render("{{ 10|hexToInt }}", environment: env) }, "hexToInt reads only a String")
        XCTAssertNotNil(templateError { try render("{{ \"a\"|replace:\"(\",\"b\",\"regex\" }}", environment: env) },
                        "an invalid pattern is an error (Foundation on Linux returns \"\")")
    }
}
