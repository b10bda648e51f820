@testable import ModelScanner
import XCTest

/// How composition compares a repeated declaration with its type (see `DeclarationEquality`).
final class DeclarationEqualityTests: XCTestCase {
    /// A file repeating types nested `depth` deep (a fuzz input timed out on it): each repeated
    /// declaration compares with its type once, and each nested pair once, not once per enclosing
    /// declaration (`depth * depth / 2` comparisons per copy before).
    func testRepeatedDeepNestsCompareEachPairOnce() throws {
        let depth = 200, copies = 3
        let nest = (0..<depth).map { "struct N\($0) {" }.joined() + "var x = 1" + String(repeating: "}", count: depth) + "\n"
        let file = FileParsing.parse(SourceFile(path: "Test.swift", relativePath: "Test.swift",
                                                text: String(repeating: nest, count: copies)))
        let table = ModelTable()
        let declarations = table.adopt([file])
        XCTAssertEqual(declarations.count, depth * copies)
        let types = Dictionary(declarations.map { ($0.name, $0) }) { _, last in last }
        var equality = DeclarationEquality(writtenNames: [:], primaries: types)
        for declaration in declarations {
            let type = try XCTUnwrap(types[declaration.name])
            guard type !== declaration else { continue }
            declaration.isMerged = true
            XCTAssertTrue(equality.areEqual(declaration, type))
        }
        // Per copy: each declaration with its type, and the nested pairs of the outermost once.
        XCTAssertEqual(equality.comparisons, (copies - 1) * (2 * depth - 1))
        withExtendedLifetime(table) {}
    }

    /// Unclosed braces nest `extension Account` in the types after Account's first extension, and
    /// with it the last declaration of `Account.HTTPClient`: merging an earlier one into it would
    /// nest the type in itself (a fuzz input: comparing declarations walked that nest forever,
    /// memory growing ~130 MB/s). The scan ends.
    func testADeclarationSwallowingItsOwnTypeIsMergedWithoutNestingTheTypeInItself() throws {
        let source = #"""
        extension Account: Hashable {
            var displayName:/ String { "#\(id) \(owner)ount {
        }
        protocol HTTPClient {
        enum NetworkError: Error {
            case offline
            cas                truct Account {
            struct Settings {
            }
        }
        extension Account: Hashable {
            var displayName:/ String { "#\(id) \(owner)ount {
        }
        protocol HTTPClient {
        enum NetworkError: Error {
            case offline
            cas                truct Account {
            struct Settings {
            }
        }
        extension Account: Hashable {
            var displayName:/ String { "#\(id) \(owner)ount {
        protocol HTTPClient {
        public struct P:nroCs eodable, Equatable {
            }
        }
        }
        protocol HTTPClient {
        """#
        let result = SourceScanner.scan(files: [(path: "Sources/M/T.swift", source: source)])
        XCTAssertEqual(result.types.filter { $0.name == "Account" }.count, 1)
        XCTAssertTrue(result.diagnostics.contains { $0.message.contains("missing '}' for 'extension Account'") })
    }

    /// Merging never nests a type in itself, at any depth (see the fuzz input above).
    func testNestedTypesAreNotAppendedToATypeNestedInThem() throws {
        let file = FileParsing.parse(SourceFile(path: "T.swift", relativePath: "T.swift",
                                                text: "struct A { struct B { struct C {} } }\nstruct D {}\n"))
        let table = ModelTable()
        let declarations = Dictionary(uniqueKeysWithValues: table.adopt([file]).map { ($0.name, $0.id) })
        let (a, c, d) = try (XCTUnwrap(declarations["A"]), XCTUnwrap(declarations["A.B.C"]), XCTUnwrap(declarations["D"]))
        table.appendContained([a, d, c], to: c)
        XCTAssertEqual(table[nestingOf: c].contained, [d])
        withExtendedLifetime(table) {}
    }

    /// What a comparison found of nested types is forgotten when a merge changes them: the copy of
    /// `A` (in another module) equals `A`, nested types included; then the extension written
    /// inside it is merged into `A.B.C`, so the copies of `A.B` and `A.B.C`, compared after, differ
    /// from their types and are merged (a warning each; `z` twice).
    func testAMergeChangingANestedTypeIsSeenByLaterComparisons() throws {
        let copy = "struct A {\n    extension A.B.C { var y: Int { 1 } }\n    struct B {\n        var z = 1\n"
            + "        struct C { var x = 1 }\n    }\n}\n"
        let result = SourceScanner.scan(files: [(path: "Sources/M1/T.swift", source: copy), (path: "Sources/M2/T.swift", source: copy)])
        XCTAssertEqual(result.type("A.B")?.rawVariables.map(\.name), ["z", "z"])
        XCTAssertEqual(result.type("A.B.C")?.rawVariables.map(\.name), ["x", "y", "x", "y"])
        XCTAssertEqual(result.diagnostics.map { $0.message.prefix(17) }, ["struct 'A.B' of m", "struct 'A.B.C' of"])
    }
}
