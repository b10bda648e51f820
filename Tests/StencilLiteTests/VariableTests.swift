import XCTest
@testable import StencilLite

final class VariableTests: XCTestCase {
    func testLiteralsWinOverContextKeys() throws {
        XCTAssertEqual(try render("{{ true }} {{ 007 }} {{ 1.5 }} {{ 'q' }} {{ \"d\" }}", ["true": "no"]), "true 7 1.5 q d")
    }

    func testKeyPathsIntoDictionariesArraysAndStrings() throws {
        let context: [String: Any] = ["d": ["a": ["b": 1]], "xs": [10, 20], "s": "héllo"]
        XCTAssertEqual(try render("{{ d.a.b }} {{ xs.1 }} {{ xs.first }} {{ xs.last }} {{ xs.count }} {{ s.1 }} {{ s.count }}", context),
                       "1 20 10 20 2 é 5")
        XCTAssertEqual(try render("[{{ xs.5 }}{{ xs.-1 }}{{ d.nope.deeper }}]", context), "[]")
    }

    func testDictionaryMembersAreFoundAsByHashingAtEverySize() throws {
        // Up to 8 entries are searched by comparing keys, larger dictionaries by hashing: both find
        // canonically equivalent names ("é" composed or not) and miss the same ones.
        for size in [1, 8, 9, 20] {
            var dictionary: [String: Any] = ["caf\u{E9}": "coffee"]
            for index in 0..<(size - 1) { dictionary["k\(index)"] = index }
            let template = "{{ d.cafe\u{301} }} {{ d.k0 }} {{ d.missing }}|{{ d.count }}"
            XCTAssertEqual(try render(template, ["d": dictionary]), "coffee \(size > 1 ? "0" : "") |\(size)", "size \(size)")
        }
    }

    func testNamesToldFromLiteralsByTheirFirstByteParseAsTheyWould() {
        // `Literal.init` skips parsing text that starts like a name; parsing it gives the same answer.
        let texts = ["word", "Word1x", "_x", "x1", "missing", "zeta", "inf", "Infinity", "INF", "NaN", "nan(0x1)",
                     "true", "false", "True", "t", "f", "i", "n", "forloop", "item.name", "a", "Z", "@", "[a]", "",
                     "'q'", "\"d\"", "007", "-1", "+2", "1.5", ".5", "1e3", "0x1p3", "é", " word"]
        for text in texts {
            XCTAssertEqual(Literal(text).map { "\($0)" }, Literal(parsing: text).map { "\($0)" }, text)
        }
    }

    func testANameAloneReadsAsTheSameNameReadAsAMember() throws {
        // A path of one name is a single look-up (`KeyPath.soleNameID`); the same value read as a
        // member walks the path. Both print, filter and test alike, defined, nil or missing.
        let values: [String: Any] = [
            "text": "Word1x", "number": 7, "flag": false, "list": ["a", "b"], "map": ["k": 1],
            "person": Person(name: "Ada"), "none": Optional<String>.none as Any,
        ]
        for name in values.keys.sorted() + ["missing"] {
            let alone = "{{ \(name) }}|{{ \(name)|default:\"d\" }}|{% if \(name) %}yes{% endif %}|{{ \(name)|join:\",\" }}"
            let asMember = alone.replacingOccurrences(of: name, with: "holder.\(name)")
            XCTAssertEqual(try render(alone, values), try render(asMember, ["holder": values]), name)
        }
        // A loop variable, defined in a scope, reads as the item it is.
        XCTAssertEqual(try render("{% for i in list %}{{ i }}{{ i|uppercase }}{% endfor %}", values),
                       try render("{% for i in list %}{{ list[forloop.counter0] }}{{ list[forloop.counter0]|uppercase }}{% endfor %}", values))
    }

    func testSubscriptsResolveVariablesAndLiterals() throws {
        let context: [String: Any] = ["d": ["7": "seven", "k": "kay"], "xs": ["a", "b"], "i": 1, "key": "k", "keys": ["k"]]
        XCTAssertEqual(try render("{{ d[7] }} {{ xs[i] }} {{ d[key] }} {{ d[keys[0]] }} {{ d[\"k\"] }}", context), "seven b kay kay kay")
    }

    func testMalformedKeyPathsFailOnlyWhenRendered() throws {
        XCTAssertEqual(try render("{% if false %}{{ a..b }}{% endif %}ok"), "ok")
        XCTAssertEqual(templateError { try render("{{ a..b }}") }?.reason, "Unexpected '.' in variable 'a..b'")
        XCTAssertEqual(templateError { try render("{{ a[b }}", ["a": [:] as [String: Any], "b": "x"]) }?.reason,
                       "Unbalanced subscript brackets in variable 'a[b'")
        XCTAssertEqual(templateError { try render("{{ [a] }}") }?.reason, "Unexpected '[' in variable '[a]'")
        XCTAssertEqual(templateError { try render("{{ m[k] }}", ["m": [:] as [String: Any]]) }?.reason,
                       "Unable to resolve subscript 'k' in variable 'm[k]'")
    }

