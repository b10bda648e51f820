import XCTest
@testable import ModelScanner

/// The `ScanResult` owns its model: dropping it frees every type, member and type name, even when
/// the model refers to itself (members to their types, names to the types they resolve to,
/// circular inheritance in invalid code). `modelgen watch` and the fuzzers scan over and over.
final class OwnershipTests: XCTestCase {
    private final class WeakReference {
        weak var object: AnyObject?
        let label: String
        init(_ object: AnyObject?, _ label: String) {
            self.object = object
            self.label = label
        }
    }

    private let source = """
        protocol Named { var name: String { get } }
        class Node: Named {
            var name: String = ""
            var parent: Node?
            var children: [Node] = []
            var byName: [String: Node] = [:]
            func adopt(_ child: Node) -> Node? { nil }
            subscript(index: Int) -> Node { self }
            enum Kind { case leaf(Node), branch([Node]) }
            var kind: Kind?
        }
        final class Leaf: Node {}
        class Outer { class Inner: Outer {} }
        protocol Delegating { struct Default: Delegating {} }
        extension Node { var root: Node? { nil } }
        typealias Alias = Node
        typealias Loop = Loop2
        typealias Loop2 = Loop
        struct Holder { var alias: Alias; var loop: Loop; var handler: (Node) -> Leaf }
        class A: B {}
        class B: A {}
        protocol P: Q {}
        protocol Q: P {}
        func global(_ node: Node) -> Leaf? { nil }
        typealias NamedDelegating = Named & Delegating
        struct Box { typealias Both = Named & Delegating; class Item: Both {} }
        class Document: NamedDelegating { var box: Box.Both? }
        """

    /// Scans, reads every relation (so lazy resolution has run), and returns weak references.
    private func scanAndTouchEverything() -> [WeakReference] {
        let result = SourceScanner.scan(source: source, path: "Model.swift")
        var references: [WeakReference] = [WeakReference(result, "result")]
        for type in result.types {
            references.append(WeakReference(type, type.name))
            _ = (type.allVariables, type.allMethods, type.allSubscripts, type.supertype, type.implements, type.inherits)
            for variable in type.variables {
                references.append(WeakReference(variable, "\(type.name).\(variable.name)"))
                references.append(WeakReference(variable.typeName, "\(type.name).\(variable.name): TypeName"))
                _ = (variable.type, variable.definedInTypeName, variable.typeName.array?.elementType,
                     variable.typeName.dictionary?.valueType, variable.typeName.closure?.returnType,
                     variable.actualTypeName)
            }
            for method in type.methods {
                references.append(WeakReference(method, "\(type.name).\(method.name)"))
                _ = (method.returnType, method.parameters.map(\.type))
            }
            for enumCase in type.cases {
                references.append(WeakReference(enumCase, "\(type.name).\(enumCase.name)"))
                _ = enumCase.associatedValues.map { ($0.type, $0.typeName.array?.elementType) }
            }
            _ = type.subscripts.map(\.returnType)
        }
        for function in result.functions {
            references.append(WeakReference(function, function.name))
            _ = (function.returnType, function.parameters.map(\.type))
        }
        XCTAssertEqual(result.types.first { $0.name == "Holder" }?.variables.first?.type?.name, "Node")
        return references
    }

    func testDroppingTheResultFreesTheWholeModel() {
        let references = scanAndTouchEverything()
        XCTAssertGreaterThan(references.count, 30)
        let alive = references.filter { $0.object != nil }.map(\.label)
        XCTAssertEqual(alive, [], "still alive after the result was dropped")
    }

