@testable import ModelGen
import ModelScanner
import XCTest

/// The templates of one run share one encoded model; another scan, other arguments or other
/// members encode again.
final class ModelFileCacheTests: XCTestCase {
    func testTheSameScanArgumentsAndMembersAreEncodedOnce() {
        let cache = ModelFileCache()
        var encodings = 0
        func file(_ scan: ScanResult, _ arguments: Annotations, _ members: Set<String>? = nil) -> Data {
            cache.file(for: scan, arguments: arguments, members: members) {
                encodings += 1
                return SwiftTemplateModel.encode(scan: scan, arguments: arguments, members: members)
            }
        }
        let scan = SourceScanner.scan(source: "struct A { let b: Int }", path: "A.swift")
        let first = file(scan, [:])
        XCTAssertEqual(file(scan, [:]), first)
        XCTAssertEqual(encodings, 1)

        XCTAssertNotEqual(file(scan, ["mode": .string("fast")]), first)
        XCTAssertEqual(encodings, 2)

        let other = SourceScanner.scan(source: "struct C {}", path: "C.swift")
        XCTAssertNotEqual(file(other, ["mode": .string("fast")]), first)
        XCTAssertEqual(encodings, 3)

        let names = file(other, ["mode": .string("fast")], ["types", "name"])
        XCTAssertLessThan(names.count, file(other, ["mode": .string("fast")]).count, "fewer members, a smaller file")
        XCTAssertEqual(encodings, 5)
        withExtendedLifetime(scan) {}
    }
}