    func testKeyPathsSplitTheSameOverBytesAndOverCharacters() {
        // ASCII paths without brackets are split over bytes, others over Characters: an `x` replaced
        // by `é` (two bytes, one Character) must give the same names and the same error.
        func split(_ path: String) -> ([String], String?) {
            let syntax = KeyPathSyntax(path, depth: 0)
            let names = syntax.steps.map { step -> String in
                guard case .member(let key, _) = step else { return "[]" }
                return key.name.replacingOccurrences(of: "é", with: "x")
            }
            return (names, syntax.deferredError?.message.replacingOccurrences(of: "é", with: "x"))
        }
        for path in ["x", "x.y", "x..y", ".x", "x.", "", "x.y.", "x.1", "..", ".", "x..", "x.y..z", "x\r\n.y"] {
            let overBytes = split(path)
            let overCharacters = split(path.replacingOccurrences(of: "x", with: "é"))
            XCTAssertEqual(overBytes.0, overCharacters.0, path)
            XCTAssertEqual(overBytes.1, overCharacters.1, path)
        }
        XCTAssertEqual(split("x..y").1, "Unexpected '.' in variable 'x..y'")
        XCTAssertEqual(split("a.b").0, ["a", "b"])
        XCTAssertEqual(split("a.\u{301}b").0, ["a.\u{301}b"], "a dot with a combining mark is not a dot")
    }

    /// A key path is walked by recursion up to 64 steps and by a loop beyond: a template may chain a
    /// model's relations without end (150,000 steps took the render past 8 MB of stack when walked by
    /// recursion).
    func testAKeyPathOfAnyLengthIsWalked() throws {
        let loop = SelfReference()
        for steps in [1, 63, 64, 65, 66, 150_000] {
            let path = "x" + String(repeating: ".me", count: steps)
            XCTAssertEqual(try render("{{ \(path).name }}", ["x": loop]), "loop", "\(steps) steps")
            XCTAssertEqual(try render("[{{ \(path).nothing.name }}]", ["x": loop]), "[]", "\(steps) steps")
        }
        XCTAssertEqual(templateError { try render("{{ x\(String(repeating: ".me", count: 100)).nope }}", ["x": loop]) }?.reason,
                       "Unknown member 'nope' of SelfReference. Did you mean 'name'?")
    }

    func testLastOfEmptyCollectionsIsNothingInsteadOfACrash() throws {
        XCTAssertEqual(try render("[{{ xs.last }}{{ s.last }}{{ xs.first }}]", ["xs": [Any](), "s": ""]), "[]")
    }

    func testTemplateLookupAnswersMembersAndNilOptionals() throws {
        let ada = Person(name: "Ada", friends: [Person(name: "Bob", nickname: "B")])
        XCTAssertEqual(try render("{{ p.name }}/{{ p.nickname }}/{{ p.friends.first.nickname }}/{{ p.friends.count }}", ["p": ada]), "Ada//B/1")
        XCTAssertEqual(try render("{% if p.nickname %}x{% else %}none{% endif %}", ["p": ada]), "none")
    }

    /// A class is read through its witness table (`TemplateValue.lookup`), a value type through a
    /// cast (`object`): both answer alike, print their description and are true.
    func testAValueTypeTemplateLookupAnswersAsAClassDoes() throws {
        struct Badge: TemplateLookup, CustomStringConvertible {
            func lookup(_ member: String) -> LookupResult { member == "name" ? .found("gold") : .unknown }
            var memberNames: [String] { ["name"] }
            var description: String { "Badge" }
        }
        let template = "{{ x.name }} {{ x }} {% if x %}true{% endif %} {% if x == x %}equal{% else %}unequal{% endif %}"
        XCTAssertEqual(try render(template, ["x": Person(name: "gold")]), "gold Person(gold) true unequal")
        XCTAssertEqual(try render(template, ["x": Badge()]), "gold Badge true unequal")
        XCTAssertEqual(templateError { try render("{{ x.nmae }}", ["x": Badge()]) }?.reason, "Unknown member 'nmae' of Badge. Did you mean 'name'?")
    }

    func testUnknownTemplateLookupMemberIsALocatedErrorWithASuggestion() {
        let error = templateError { try render("line\n  {{ p.nmae }}", ["p": Person(name: "Ada")]) }
        XCTAssertEqual(error?.reason, "Unknown member 'nmae' of Person. Did you mean 'name'?")
        XCTAssertEqual(error?.location?.line, 2)
        XCTAssertEqual(error?.location?.column, 5)
    }

