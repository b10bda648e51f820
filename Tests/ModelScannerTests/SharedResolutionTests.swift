import XCTest
@testable import ModelScanner

/// Preparation resolves each distinct name once per context (`SharedResolutions`): names that read
/// alike but resolve differently by scope (a nested name, `Self`, an alias, a generic requirement,
/// a method's requirement) keep their own answers, and the prepared model reads as a plain one.
final class SharedResolutionTests: XCTestCase {
    private let source = """
        protocol P {}
        protocol Q {}
        struct Plain {}
        struct A {
            struct Inner {}
            var inner: Inner
            var list: [Inner]
            var plain: Plain
            func me() -> Self { self }
        }
        struct B {
            struct Inner {}
            var inner: Inner
            var list: [Inner]
            var plain: Plain
            func me() -> Self { self }
        }
        struct C<T> where T: P {
            var value: T
            var plain: [Plain]
        }
        struct D<T> where T: Q {
            var value: T
            var plain: [Plain]
        }
        struct E {
            typealias Alias = Inner
            struct Inner {}
            var aliased: Alias
        }
        struct F {
            typealias Alias = Plain
            var aliased: Alias
        }
        func first<T>(_ value: T) -> T where T: P { value }
        func second<T>(_ value: T) -> T where T: Q { value }
        """

    func testNamesThatReadAlikeKeepTheirScopesAnswers() {
        let prepared = SourceScanner.scan(source: source).prepareForConcurrentReads().result
        assertScopesAnswers(prepared)
        XCTAssertTrue(ModelTranscript.of(prepared) == ModelTranscript.of(SourceScanner.scan(source: source)))
    }

    /// Names resolved on first use share the same way (`ModelTable.resolvedOnFirstUse`), whichever
    /// scope reads a text first.
    func testNamesResolvedOnFirstUseKeepTheirScopesAnswers() {
        assertScopesAnswers(SourceScanner.scan(source: source))
        let backwards = SourceScanner.scan(source: source)
        for type in backwards.types.reversed() {
            for variable in type.variables.reversed() { _ = (variable.type, variable.actualTypeName) }
            for method in type.methods { _ = method.actualReturnTypeName }
        }
        for function in backwards.functions.reversed() { _ = function.actualReturnTypeName }
        assertScopesAnswers(backwards)
    }

    private func assertScopesAnswers(_ prepared: ScanResult) {
        let types = prepared.typesByName
        XCTAssertEqual(types["A"]?.variables.map { $0.type?.name }, ["A.Inner", nil, "Plain"])
        XCTAssertEqual(types["B"]?.variables.map { $0.type?.name }, ["B.Inner", nil, "Plain"])
        XCTAssertEqual(types["A"]?.variables[1].actualTypeName.name, "[A.Inner]")
        XCTAssertEqual(types["B"]?.variables[1].actualTypeName.name, "[B.Inner]")
        XCTAssertEqual(types["A"]?.methods.first?.actualReturnTypeName.name, "A")
        XCTAssertEqual(types["B"]?.methods.first?.actualReturnTypeName.name, "B")
        XCTAssertEqual(types["C"]?.variables.first?.actualTypeName.name, "(P)")
        XCTAssertEqual(types["D"]?.variables.first?.actualTypeName.name, "(Q)")
        XCTAssertEqual(types["E"]?.variables.first?.type?.name, "E.Inner")
        XCTAssertEqual(types["F"]?.variables.first?.type?.name, "Plain")
        XCTAssertEqual(prepared.functions.map { $0.actualReturnTypeName.name }, ["(P)", "(Q)"])
    }
}
