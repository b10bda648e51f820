import XCTest
@testable import ModelScanner

/// A name nothing else resolves takes the target of a typealias of that name nested anywhere, as in
/// Sourcery 2.3.0 (`resolveType`'s last loop over its resolved typealiases), where every alias of
/// that name has the same target; where targets differ, Sourcery's pick is hash order and ModelGen
/// keeps the name. Cases from the sourcery-dump corpora (swift-nio, OpenAPIKit, GRDB).
final class AliasByNameTests: XCTestCase {
    func testAGenericParameterTakesTheOnlyAliasOfItsName() throws {
        // swift-nio: `BufferedReader<Handle>`'s `handle` is `NIOBSDSocket.Handle`'s target.
        let result = scan("""
        enum NIOBSDSocket {
            typealias Handle = CInt
        }
        extension CInt {}
        struct BufferedReader<Handle: ReadableFileHandleProtocol> {
            private let handle: Handle
            var optional: Handle?
        }
        """)
        let reader = try XCTUnwrap(result.type("BufferedReader"))
        let handle = try XCTUnwrap(reader.variable("handle"))
        XCTAssertEqual(handle.typeName.actualTypeName?.name, "CInt")
        XCTAssertEqual(handle.type?.name, "CInt")
        XCTAssertEqual(handle.type?.kind, .extension)
        // The target replaces the name whole: `Handle?` stands for `CInt`, still optional.
        let optional = try XCTUnwrap(reader.variable("optional"))
        XCTAssertEqual(optional.typeName.actualTypeName?.name, "CInt")
        XCTAssertTrue(optional.typeName.isOptional)
    }

    func testANestedAliasNamesAResultInAnotherType() throws {
        // OpenAPIKit: the alias's structure shows (`isDictionary`), the name keeps its own.
        let result = scan("""
        protocol VendorExtendable {
            typealias VendorExtensions = [String: AnyCodable]
        }
        protocol CodableVendorExtendable: VendorExtendable {}
        extension CodableVendorExtendable {
            static func extensions(from decoder: Decoder) throws -> VendorExtensions {}
        }
        struct JSONSchema {
            var vendorExtensions: VendorExtensions
        }
        """)
        let method = try XCTUnwrap(result.type("CodableVendorExtendable")?.method("extensions(from:)"))
        XCTAssertEqual(method.actualReturnTypeName.name, "[String: AnyCodable]")
        let variable = try XCTUnwrap(result.type("JSONSchema")?.variable("vendorExtensions"))
        XCTAssertEqual(variable.typeName.actualTypeName?.name, "[String: AnyCodable]")
        XCTAssertTrue(variable.typeName.isDictionary)
        XCTAssertFalse(Deduplication.isRebuilt(variable.typeName))
    }

    func testTheSameExtensionInTwoModulesKeepsOneMethod() throws {
        // OpenAPIKit and OpenAPIKit30 declare the protocol and its extension alike: the repeat is
        // not resolved, but the name found by alias keeps its form, so the two still compare equal.
        let source = """
        public protocol VendorExtendable {
            typealias VendorExtensions = [String: AnyCodable]
        }
        protocol CodableVendorExtendable: VendorExtendable {}
        extension CodableVendorExtendable {
            static func extensions(from decoder: Decoder) throws -> VendorExtensions {}
        }
        """
        let result = SourceScanner.scan(files: [(path: "Sources/OpenAPIKit/Vendor.swift", source: source),
                                                (path: "Sources/OpenAPIKit30/Vendor.swift", source: source)])
        let methods = try XCTUnwrap(result.type("CodableVendorExtendable")).methods
        XCTAssertEqual(methods.map(\.dumpName), ["extensions(from:)"])
        XCTAssertEqual(methods.first?.actualReturnTypeName.name, "[String: AnyCodable]")
    }