    func testNameErrorsInLoopsAndBranchesPointAtTheirTag() {
        let context: [String: Any] = ["p": Person(name: "Ada")]
        let loop = templateError { try render("{% for f in p.freinds %}\n{{ f }}\n{% endfor %}", context) }
        XCTAssertEqual(loop?.reason, "Unknown member 'freinds' of Person. Did you mean 'friends'?")
        XCTAssertEqual(loop?.location?.line, 1)
        XCTAssertEqual(loop?.token?.contents, "for f in p.freinds")
        let branch = templateError { try render("{% if false %}\n{% elif p.nmae %}\n{% endif %}", context) }
        XCTAssertEqual(branch?.location?.line, 2)
        XCTAssertNoThrow(try render("{% for x in xs where x.y %}\n{% endfor %}", ["xs": [["z": 1]]], environment: Environment(strict: true)),
                         "strict mode only concerns printed variables")
    }

    func testDynamicMemberLookupRawValuesAndReflection() throws {
        struct Dynamic: DynamicMemberLookup {
            subscript(dynamicMember member: String) -> Any? { member == "x" ? "dyn" : nil }
        }
        enum Kind: String { case cat }
        struct Plain { let title: String; let missing: String? }
        let context: [String: Any] = ["d": Dynamic(), "k": Kind.cat, "p": Plain(title: "T", missing: nil), "t": (1, label: "L")]
        XCTAssertEqual(try render("{{ d.x }}{{ d.y }} {{ k.rawValue }} {{ p.title }}[{{ p.missing }}] {{ t.0 }}{{ t.label }}", context),
                       "dyn cat T[] 1L")
    }

    func testPrintsValuesLikeStencil() throws {
        let context: [String: Any] = ["i": 42, "d": 2.0, "b": false, "xs": ["a", 1, 2.5, true] as [Any], "e": [Any](), "m": ["k": "v"]]
        XCTAssertEqual(try render("{{ i }} {{ d }} {{ b }} {{ xs }} {{ e }} {{ m }} {{ 1...3 }}", context),
                       "42 2.0 false [\"a\", 1, 2.5, true] [] [\"k\": \"v\"] [1, 2, 3]")
    }

    func testPrintsDictionariesWithSortedKeysAtEveryDepth() throws {
        let nested: [String: Any] = ["zeta": 1, "alpha": ["y": 2, "b": [["q": 1, "c": 2]]] as [String: Any], "mid": "m"]
        let expected = "[\"alpha\": [\"b\": [[\"c\": 2, \"q\": 1]], \"y\": 2], \"mid\": \"m\", \"zeta\": 1]"
        for _ in 0..<5 { XCTAssertEqual(try render("{{ d }}", ["d": nested]), expected) }
        XCTAssertEqual(try render("{{ e }}", ["e": [String: Any]()]), "[:]")
    }

    func testStrictModeReportsUndefinedVariablesWithSuggestions() {
        let strict = Environment(strict: true)
        let error = templateError { try render("Hi {{ nmae }}", ["name": "Ada"], environment: strict) }
        XCTAssertEqual(error?.reason, "Undefined variable 'nmae'. Did you mean 'name'?")
        XCTAssertEqual(error?.location?.column, 6)
        XCTAssertEqual(templateError { try render("{{ d.x }}", ["d": [:] as [String: Any]], environment: strict) }?.reason,
                       "Undefined member 'x' in 'd.x'")
        XCTAssertEqual(try? render("{{ missing|default:\"d\" }}{% if missing %}x{% endif %}", environment: strict), "d")
        XCTAssertEqual(try? render("[{{ p.nickname }}]", ["p": Person(name: "A")], environment: strict), "[]")
    }

    func testDeeplyNestedSubscriptsStopWithAnError() {
        let text = "{{ " + String(repeating: "a[", count: 200) + "b" + String(repeating: "]", count: 200) + " }}"
        XCTAssertNotNil(templateError { try render(text) })
    }

    func testDictionariesWithOtherKeysReadThroughTheKeysDescriptions() throws {
        XCTAssertEqual(try render("{{ d.1 }} {{ d.count }} {% for k, v in d %}{{ k }}{{ v }}{% endfor %}", ["d": [1: "one", 2: "two"]]), "one 2 1one2two")
    }

    func testForloopPrintsAsADictionary() throws {
        XCTAssertEqual(try render("{% for x in xs %}{{ forloop.counter }}{% if forloop %}!{% endif %}{% endfor %}", ["xs": [1]]), "1!")
    }
}

/// A model object one of whose members is itself, as model relations can cycle.
private final class SelfReference: TemplateLookup {
    func lookup(_ member: String) -> LookupResult {
        switch member {
        case "me": return .found(self)
        case "name": return .found("loop")
        case "nothing": return .found(nil)
        default: return .unknown
        }
    }

    var memberNames: [String] { ["me", "name", "nothing"] }
}
