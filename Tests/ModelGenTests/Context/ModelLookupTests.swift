import XCTest

/// Members Sourcery documents are readable, including those that crash Sourcery on Linux
/// (findings F1, F2, F5, F6) and numbers print as written (F7).
final class ModelLookupTests: XCTestCase {
    func testTypeMembersThatCrashSourceryOnLinuxAreReadable() {
        let sources = """
        import Foundation
        struct Outer {
            struct Inner {}
            static let shared = Outer()
            var count: Int = 0
            init() {}
            static func make() -> Outer { Outer() }
        }
        final class Box: Codable {}
        """
        let template = """
        {% set o type.Outer %}{{ o.localName }}|{{ o.globalName }}|{{ o.isExtension }}|{{ o.isGeneric }}|\
        {{ o.parentName|default:"-" }}|{% for t in o.containedTypes %}{{ t.name }}{% endfor %}|\
        {% for v in o.staticVariables %}{{ v.name }}{% endfor %}|{% for v in o.instanceVariables %}{{ v.name }}{% endfor %}|\
        {% for m in o.initializers %}{{ m.name }}{% endfor %}|{% for m in o.staticMethods %}{{ m.shortName }} {% endfor %}|\
        {{ o.path }}|{{ o.fileName }}|{% for i in o.imports %}{{ i }}{% endfor %}|{{ type.Box.isFinal }}|{{ o.isFinal }}|\
        {{ type.Outer.Inner.name }}|{{ type.Outer.Inner.parentName }}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources),
                       "Outer|Outer|false|false|-|Outer.Inner|shared|count|init()|init make |Models.swift|Models.swift|Foundation|true|false|Outer.Inner|Outer")
    }

    func testVariableMembersAreReadable() {
        let sources = """
        struct A {
            // sourcery: max = 5, ratio = 0.5
            lazy var x: Int? = 3
            private(set) var y: String = "y"
            let z = 1
            var w: Int { 2 }
        }
        """
        let template = """
        {% for v in type.A.variables %}{{ v.name }}:{{ v.isComputed }},{{ v.isMutable }},[{{ v.writeAccess }}],\
        [{{ v.defaultValue|default:"nil" }}],{{ v.isLazy }},{{ v.unwrappedTypeName }},{{ v.actualTypeName }},\
        {{ v.isImplicitlyUnwrappedOptional }},{{ v.definedInTypeName }};{% endfor %}\
        {{ type.A.variables.0.annotations.max }} {{ type.A.variables.0.annotations.ratio }}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources),
                       "x:false,true,[internal],[3],true,Int,Int?,false,A;y:false,true,[private],[\"y\"],false,String,String,false,A;"
                       + "z:false,false,[],[1],false,Int,Int,false,A;w:true,false,[],[nil],false,Int,Int,false,A;5 0.5")
    }

    func testMethodAndParameterMembersAndAnnotationsAreReadable() {
        let sources = """
        class API {
            // sourcery: path = "/users"
            class func users(_ limit: Int = 10, after id: String) rethrows -> [String] { [] }
            required init?(raw: String) {}
            deinit {}
            mutating func touch() {}
        }
        """
        let template = """
        {% for m in type.API.methods %}{{ m.shortName }}:{{ m.isClass }},{{ m.rethrows }},{{ m.isFailableInitializer }},\
        {{ m.isRequired }},{{ m.isDeinitializer }},{{ m.isMutating }},{{ m.annotations.path|default:"-" }};{% endfor %}\
        {% for p in type.API.methods.0.parameters %}{{ p.name }}={{ p.defaultValue|default:"-" }},{{ p.inout }},\
        {{ p.annotations.cursor|default:"-" }},{{ p.unwrappedTypeName }};{% endfor %}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources),
                       "users:true,true,false,false,false,false,/users;init?:false,false,true,true,false,false,-;"
                       + "deinit:false,false,false,false,true,false,-;touch:false,false,false,false,false,true,-;"
                       + "limit=10,false,-,Int;id=-,false,-,String;")
    }

    func testTypeNameObjectsResolve() {
        let sources = """
        struct Item {}
        struct Cart {
            var items: [Item]
            var index: [String: Item]
            var tags: Set<Item>
            var result: Result<Item, Error>
            var pair: (a: Int, Item)
            var handler: (Item) async throws -> Bool
        }
        """
        let template = """
        {% set v type.Cart.variables %}{{ v.0.typeName.array.elementTypeName }}>{{ v.0.typeName.array.elementType.name }}|\
        {{ v.1.typeName.dictionary.keyTypeName }}:{{ v.1.typeName.dictionary.valueType.name }}|\
        {{ v.2.typeName.set.elementType.name }}|{{ v.3.typeName.generic.name }}<{% for p in v.3.typeName.generic.typeParameters %}{{ p.typeName }}{{ "," if not forloop.last }}{% endfor %}>|\
        {% for e in v.4.typeName.tuple.elements %}{{ e.name }}={{ e.typeName }}/{{ e.type.name|default:"-" }} {% endfor %}|\
        {% for p in v.5.typeName.closure.parameters %}{{ p.typeName }}{% endfor %}->{{ v.5.typeName.closure.returnTypeName }} \
        {{ v.5.typeName.closure.asyncKeyword }} {{ v.5.typeName.closure.throwsOrRethrowsKeyword }}|{{ v.0.typeName.array }}|\
        {{ v.0.typeName.array.asGeneric }}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources),
                       "Item>Item|String:Item|Item|Result<Item,Error>|a=Int/- 1=Item/Item |Item->Bool async throws|[Item]|Array<Item>")
    }

    func testEnumCaseSubscriptAttributeAndRequirementMembersAreReadable() {
        let sources = """
        enum Shape {
            /// A circle.
            case circle(radius: Double, center: Point)
            indirect case group([Shape])
        }
        struct Point {}
        struct Grid<T> where T: Equatable {
            @discardableResult
            subscript(row: Int) -> T? { nil }
            @available(iOS 13, *) @objc(gridName) var name: String = ""
        }
        """
        let template = """
        {% for c in type.Shape.cases %}{{ c.name }}:{{ c.indirect }}:{% for a in c.associatedValues %}\
        {{ a.localName|default:"_" }}/{{ a.externalName|default:"-" }}/{{ a.type.name|default:"-" }} {% endfor %};{% endfor %}\
        {% for s in type.Grid.subscripts %}{{ s.returnTypeName }},{{ s.isOptionalReturnType }},{{ s.isMutable }},\
        {{ s.attributes.discardableResult.0.name }},{% for p in s.parameters %}{{ p.name }}{% endfor %};{% endfor %}\
        {% for a in type.Grid.variables.0.attributes.objc %}{{ a.name }}:{{ a.arguments.0 }}:{{ a }}{% endfor %};\
        {% for a in type.Grid.variables.0.attributes.available %}{{ a.arguments.0 }}{% endfor %};\
        {% for r in type.Grid.genericRequirements %}{{ r.leftType.name }} {{ r.relationshipSyntax }} {{ r.rightType.typeName }} ({{ r.relationship }}){% endfor %}
        """
        XCTAssertEqual(sourceryOutput(template, sources: sources),
                       "circle:false:radius/radius/- center/center/Point ;group:true:_/-/- ;"
                       + "T?,true,false,discardableResult,row;objc:gridName:@objc(gridName);iOS 13;T : Equatable (conformsTo)")
    }

    func testUnknownMemberIsAnErrorWithSuggestions() {
        let sources = "struct A { var x: Int }"
        let typeError = sourceryRenderError("{{ type.A.storedVariabels }}", sources: sources)
        XCTAssertEqual(typeError?.contains("Unknown member 'storedVariabels'"), true, typeError ?? "rendered")
        XCTAssertEqual(typeError?.contains("storedVariables"), true, typeError ?? "rendered")
        let variableError = sourceryRenderError("{% for v in type.A.variables %}{{ v.typName }}{% endfor %}", sources: sources)
        XCTAssertEqual(variableError?.contains("'typeName'"), true, variableError ?? "rendered")
        let typesError = sourceryRenderError("{{ types.clases }}", sources: sources)
        XCTAssertEqual(typesError?.contains("'classes'"), true, typesError ?? "rendered")
    }

    func testUnknownMembersNameTheKindAsTheDocsDoAndSuggestNamesThatContinueTheTypedOne() {
        let sources = "struct A { var x: Int }"
        XCTAssertEqual(sourceryRenderError("{{ type.A.storedVariabels }}", sources: sources),
                       "Unknown member 'storedVariabels' of Type. Did you mean 'storedVariables'?")
        XCTAssertEqual(sourceryRenderError("{{ types.clases }}", sources: sources), "Unknown member 'clases' of Types. Did you mean 'classes'?")
        XCTAssertEqual(sourceryRenderError("{{ type.A.stored }}", sources: sources),
                       "Unknown member 'stored' of Type. Did you mean 'storedVariables'?")
        XCTAssertEqual(sourceryRenderError("{{ type.A.name|upperFirst }}", sources: sources),
                       "Unknown filter 'upperFirst'. Found similar filters: 'upperFirstLetter', 'uppercase'.")
    }
}
