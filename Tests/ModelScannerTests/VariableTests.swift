import XCTest
@testable import ModelScanner

final class VariableTests: XCTestCase {
    func testBindingsTuplePatternsAndSharedTypes() {
        let type = scan("""
        struct M {
            var a, b: Int
            var c = 1, d = "two"
            let (i, j) = (1, 2)
            var g: Int = 1, h: Double
        }
        """).type("M")
        XCTAssertEqual(type?.variables.map(\.name), ["a", "b", "c", "d", "(i, j)", "g", "h"])
        XCTAssertEqual(type?.variables.map(\.typeName.name),
                       ["Int", "Int", "Int", "String", "(Int, Int)", "Int", "Double"])
    }

    func testStoredComputedObserversAndAccessors() {
        let type = scan("""
        struct T {
            var stored = 0 { didSet { } }
            var implicit: Int { 1 }
            var getSet: Int { get { 1 } set { } }
            var readOnly: Int { get async throws(MyError) { 1 } }
            var modify: Int { _read { yield 1 } _modify { yield &x } }
            let constant: Int
            lazy var lazyOne = Foo()
            static var shared = T()
            class var overridable: Int { 1 }
        }
        """).type("T")
        let v = { (name: String) in type?.variable(name) }
        XCTAssertEqual(v("stored")?.isComputed, false)
        XCTAssertEqual(v("stored")?.isMutable, true)
        XCTAssertEqual(v("implicit")?.isComputed, true)
        XCTAssertEqual(v("implicit")?.isMutable, false)
        XCTAssertEqual(v("implicit")?.writeAccess, AccessLevel.none)
        XCTAssertEqual(v("getSet")?.isMutable, true)
        XCTAssertEqual(v("readOnly")?.isAsync, true)
        XCTAssertEqual(v("readOnly")?.throws, true)
        XCTAssertEqual(v("readOnly")?.throwsTypeName?.name, "MyError")
        XCTAssertEqual(v("modify")?.isComputed, true)
        XCTAssertEqual(v("modify")?.isMutable, true)
        XCTAssertEqual(v("constant")?.isMutable, false)
        XCTAssertEqual(v("lazyOne")?.isLazy, true)
        XCTAssertEqual(v("lazyOne")?.typeName.name, "Foo")
        XCTAssertEqual(v("shared")?.isStatic, true)
        XCTAssertEqual(v("overridable")?.isStatic, true)
        XCTAssertEqual(type?.variables.filter { !$0.isComputed && !$0.isStatic }.map(\.name), ["stored", "constant", "lazyOne"])
        XCTAssertEqual(type?.variables.filter { $0.isComputed && !$0.isStatic }.map(\.name), ["implicit", "getSet", "readOnly", "modify"])
    }

    func testAccessModifiersIncludingSetterLevels() {
        let type = scan("""
        public struct A {
            public private(set) var a = 1
            private(set) var b = 1
            internal fileprivate(set) var c = 1
            package var d = 1
            open var e: Int { get { 1 } set { } }
        }
        """).type("A")
        XCTAssertEqual(type?.variables.map(\.readAccess), [.public, .internal, .internal, .package, .open])
        XCTAssertEqual(type?.variables.map(\.writeAccess), [.private, .private, .fileprivate, .package, .open])
    }

    func testAttributesAndPropertyWrappers() {
        let type = scan("""
        struct V {
            @Published private(set) var items: [Int] = []
            @AppStorage("token") var token: String?
            @available(iOS 15, *)
            @MainActor var onMain = true
            @Environment(\\.colorScheme) var scheme
        }
        """).type("V")
        XCTAssertEqual(type?.variable("items")?.attributes["Published"]?.count, 1)
        XCTAssertEqual(type?.variable("token")?.attributeList.first?.argumentText, "\"token\"")
        XCTAssertEqual(type?.variable("onMain")?.attributeList.map(\.name), ["available", "MainActor"])
        XCTAssertEqual(type?.variable("onMain")?.attributes["available"]?.first?.arguments["0"], "iOS 15")
        XCTAssertEqual(type?.variable("scheme")?.attributeList.first?.argumentText, "\\.colorScheme")
    }

