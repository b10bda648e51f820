import XCTest

/// Sourcery's boolean filters over model objects, each with its `!` form.
final class ModelFilterTests: XCTestCase {
    private let sources = """
    protocol Entity {}
    protocol Named: Entity {}
    class Base: Named {}
    public final class Leaf: Base {
        public static var shared = 0
        public private(set) var id: String = ""
        var pair: (Int, Int) = (0, 0)
        var nickname: String?
        var label: String { "" }
        public init() {}
        class func make() {}
        private func helper() {}
    }
    extension Leaf {
        var extra: Int { 0 }
        func extended() {}
    }
    struct Value: Codable {
        var reference: Leaf
        var references: [Leaf]
    }
    enum Kind { case a }
    extension String {}
    """

    private func names(_ expression: String) -> String {
        sourceryOutput("{% for x in \(expression) %}{{ x.name }} {% endfor %}", sources: sources)
    }

    func testKindFilters() {
        XCTAssertEqual(names("types.types|class"), "Base Leaf ")
        XCTAssertEqual(names("types.types|struct"), "Value ")
        XCTAssertEqual(names("types.types|enum"), "Kind ")
        XCTAssertEqual(names("types.types|protocol"), "Entity Named ")
        XCTAssertEqual(names("types.types|extension"), "String ")
        XCTAssertEqual(names("types.all|!class|!extension"), "Kind Value ")
        XCTAssertEqual(sourceryOutput("{{ type.Kind|enum }} {{ type.Kind|!enum }}", sources: sources), "true false")
    }

    func testRelationshipFiltersOnTypesAndTypedDeclarations() {
        XCTAssertEqual(names("types.all|implements:\"Entity\""), "Base Leaf ")
        XCTAssertEqual(names("types.all|inherits:\"Base\""), "Leaf ")
        XCTAssertEqual(names("types.all|based:\"Codable\""), "Value ")
        XCTAssertEqual(names("types.all|!based:\"Codable\""), "Base Kind Leaf String ")
        XCTAssertEqual(names("types.all|extends:\"String\""), "String ")
        XCTAssertEqual(names("type.Value.variables|implements:\"Named\""), "reference ")
        XCTAssertEqual(names("type.Value.variables|!implements:\"Named\""), "references ")
        XCTAssertEqual(names("type.Value.variables|inherits:\"Base\""), "reference ")
        XCTAssertNotNil(sourceryRenderError("{{ types.all|implements }}", sources: sources))
    }

    func testAccessLevelFilters() {
        XCTAssertEqual(names("types.all|public"), "Leaf ")
        XCTAssertEqual(names("types.all|internal"), "Base Kind String Value ")
        XCTAssertEqual(names("type.Leaf.methods|private"), "helper() ")
        XCTAssertEqual(names("type.Leaf.variables|publicGet"), "shared id ")
        XCTAssertEqual(names("type.Leaf.variables|privateSet"), "id ")
        XCTAssertEqual(names("type.Leaf.variables|!privateSet"), "shared pair nickname ")
        XCTAssertEqual(names("type.Leaf.variables|!publicGet"), "pair nickname label extra ")
    }

    /// Sourcery's parser never makes a protocol's property requirement computed (no initializer,
    /// no accessor body): GRDB's `var databaseValue: DatabaseValue { get }` in
    /// `DatabaseValueConvertible` is `stored` in the sourcery-dump (variables), and its types dump
    /// counts it among `storedVariables`. A default in a protocol extension stays computed.
    func testProtocolPropertyRequirementsAreStored() {
        let sources = """
        protocol Convertible { var value: Int { get }\n var name: String { get set } }
        extension Convertible { var doubled: Int { value * 2 } }
        """
        let output = sourceryOutput("""
        {% for v in type.Convertible.variables %}{{ v.name }}:{% if v|stored %}stored{% endif %}{% if v|computed %}computed{% endif %}\
        {{ v.isComputed }} {% endfor %}{{ type.Convertible.storedVariables.count }} {{ type.Convertible.computedVariables.count }}
        """, sources: sources)
        XCTAssertEqual(output, "value:storedfalse name:storedfalse doubled:computedtrue 2 1")
    }

    func testMemberRoleFilters() {
        XCTAssertEqual(names("type.Leaf.variables|stored"), "id pair nickname ")
        XCTAssertEqual(names("type.Leaf.variables|computed"), "label extra ")
        XCTAssertEqual(names("type.Leaf.variables|static"), "shared ")
        XCTAssertEqual(names("type.Leaf.variables|instance"), "id pair nickname label extra ")
        XCTAssertEqual(names("type.Leaf.variables|tuple"), "pair ")
        XCTAssertEqual(names("type.Leaf.variables|optional"), "nickname ")
        XCTAssertEqual(names("type.Leaf.methods|initializer"), "init() ")
        XCTAssertEqual(names("type.Leaf.methods|static"), "init() ")
        XCTAssertEqual(names("type.Leaf.methods|class"), "make() ")
        XCTAssertEqual(names("type.Leaf.methods|instance"), "helper() extended() ")
        XCTAssertEqual(names("type.Leaf.variables|definedInExtension"), "extra ")
        XCTAssertEqual(names("type.Leaf.methods|!definedInExtension"), "init() make() helper() ")
    }

    func testBoolFilterOnOneObjectGivesABoolAndPassesOtherValuesThrough() {
        let template = "{{ type.Leaf.variables.0|static }} {{ type.Leaf.variables.1|!static }} {{ \"text\"|static }} [{{ nothing|static }}]"
        XCTAssertEqual(sourceryOutput(template, sources: sources), "true true text []")
    }

    func testAnnotatedFilterForms() {
        let annotated = """
        struct A {
            // sourcery: skip
            var a: Int
            // sourcery: max = 5, mode = "fast"
            var b: Int
            // sourcery: json:key = "id", json:format = "iso"
            var c: Int
            // sourcery: tag = "x"
            // sourcery: tag = "y"
            var d: Int
            // sourcery: enabled = true
            var e: Int
        }
        """
        func names(_ query: String) -> String {
            sourceryOutput("{% for v in type.A.variables|\(query) %}{{ v.name }}{% endfor %}", sources: annotated)
        }
        XCTAssertEqual(names("annotated:\"skip\""), "a")
        XCTAssertEqual(names("!annotated:\"skip\""), "bcde")
        XCTAssertEqual(names("annotated:\"mode=fast\""), "b")
        // Sourcery trims each side of `=` of whitespace, non-ASCII spaces included.
        XCTAssertEqual(names("annotated:\" mode = fast\t\""), "b")
        XCTAssertEqual(names("annotated:\"mode=\u{00A0}fast\u{2003}\""), "b")
        XCTAssertEqual(names("annotated:\"mode=\""), "")
        XCTAssertEqual(names("annotated:\"max=5\""), "b")
        XCTAssertEqual(names("annotated:\"max=5.0\""), "b")
        XCTAssertEqual(names("annotated:\"json.key=id\""), "c")
        XCTAssertEqual(names("annotated:\"json.key\""), "c")
        XCTAssertEqual(names("!annotated:\"json.key\""), "abde")
        XCTAssertEqual(names("annotated:\"json\""), "c")
        XCTAssertEqual(names("annotated:\"tag=y\""), "d")
        XCTAssertEqual(names("annotated:\"skip=true\""), "a")
        XCTAssertEqual(names("annotated:\"enabled=true\""), "e")
        XCTAssertEqual(sourceryOutput("{{ type.A.variables.0|annotated:\"skip\" }}", sources: annotated), "true")
    }
}
