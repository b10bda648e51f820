@testable import ModelGen
import ModelScanner
import StencilLite
import XCTest

/// Every member sourcery-model.md §A documents is answered (never "unknown") by the matching model object.
final class DocumentedMembersTests: XCTestCase {
    private let scan = SourceScanner.scan(source: """
    struct Item {}
    enum Shape { case circle(radius: Double) }
    struct Box<T>: Equatable where T: Equatable {
        @available(iOS 13, *) var items: [Item] = []
        var handler: ((Int, String)) -> Void = { _ in }
        subscript(index: Int) -> T? { nil }
        func put<U: Hashable>(_ item: U) throws {}
    }
    """, path: "Models.swift")

    private func assertAnswers(_ object: TemplateLookup, _ names: String, file: StaticString = #filePath, line: UInt = #line) {
        for name in names.split(separator: " ").map(String.init) {
            if case .unknown = object.lookup(name) {
                XCTFail("\(type(of: object)) does not answer '\(name)'", file: file, line: line)
            }
        }
    }

    func testEveryDocumentedMemberIsAnswered() throws {
        let box = try XCTUnwrap(scan.typesByName["Box"])
        let shape = try XCTUnwrap(scan.typesByName["Shape"])
        assertAnswers(box, """
        name localName globalName module kind isExtension isUnknownExtension accessLevel isGeneric genericRequirements \
        annotations documentation attributes modifiers inheritedTypes based basedTypes inherits implements supertype \
        variables rawVariables allVariables storedVariables computedVariables instanceVariables staticVariables methods \
        rawMethods allMethods initializers staticMethods classMethods instanceMethods subscripts rawSubscripts allSubscripts \
        containedTypes containedType parent parentName typealiases imports allImports path fileName directory isFinal \
        isDistributed associatedTypes cases hasAssociatedValues rawTypeName rawType hasRawType
        """)
        let items = try XCTUnwrap(box.variables.first)
        assertAnswers(items, """
        name typeName type isComputed isStatic isAsync throws throwsTypeName readAccess writeAccess isMutable defaultValue \
        attributes modifiers isFinal isLazy isDynamic annotations documentation definedInTypeName actualDefinedInTypeName \
        definedInType isOptional isImplicitlyUnwrappedOptional unwrappedTypeName actualTypeName isTuple isClosure isArray \
        isSet isDictionary
        """)
        assertAnswers(items.typeName, """
        name unwrappedTypeName isOptional isImplicitlyUnwrappedOptional actualTypeName isVoid isNever isTuple tuple isArray \
        array isDictionary dictionary isSet set isClosure closure isGeneric generic isProtocolComposition attributes \
        modifiers asSource description
        """)
        assertAnswers(try XCTUnwrap(items.typeName.array), "name elementTypeName elementType asGeneric asSource")
        let method = try XCTUnwrap(box.methods.first)
        assertAnswers(method, """
        name selectorName shortName callName parameters returnTypeName actualReturnTypeName returnType isOptionalReturnType \
        isImplicitlyUnwrappedOptionalReturnType unwrappedReturnTypeName isAsync throws throwsTypeName isThrowsTypeGeneric \
        rethrows accessLevel isStatic isClass isInitializer isDeinitializer isFailableInitializer isConvenienceInitializer \
        isRequired isFinal isMutating isGeneric isOptional isNonisolated isDynamic isDistributed annotations documentation \
        attributes modifiers definedInTypeName actualDefinedInTypeName definedInType genericRequirements genericParameters
        """)
        assertAnswers(try XCTUnwrap(method.parameters.first), """
        argumentLabel name index typeName inout isVariadic defaultValue annotations type typeAttributes asSource isOptional \
        isClosure isArray
        """)
        assertAnswers(try XCTUnwrap(method.genericParameters.first), "name inheritedTypeName")
        assertAnswers(try XCTUnwrap(box.subscripts.first), """
        parameters returnTypeName actualReturnTypeName returnType isOptionalReturnType isImplicitlyUnwrappedOptionalReturnType \
        unwrappedReturnTypeName isFinal readAccess writeAccess isMutable isAsync throws throwsTypeName annotations \
        documentation definedInTypeName actualDefinedInTypeName definedInType attributes modifiers genericParameters \
        genericRequirements isGeneric
        """)
        let enumCase = try XCTUnwrap(shape.cases.first)
        assertAnswers(enumCase, "name rawValue associatedValues hasAssociatedValue indirect annotations documentation")
        assertAnswers(try XCTUnwrap(enumCase.associatedValues.first), """
        localName externalName typeName type defaultValue annotations isOptional isImplicitlyUnwrappedOptional \
        unwrappedTypeName actualTypeName isTuple isClosure isArray isSet isDictionary isGeneric
        """)
        assertAnswers(try XCTUnwrap(items.attributes["available"]?.first), "name arguments asSource description")
        let requirement = try XCTUnwrap(box.genericRequirements.first)
        assertAnswers(requirement, "leftType rightType relationship relationshipSyntax")
        assertAnswers(requirement.leftType, "name typeName type")
        assertAnswers(requirement.rightType, "typeName type")
        let closure = try XCTUnwrap(box.variables.last?.typeName.closure)
        assertAnswers(closure, """
        name parameters returnTypeName actualReturnTypeName returnType isOptionalReturnType \
        isImplicitlyUnwrappedOptionalReturnType unwrappedReturnTypeName isAsync asyncKeyword throws \
        throwsOrRethrowsKeyword throwsTypeName asSource
        """)
        assertAnswers(try XCTUnwrap(closure.parameters.first), "argumentLabel name typeName inout type isVariadic defaultValue annotations")
        assertAnswers(try XCTUnwrap(closure.parameters.first?.typeName.tuple), "name elements")
        assertAnswers(try XCTUnwrap(closure.parameters.first?.typeName.tuple?.elements.first), "name typeName type")
    }
}
