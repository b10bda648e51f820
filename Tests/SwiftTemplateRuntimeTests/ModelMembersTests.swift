import Foundation
import SwiftTemplateRuntime
import XCTest

/// Members of the runtime's model that the round-trip tests leave out: generics, subscripts,
/// attributes and modifiers, typealiases, imports, annotation values, type-name kinds, and the
/// objects a template makes itself.
final class ModelMembersTests: XCTestCase {
    private let sources = """
    import Foundation
    import struct Combine.AnyPublisher

    protocol Store {
        associatedtype Item: Codable
        associatedtype Key
        subscript(key: Key) -> Item? { get }
    }
    // sourcery: flag, count = 5, ratio = 0.5, tags = "a", tags = "b"
    // sourcery: json:key = "id"
    public struct Box<Element>: Equatable where Element: Equatable {
        @available(iOS 15, *) public private(set) var items: [Element]
        var unique: Set<Int>
        var pair: (left: Int, String)
        var wrapped: Optional<Element>
        var callback: (@escaping (Int) -> Void) async throws -> String
        subscript(index: Int) -> Element { items[index] }
        mutating func clear() { items = [] }
        func map<T: Equatable>(_ transform: (Element) -> T) -> Box<T> { fatalError() }
    }
    typealias Boxes = [Box<Int>]
    typealias Both = Store & Equatable
    extension Unscanned { func extra() {} }
    """

    private func types() throws -> Types {
        try TemplateContext.decode(ModelFixture.modelFile(for: sources)).types
    }

    func testAnnotationValuesAreFoundationObjectsOfTheirKind() throws {
        let box = try XCTUnwrap(types().typesByName["Box"])
        XCTAssertEqual(box.annotations["flag"] as? Bool, true)
        XCTAssertEqual(box.annotations["count"] as? Int, 5)
        XCTAssertEqual(box.annotations["ratio"] as? Double, 0.5)
        XCTAssertEqual(box.annotations["tags"] as? [String], ["a", "b"])
        XCTAssertEqual((box.annotations["json"] as? [String: Any])?["key"] as? String, "id")
    }

