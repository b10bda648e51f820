import Foundation
@testable import ModelGen
import XCTest

/// The runtime ModelGen embeds must stay byte-identical to `Sources/SwiftTemplateRuntime`; run
/// `scripts/embed-runtime` after editing the runtime.
final class EmbeddedRuntimeTests: XCTestCase {
    private let runtime = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SwiftTemplateRuntime")

    func testEveryRuntimeSourceIsEmbeddedByteForByte() throws {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: runtime.path))
        let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertTrue(files.contains("TemplateContext.swift"))
        let names = files.map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(Set(names).count, names.count, "the runtime's file names must be unique: they are compiled side by side")
        XCTAssertEqual(EmbeddedRuntime.files.map(\.name).sorted(), names.sorted(), "run scripts/embed-runtime")
        for (file, name) in zip(files, names) {
            let bytes = try Data(contentsOf: runtime.appendingPathComponent(file))
            let embedded = EmbeddedRuntime.files.first { $0.name == name }.map { Data($0.text.utf8) }
            XCTAssertEqual(embedded, bytes, "\(file) differs from its embedded copy: run scripts/embed-runtime")
        }
    }

    /// ModelGen and a template's program are two processes, so the fallback protocol (exit status,
    /// message, record variable) is declared on both sides: `ModelFileFormat` and the runtime's `MemberReads`.
    func testBothSidesOfTheMemberReadsProtocolAgree() throws {
        let memberReads = try XCTUnwrap(EmbeddedRuntime.files.first { $0.name == "MemberReads.swift" }).text
        XCTAssertTrue(memberReads.contains("static let lackingMemberStatus: Int32 = \(ModelFileFormat.lackingMemberStatus)\n"))
        XCTAssertTrue(memberReads.contains("static let lackingMemberMessage = \"\(ModelFileFormat.lackingMemberMessage)\"\n"))
        XCTAssertTrue(memberReads.contains("static let recordVariable = \"\(ModelFileFormat.memberRecordVariable)\"\n"))
    }

    func testTheEmbeddedDigestIsTheFilesDigest() {
        XCTAssertEqual(EmbeddedRuntime.digest, ProgramRuntime.digest(of: EmbeddedRuntime.files), "run scripts/embed-runtime")
    }
}
