@testable import ModelGen
import ModelScanner
import XCTest

/// The templates of one run share one encoded model; another scan or other arguments encode again.
final class ModelFileCacheTests: XCTestCase {
    func testTheSameScanAndArgumentsAreEncodedOnce() {
        let cache = ModelFileCache()
        var encodings = 0
        let encode = { (scan: ScanResult, arguments: Annotations) -> Data in
            encodings += 1
            return SwiftTemplateModel.encode(scan: scan, arguments: arguments)
        }
        let scan = SourceScanner.scan(source: "struct A { let b: Int }", path: "A.swift")
        let first = cache.file(for: scan, arguments: [:], encode: encode)
        XCTAssertEqual(cache.file(for: scan, arguments: [:], encode: encode), first)
        XCTAssertEqual(encodings, 1)

        XCTAssertNotEqual(cache.file(for: scan, arguments: ["mode": .string("fast")], encode: encode), first)
        XCTAssertEqual(encodings, 2)

        let other = SourceScanner.scan(source: "struct C {}", path: "C.swift")
        XCTAssertNotEqual(cache.file(for: other, arguments: ["mode": .string("fast")], encode: encode), first)
        XCTAssertEqual(encodings, 3)
        withExtendedLifetime(scan) {}
    }
}