    /// Every committed scanner fuzz input (invalid Swift of every kind) is freed with its result.
    func testFuzzCorpusModelsAreFreed() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/scanner")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { !$0.hasPrefix("regression-hang-") }
        XCTAssertGreaterThan(names.count, 50)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let references: [WeakReference] = {
                let result = SourceScanner.scan(bytes: bytes, path: "Fuzz.swift")
                _ = result.types.map { ($0.allVariables, $0.variables.map(\.type), $0.methods.map(\.returnType)) }
                return [WeakReference(result, "result")] + result.types.map { WeakReference($0, $0.name) }
            }()
            XCTAssertEqual(references.filter { $0.object != nil }.map(\.label), [], name)
        }
    }

    func testCircularInheritanceLeavesTheCycleOut() throws {
        let result = SourceScanner.scan(source: source, path: "Model.swift")
        let a = try XCTUnwrap(result.types.first { $0.name == "A" })
        let b = try XCTUnwrap(result.types.first { $0.name == "B" })
        XCTAssertNil(a.basedTypes["A"])
        XCTAssertNil(b.basedTypes["B"])
        XCTAssertFalse(a.supertype === b && b.supertype === a)
        XCTAssertEqual(a.inheritedTypes, ["B"])
        XCTAssertEqual(b.inheritedTypes, ["A"])
    }

    /// A member or type kept past its result stays readable; its links to other types read nil.
    func testDeclarationsHeldPastTheResultReadNilLinks() throws {
        let (holder, inner, field, elementName) = try {
            let result = SourceScanner.scan(source: source + "\nstruct Box { struct Inner {}; var items: [Inner] }", path: "Model.swift")
            let holder = try XCTUnwrap(result.types.first { $0.name == "Holder" })
            let inner = try XCTUnwrap(result.types.first { $0.name == "Box.Inner" })
            let field = try XCTUnwrap(holder.variables.first { $0.name == "alias" })
            let box = try XCTUnwrap(result.types.first { $0.name == "Box" })
            let elementName = try XCTUnwrap(box.variables.first?.typeName)
            XCTAssertEqual(inner.parent?.name, "Box")
            XCTAssertTrue(field.definedInType === holder)
            XCTAssertEqual(elementName.array?.elementType?.name, "Box.Inner")
            return (holder, inner, field, elementName)
        }()
        XCTAssertEqual(holder.variables.map(\.name), ["alias", "loop", "handler"])
        XCTAssertNil(inner.parent)
        XCTAssertNil(field.definedInType)
        XCTAssertNil(field.type)
        XCTAssertEqual(field.actualTypeName.name, "Alias")
        XCTAssertEqual(elementName.array?.elementTypeName.name, "Inner")
        XCTAssertNil(elementName.array?.elementType)
    }

    /// A file with `sourcery:inline:` regions is parsed twice; the dropped first parse is freed.
    func testDiscardedParseIsFreed() throws {
        let text = """
            class Outer { class Inner: Outer { var next: Inner? } }
            // sourcery:inline:Outer.Generated
            extension Outer { var generated: Int { 0 } }
            // sourcery:end
            """
        let file = SourceFile(path: "Inline.swift", relativePath: "Inline.swift", text: text)
        let references: [WeakReference] = try XCTUnwrap(file.withBytes { bytes in
            var parser = Parser(file: file, bytes: bytes)
            let parsed = parser.parse()
            XCTAssertTrue(parsed.hasInlineMarkers)
            return parsed.types.map { WeakReference($0, $0.name) }
        })
        XCTAssertEqual(references.count, 3)
        XCTAssertEqual(references.filter { $0.object != nil }.map(\.label), [])
        XCTAssertEqual(SourceScanner.scan(source: text).inlineRegions.count, 1)
    }

    func testTheModelResolvesWhileTheResultLives() throws {
        let result = SourceScanner.scan(source: source, path: "Model.swift")
        let node = try XCTUnwrap(result.types.first { $0.name == "Node" })
        let root = try XCTUnwrap(node.variables.first { $0.name == "root" })
        XCTAssertEqual(root.definedInType?.isExtension, true)
        XCTAssertEqual(root.type?.name, "Node")
        XCTAssertEqual(node.variables.first { $0.name == "children" }?.typeName.array?.elementType?.name, "Node")
        XCTAssertEqual(result.types.first { $0.name == "Leaf" }?.supertype?.name, "Node")
    }
}
