import XCTest
@testable import StencilLite

/// Renders `template` with `context` in `environment` (plain Stencil by default).
func render(_ template: String, _ context: [String: Any] = [:], environment: Environment = Environment()) throws -> String {
    try environment.renderTemplate(string: template, context: context)
}

/// The error `body` throws, failing the test when it throws none or another kind.
func templateError(_ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line) -> TemplateSyntaxError? {
    do {
        let value = try body()
        XCTFail("expected an error, got \(value)", file: file, line: line)
    } catch let error as TemplateSyntaxError {
        return error
    } catch {
        XCTFail("expected a TemplateSyntaxError, got \(error)", file: file, line: line)
    }
    return nil
}

/// A model object answering lookups without reflection, as ModelGen's are.
/// Not final: `ForTagTests` subclasses it.
class Person: TemplateLookup, CustomStringConvertible {
    let name: String
    let nickname: String?
    let friends: [Person]

    init(name: String, nickname: String? = nil, friends: [Person] = []) {
        self.name = name
        self.nickname = nickname
        self.friends = friends
    }

    func lookup(_ member: String) -> LookupResult {
        switch member {
        case "name": return .found(name)
        case "nickname": return .found(nickname)
        case "friends": return .found(friends)
        default: return .unknown
        }
    }

    var memberNames: [String] { ["name", "nickname", "friends"] }
    var description: String { "Person(\(name))" }
}
