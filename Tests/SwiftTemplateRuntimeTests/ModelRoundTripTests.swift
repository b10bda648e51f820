import SwiftTemplateRuntime
import XCTest

/// The model file ModelGen writes, read back by the runtime: relationships are objects, and
/// Sourcery's computed members hold what Stencil templates see.
final class ModelRoundTripTests: XCTestCase {
    private let sources = """
    protocol AutoEquatable {}
    protocol Named: AutoEquatable { var name: String { get } }
    /// A shape.
    class Shape: Named {
        // sourcery: skipEquality, label = "Shape's name"
        var name: String = ""
        var sides: Int?
        static var count = 0
        var area: Double { 0 }
        init(name: String) { self.name = name }
        func draw(in context: inout [String], scale: Double = 1) throws -> Bool { true }
        struct Style { let color: String }
        let style: Style
    }
    final class Square: Shape {
        var corners: [Int: String] = [:]
        var handler: ((Int) -> Void)?
    }
    enum Direction: String {
        case north = "N", south
    }
    enum Event {
        case tap(x: Int, y: Int)
        case key(String)
        case none
    }
    extension Shape {
        func extra() {}
    }
    func globalHelper(value: Int) -> String { "" }
    """

    private func context() throws -> TemplateContext {
        try TemplateContext.decode(ModelFixture.modelFile(for: sources, arguments: ["mode": "fast", "level": 2]))
    }

    func testAFileWithSomeMembersHoldsTheObjectsTheyReachAndNothingElse() throws {
        let members: Set<String> = ["types", "all", "kind", "name", "functions", "argument", "storedVariables"]
        let file = ModelFixture.modelFile(for: sources, members: members)
        XCTAssertLessThan(file.count, ModelFixture.modelFile(for: sources).count / 4)
        let context = try TemplateContext.decode(file)
        XCTAssertEqual(context.types.all.map(\.name), ["Direction", "Event", "Shape", "Shape.Style", "Square"])
        XCTAssertTrue(context.types.all[2] is Class, "a type's kind picks its class")
        XCTAssertEqual(context.functions.map(\.name), ["globalHelper(value: Int)"])
        let shape = context.types.all[2]
        XCTAssertEqual(shape.storedVariables.map(\.name), ["name", "sides", "style"])
        XCTAssertEqual(shape.variables, [], "members not written are empty")
        XCTAssertEqual(shape.localName, "")
    }

    func testTypesAreListedByKindWithTheirSubclasses() throws {
        let types = try context().types
        XCTAssertEqual(types.all.map(\.name), ["Direction", "Event", "Shape", "Shape.Style", "Square"])
        XCTAssertEqual(types.protocols.map(\.name), ["AutoEquatable", "Named"])
        XCTAssertEqual(types.classes.map(\.name), ["Shape", "Square"])
        XCTAssertEqual(types.structs.map(\.name), ["Shape.Style"])
        XCTAssertEqual(types.enums.map(\.name), ["Direction", "Event"])
        XCTAssertTrue(types.typesByName["Square"] is Class)
        XCTAssertTrue(types.typesByName["Direction"] is Enum)
        XCTAssertTrue(types.typesByName["Named"] is Protocol)
        XCTAssertEqual(types.typesByName["Square"]?.kind, "class")
    }

    func testRelationshipsAreTheObjectsThemselves() throws {
        let types = try context().types
        let shape = try XCTUnwrap(types.typesByName["Shape"])
        let square = try XCTUnwrap(types.typesByName["Square"])
        let style = try XCTUnwrap(types.typesByName["Shape.Style"])
        XCTAssertTrue(square.supertype === shape)
        XCTAssertTrue(square.inherits["Shape"] === shape)
        XCTAssertTrue(square.implements["Named"] === types.typesByName["Named"])
        XCTAssertNotNil(square.implements["AutoEquatable"], "implements is transitive")
        XCTAssertEqual(Set(square.based.keys), ["Shape", "Named", "AutoEquatable"])
        XCTAssertTrue(style.parent === shape)
        XCTAssertTrue(shape.containedTypes.first === style)
        XCTAssertTrue(shape.containedType["Style"] === style)
        let styleVariable = try XCTUnwrap(shape.variables.first { $0.name == "style" })
        XCTAssertTrue(styleVariable.type === style)
        XCTAssertTrue(styleVariable.typeName.name == "Shape.Style")
        XCTAssertTrue(styleVariable.definedInType === shape)
        XCTAssertEqual(types.implementing["AutoEquatable"].map(\.name), ["Named", "Shape", "Square"])
        XCTAssertEqual(types.inheriting["Shape"].map(\.name), ["Square"])
        XCTAssertEqual(types.based["Named"].map(\.name), ["Shape", "Square"])
    }