    func testInitializerTextAndTypeInference() {
        let type = scan("""
        struct I {
            var s = #"raw"#
            var m = \"\"\"
                text
                \"\"\"
            var n = -1
            var hex = 0x1F
            var d = 1.5
            var b = false
            var call = Foo.Bar<Int>.init(x: 1)
            var array = [Foo]()
            var dict = [String: Int]()
            var trailing = Wrapper { 1 }
            var member = Foo.shared
            var lowercase = make()
            var optionalTry = try? Foo()
            var sum = 1 + 2
            var closure = { 1 }()
            var spread: String
                = "value"
        }
        """).type("I")
        let inferred = type?.variables.map { $0.writtenTypeName?.name }
        XCTAssertEqual(inferred, ["String", "String", "Int", "Int", "Double", "Bool", "Foo.Bar<Int>", "[Foo]",
                                  "[String: Int]", "Wrapper", nil, nil, nil, nil, nil, "String"])
        // The template model guesses as Sourcery 2.3.0 does (more in SourceryTypeGuessTests).
        XCTAssertEqual(type?.variables.map(\.typeName.name),
                       [TypeName.unknownName, "String", "Int", "Double", "Double", "Bool", "Foo.Bar<Int>", "[Foo]",
                        "[String: Int]", TypeName.unknownName, "Foo", "make", "try? Foo", TypeName.unknownName, "1 }", "String"])
        // Only where the guess is also the certain answer is the type settled (Firebase.stencil relies on it).
        XCTAssertEqual(type?.variables.map(\.isTypeGuessed), [true, false, false, true, false, false, false, false, false,
                                                              true, true, true, true, true, true, false])
        XCTAssertEqual(type?.variable("spread")?.defaultValue, "\"value\"")
        XCTAssertEqual(type?.variable("sum")?.defaultValue, "1 + 2")
    }

    func testTheModelAlsoInfersCollectionAndTupleLiterals() {
        let type = scan("""
        struct C {
            var strings = ["a", "b"]
            var optionals = [1, nil]
            var mixed = [1, "a"]
            var flags = ["beta": true, "x": 1]
            var nested = [[1.5]]
            var tuple = (1, b: "x")
            var calls = [Foo(), Foo()]
            var unknown = [a, b]
            var empty = [String]()
            var emptyDictionary = [:]
            var noValue = ["a":]
        }
        """).type("C")
        XCTAssertEqual(type?.variables.map(\.typeName.name), ["[String]", "[Int?]", "[Any]", "[String: Any]", "[[Double]]",
                                                              "(Int, b: String)", "[Foo]", "[Any]", "[String]", "[: ]", "[String: ]"])
        XCTAssertEqual(type?.variables.map { $0.writtenTypeName?.name }, [nil, nil, nil, nil, nil, nil, nil, nil, "[String]", nil, nil])
        XCTAssertEqual(type?.variables.map(\.isTypeGuessed), [false, false, false, false, false, false, false, true, false, true, true])
    }

    func testMultiLineInitializersEndAtTheRightPlace() {
        let type = scan("""
        struct L {
            var dictionary: [String: Int] = [
                "one": 1,
            ]
            var chained = Builder()
                .with(1)
                .build()
            var ternary = flag
                ? 1
                : 2
            var generic = Selector<
                Registration
            >
            .init
            var next = 1
        }
        """).type("L")
        XCTAssertEqual(type?.variables.map(\.name), ["dictionary", "chained", "ternary", "generic", "next"])
        XCTAssertEqual(type?.variable("chained")?.defaultValue.map(Composer.compact), "Builder().with(1).build()")
        XCTAssertEqual(type?.variable("generic")?.defaultValue.map(Composer.compact), "Selector<Registration>.init")
    }

    func testProtocolRequirementsAreComputed() {
        let type = scan("protocol P { var a: Int { get }; var b: Int { get set }; static var c: Int { get } }").type("P")
        XCTAssertEqual(type?.variables.map(\.isComputed), [true, true, true])
        XCTAssertEqual(type?.variables.map(\.isMutable), [false, true, false])
    }
}