    func testAnAliasTargetResolvesBeforeExtensionsAreKnown() throws {
        // OpenAPIKit: `[String]` inside an alias's target is generic `Array`, which Sourcery's map
        // lacks while it resolves aliases (`extension Array` joins later), so the alias
        // `OpenAPI.Parameter.Array` stands for it; outside alias targets `Array` is the extension.
        let result = scan("""
        enum OpenAPI {
            struct Parameter {}
            struct SecurityScheme {}
        }
        extension OpenAPI.Parameter {
            typealias Array = [Either<JSONReference<OpenAPI.Parameter>, OpenAPI.Parameter>]
        }
        extension Array {}
        typealias SecurityRequirement = [JSONReference<OpenAPI.SecurityScheme>: [String]]
        struct Document {
            var security: [SecurityRequirement]
            var names: [String]
        }
        """)
        let document = try XCTUnwrap(result.type("Document"))
        XCTAssertEqual(document.variable("security")?.typeName.actualTypeName?.name,
                       "[[JSONReference<OpenAPI.SecurityScheme>: [Either<JSONReference<OpenAPI.Parameter>, OpenAPI.Parameter>]]]")
        XCTAssertNil(document.variable("names")?.typeName.actualTypeName)
        XCTAssertEqual(document.variable("names")?.type?.name, "Array")
    }

    func testAliasesOfOneNameWithDifferentTargetsLeaveTheNameAlone() throws {
        // GRDB: `Recorder<Input, Failure: Error>` holds `typealias Failure = Failure`, and other
        // types `typealias Failure = Error`: Sourcery takes whichever its hash order meets first.
        let result = scan("""
        class Recorder<Input, Failure: Error> {
            typealias Input = Input
            typealias Failure = Failure
            var values: [Input]
            var completion: Failure?
        }
        enum DatabasePublishers {
            struct Read {
                typealias Failure = Error
            }
        }
        """)
        let recorder = try XCTUnwrap(result.type("Recorder"))
        XCTAssertNil(recorder.variable("completion")?.typeName.actualTypeName)
        // The one alias named `Input` is its own target, and resolving it ends.
        XCTAssertEqual(recorder.variable("values")?.typeName.actualTypeName?.name, "[Input]")
    }

    func testAnAliasNameInsideAnUnresolvedNameIsReplaced() throws {
        // swift-nio: `ThreadOpsSystem.ThreadHandle`, where the last `typealias ThreadOpsSystem` is
        // `ThreadOpsWindows` (whose `ThreadHandle` is a struct): Sourcery's first loop replaces the
        // alias's name by its target, which names the type; the actual name stays unset.
        let result = scan("""
        typealias ThreadOpsSystem = ThreadOpsWindows
        enum ThreadOpsWindows {
            struct ThreadHandle {}
            static var currentThread: ThreadOpsSystem.ThreadHandle { fatalError() }
        }
        enum ThreadOpsPosix {
            typealias ThreadHandle = PthreadWrapper
            static var currentThread: ThreadOpsSystem.ThreadHandle { fatalError() }
        }
        """)
        for owner in ["ThreadOpsWindows", "ThreadOpsPosix"] {
            let variable = try XCTUnwrap(result.type(owner)?.variable("currentThread"))
            XCTAssertEqual(variable.type?.name, "ThreadOpsWindows.ThreadHandle")
            XCTAssertNil(variable.typeName.actualTypeName)
        }
    }

    func testSeveralAliasNamesInsideANameLeaveItAlone() throws {
        // `Ops` and `OpsSystem` both occur in `OpsSystem.Handle`: replacing `OpsSystem` first gives
        // `Posix.Handle`, replacing `Ops` first `WindowsSystem.Handle`, so Sourcery's hash order decides.
        let result = scan("""
        typealias Ops = Windows
        typealias OpsSystem = Posix
        enum Posix { struct Handle {} }
        struct Reader { var current: OpsSystem.Handle }
        """)
        XCTAssertNil(result.type("Reader")?.variable("current")?.type)
    }
}