    func testVariablesCarrySourcerysComputedMembers() throws {
        let shape = try XCTUnwrap(context().types.typesByName["Shape"])
        let square = try XCTUnwrap(context().types.typesByName["Square"])
        XCTAssertEqual(shape.storedVariables.map(\.name), ["name", "sides", "style"])
        XCTAssertEqual(shape.computedVariables.map(\.name), ["area"])
        XCTAssertEqual(shape.staticVariables.map(\.name), ["count"])
        XCTAssertEqual(shape.instanceVariables.map(\.name), ["name", "sides", "area", "style"])
        XCTAssertEqual(square.allVariables.map(\.name), ["corners", "handler", "name", "sides", "count", "area", "style"])
        let sides = try XCTUnwrap(shape.variables.first { $0.name == "sides" })
        XCTAssertTrue(sides.isOptional)
        XCTAssertEqual(sides.unwrappedTypeName, "Int")
        XCTAssertEqual("\(sides.typeName)", "Int?")
        let name = try XCTUnwrap(shape.variables.first { $0.name == "name" })
        XCTAssertEqual(name.annotations["label"] as? String, "Shape's name")
        XCTAssertEqual(name.annotations["skipEquality"] as? NSNumber, NSNumber(value: true))
        XCTAssertEqual(name.defaultValue, #""""#)
        XCTAssertEqual(name.readAccess, "internal")
        XCTAssertEqual(shape.documentation, [])
        let corners = try XCTUnwrap(square.variables.first { $0.name == "corners" })
        XCTAssertTrue(corners.isDictionary)
        XCTAssertEqual(corners.typeName.dictionary?.keyTypeName.name, "Int")
        XCTAssertEqual(corners.typeName.dictionary?.valueTypeName.name, "String")
        let handler = try XCTUnwrap(square.variables.first { $0.name == "handler" })
        XCTAssertTrue(handler.isClosure)
        XCTAssertEqual(handler.typeName.closure?.parameters.first?.typeName.name, "Int")
        XCTAssertTrue(handler.typeName.closure?.returnTypeName.isVoid ?? false)
    }

    func testMethodsAndParameters() throws {
        let context = try context()
        let shape = try XCTUnwrap(context.types.typesByName["Shape"])
        XCTAssertEqual(shape.methods.map(\.name), ["init(name: String)", "draw(in context: inout [String], scale: Double = 1)", "extra()"])
        let draw = try XCTUnwrap(shape.methods.first { $0.callName == "draw" })
        XCTAssertEqual(draw.selectorName, "draw(in:scale:)")
        XCTAssertTrue(draw.throws)
        XCTAssertEqual(draw.returnTypeName.name, "Bool")
        XCTAssertEqual(draw.parameters.map(\.argumentLabel), ["in", "scale"])
        XCTAssertEqual(draw.parameters.map(\.name), ["context", "scale"])
        XCTAssertTrue(draw.parameters[0].inout)
        XCTAssertEqual(draw.parameters[1].defaultValue, "1")
        let initializer = try XCTUnwrap(shape.initializers.first)
        XCTAssertTrue(initializer.isInitializer)
        XCTAssertTrue(initializer.isStatic)
        XCTAssertTrue(initializer.returnType === shape)
        XCTAssertEqual(shape.staticMethods.map(\.callName), ["init"])
        XCTAssertEqual(shape.instanceMethods.map(\.callName), ["draw", "extra"])
        XCTAssertEqual(shape.allMethods.count, 3)
        XCTAssertEqual(context.functions.map(\.callName), ["globalHelper"])
        XCTAssertNil(context.functions[0].definedInType)
    }

    func testEnumsCasesAndAssociatedValues() throws {
        let types = try context().types
        let direction = try XCTUnwrap(types.typesByName["Direction"] as? Enum)
        XCTAssertEqual(direction.rawTypeName?.name, "String")
        XCTAssertTrue(direction.hasRawType)
        XCTAssertFalse(direction.hasAssociatedValues)
        XCTAssertEqual(direction.cases.map(\.rawValue), ["N", nil])
        let event = try XCTUnwrap(types.typesByName["Event"] as? Enum)
        XCTAssertTrue(event.hasAssociatedValues)
        XCTAssertNil(event.rawTypeName)
        XCTAssertEqual(event.cases.map(\.hasAssociatedValue), [true, true, false])
        XCTAssertEqual(event.cases[0].associatedValues.map(\.localName), ["x", "y"])
        XCTAssertEqual(event.cases[0].associatedValues.map(\.externalName), ["x", "y"])
        XCTAssertEqual(event.cases[1].associatedValues.map(\.localName), [nil])
        XCTAssertEqual(event.cases[1].associatedValues.map(\.typeName.name), ["String"])
    }

    func testArgumentsAreFoundationObjects() throws {
        let argument = try context().argument
        XCTAssertEqual(argument["mode"] as? String, "fast")
        XCTAssertEqual(argument["level"] as? Int, 2)
    }

    func testAMalformedFileIsAnErrorNotACrash() throws {
        let file = ModelFixture.modelFile(for: sources)
        XCTAssertThrowsError(try TemplateContext.decode(Data("nope".utf8)))
        for length in stride(from: 0, to: file.count, by: max(1, file.count / 97)) {
            XCTAssertThrowsError(try TemplateContext.decode(file.prefix(length)), "truncated at \(length)")
        }
        // No strings, classes or objects, then a root of arrays of 7 nested half a million deep.
        let deep = Array("MGSM".utf8) + [1, 0, 0, 0] + [UInt8](repeating: 7, count: 1_000_000)
        XCTAssertThrowsError(try TemplateContext.decode(Data(deep)))
        var flipped = [UInt8](file)
        for index in stride(from: 5, to: flipped.count, by: 13) { flipped[index] ^= 0x5A }
        _ = try? TemplateContext.decode(Data(flipped))
    }
}
