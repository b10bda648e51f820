@testable import ModelGen
import ModelScanner
import StencilLite
import XCTest

/// Rendering reads members by interned key as `TemplateValue`s, the Swift-template encoder and error
/// suggestions by name: all come from one table per kind of object and must agree on every member.
final class MemberKeyLookupTests: XCTestCase {
    private let sources = """
    struct Outer {
        struct Inner {}
        // sourcery: key = "v"
        var count: Int? = 0
        subscript(index: Int) -> String { "" }
        func make(from value: [String: Int], _ handler: @escaping (Int) -> Void) async throws -> Outer { self }
    }
    enum Kind { case one(Int, label: String) }
    """

    func testEveryMemberAnswersTheSameByKeyAndByName() throws {
        let context = SourceryContext.make(scan: SourceScanner.scan(source: sources, path: "Models.swift"))
        let types = try XCTUnwrap(context["types"] as? TemplateLookup)
        guard case .found(let all as [Any]) = types.lookup(MemberKey("all")) else { return XCTFail("types.all by key") }
        var pending: [(object: TemplateLookup, depth: Int)] = all.compactMap { ($0 as? TemplateLookup).map { ($0, 0) } }
        var checked = 0
        while let (object, depth) = pending.popLast() {
            for name in object.memberNames {
                guard case .found(let byName) = object.lookup(name), case .found(let byKey) = object.lookup(MemberKey(name)) else {
                    XCTFail("\(object.templateTypeName).\(name) is unknown one way")
                    continue
                }
                XCTAssertEqual(String(describing: byName), String(describing: byKey), "\(object.templateTypeName).\(name)")
                let typed = try XCTUnwrap(object.templateValue(MemberKey(name)), "\(object.templateTypeName).\(name) typed")
                XCTAssertEqual(String(describing: typed.anyValue), String(describing: byKey), "\(object.templateTypeName).\(name) typed")
                checked += 1
                guard depth < 3 else { continue }
                let children = (byKey as? [Any]) ?? byKey.map { [$0] } ?? []
                pending += children.compactMap { ($0 as? TemplateLookup).map { ($0, depth + 1) } }
            }
            guard case .unknown = object.lookup(MemberKey("noSuchMember")), case .unknown = object.lookup("noSuchMember"),
                  object.templateValue(MemberKey("noSuchMember")) == nil else {
                XCTFail("\(object.templateTypeName).noSuchMember is found")
                continue
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testANestedTypeIsFoundByKeyAsByName() throws {
        let context = SourceryContext.make(scan: SourceScanner.scan(source: sources, path: "Models.swift"))
        let outer = try XCTUnwrap((context["type"] as? [String: Any])?["Outer"] as? TemplateLookup)
        guard case .found(let byKey as TemplateLookup) = outer.lookup(MemberKey("Inner")),
              case .found(let byName as TemplateLookup) = outer.lookup("Inner") else { return XCTFail("Outer.Inner") }
        XCTAssertEqual(String(describing: byKey.lookup("name")), String(describing: byName.lookup(MemberKey("name"))))
    }
}