    func testGenericsAndAssociatedTypes() throws {
        let types = try types()
        let box = try XCTUnwrap(types.typesByName["Box"])
        XCTAssertTrue(box.isGeneric)
        XCTAssertEqual(box.genericRequirements.map { "\($0.leftType.name) \($0.relationshipSyntax) \($0.rightType.typeName.name)" },
                       ["Element : Equatable"])
        let map = try XCTUnwrap(box.methods.first { $0.callName == "map" })
        XCTAssertTrue(map.isGeneric)
        XCTAssertEqual(map.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(map.genericParameters.first?.inheritedTypeName?.name, "Equatable")
        XCTAssertEqual(map.returnTypeName.generic?.name, "Box")
        XCTAssertEqual(map.returnTypeName.generic?.typeParameters.map(\.typeName.name), ["T"])
        XCTAssertTrue(map.returnType === box)
        let store = try XCTUnwrap(types.typesByName["Store"] as? SourceryProtocol)
        XCTAssertEqual(store.associatedTypes.keys.sorted(), ["Item", "Key"])
        XCTAssertEqual(store.associatedTypes["Item"]?.typeName?.name, "Codable")
        XCTAssertEqual(store.associatedTypes["Key"]?.typeName?.name, "Any")
    }

    func testSubscriptsAttributesAndModifiers() throws {
        let types = try types()
        let store = try XCTUnwrap(types.typesByName["Store"])
        let key = try XCTUnwrap(store.subscripts.first)
        XCTAssertEqual(key.parameters.map(\.name), ["key"])
        XCTAssertTrue(key.isOptionalReturnType)
        XCTAssertEqual(key.unwrappedReturnTypeName, "Item")
        XCTAssertEqual(key.writeAccess, "")
        XCTAssertTrue(key.definedInType === store)
        let box = try XCTUnwrap(types.typesByName["Box"])
        let items = try XCTUnwrap(box.variables.first { $0.name == "items" })
        XCTAssertEqual(items.attributes["available"]?.first?.asSource, "@available(iOS 15, *)")
        XCTAssertEqual(items.modifiers.map(\.asSource), ["public", "private(set)"])
        XCTAssertEqual(items.readAccess, "public")
        XCTAssertEqual(items.writeAccess, "private")
        XCTAssertEqual(box.accessLevel, "public")
        XCTAssertTrue(try XCTUnwrap(box.methods.first { $0.callName == "clear" }).isMutating)
    }

    func testTypeNameKinds() throws {
        let box = try XCTUnwrap(types().typesByName["Box"])
        func typeName(of name: String) throws -> TypeName { try XCTUnwrap(box.variables.first { $0.name == name }).typeName }
        XCTAssertEqual(try typeName(of: "items").array?.elementTypeName.name, "Element")
        XCTAssertTrue(try typeName(of: "unique").isSet)
        XCTAssertEqual(try typeName(of: "unique").set?.elementTypeName.name, "Int")
        let pair = try XCTUnwrap(typeName(of: "pair").tuple)
        XCTAssertEqual(pair.elements.map(\.name), ["left", "1"])
        XCTAssertEqual(pair.elements.map(\.typeName.name), ["Int", "String"])
        XCTAssertEqual(pair.elements.asTypeName, "(Int, String)")
        XCTAssertTrue(try typeName(of: "wrapped").isOptional)
        XCTAssertEqual(try typeName(of: "wrapped").unwrappedTypeName, "Element")
        let callback = try XCTUnwrap(typeName(of: "callback").closure)
        XCTAssertTrue(callback.isAsync)
        XCTAssertTrue(callback.throws)
        XCTAssertEqual(callback.returnTypeName.name, "String")
        XCTAssertTrue(callback.parameters.first?.typeName.isClosure ?? false)
        XCTAssertNotNil(callback.parameters.first?.typeAttributes["escaping"])
        let map = try XCTUnwrap(box.methods.first { $0.callName == "map" })
        XCTAssertEqual(map.parameters.asSource, "(_ transform: (Element) -> T)")
    }

    func testTypealiasesImportsCompositionsAndExtensions() throws {
        let types = try types()
        let boxes = try XCTUnwrap(types.typealiases.first { $0.name == "Boxes" })
        XCTAssertEqual(boxes.typeName.name, "[Box<Int>]")
        XCTAssertEqual(boxes.typeName.array?.elementTypeName.generic?.name, "Box")
        XCTAssertEqual(types.protocolCompositions.map(\.name), ["Both"])
        XCTAssertEqual(types.protocolCompositions.first?.composedTypeNames.map(\.name), ["Store", "Equatable"])
        XCTAssertEqual(types.protocolCompositions.first?.implements.keys.sorted(), ["Store"])
        XCTAssertEqual(types.extensions.map(\.name), ["Unscanned"])
        XCTAssertEqual(types.extensions.first?.kind, "extension")
        let box = try XCTUnwrap(types.typesByName["Box"])
        XCTAssertEqual(box.imports.map(\.moduleName), ["Foundation", "Combine"])
        XCTAssertEqual(box.fileName, "Models.swift")
    }

    func testMisusedRelationNamesFailAsInSourcery() throws {
        let types = try types()
        XCTAssertThrowsError(try types.implementing.types(forKey: "Missing")) { error in
            XCTAssertEqual("\(error)", "Unknown type Missing, should be used with `based`")
        }
        XCTAssertThrowsError(try types.implementing.types(forKey: "Box")) { error in
            XCTAssertEqual("\(error)", "Box is a class and should be used with `inheriting` or `based`")
        }
        XCTAssertThrowsError(try types.inheriting.types(forKey: "Store")) { error in
            XCTAssertEqual("\(error)", "Store is not a class and should be used with `implementing` or `based`")
        }
        XCTAssertEqual(try types.based.types(forKey: "Equatable").map(\.name), ["Both", "Box"])
    }

    func testObjectsATemplateMakesComputeWhatTheModelWouldHold() {
        let method = SourceryMethod(name: "decode<T>(from decoder: Decoder)", selectorName: "decode(from:)", throws: true)
        XCTAssertEqual(method.shortName, "decode<T>")
        XCTAssertEqual(method.callName, "decode")
        XCTAssertTrue(method.isGeneric)
        XCTAssertFalse(method.isInitializer)
        XCTAssertTrue(method.returnTypeName.isVoid)
        let initializer = SourceryMethod(name: "init?(value: Int)", selectorName: "init(value:)", isFailableInitializer: true)
        XCTAssertTrue(initializer.isInitializer)
        XCTAssertTrue(initializer.isOptionalReturnType)
        let optional = TypeName(name: "Int", isOptional: true)
        XCTAssertEqual(optional.name, "Int?")
        XCTAssertEqual(optional.unwrappedTypeName, "Int")
        XCTAssertEqual("\(optional)", "Int?")
        XCTAssertEqual(Variable(name: "count", typeName: optional).unwrappedTypeName, "Int")
    }
}
