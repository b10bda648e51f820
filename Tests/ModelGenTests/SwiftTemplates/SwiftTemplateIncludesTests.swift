@testable import ModelGen
import XCTest

/// `watch` watches what Swift templates include, wherever it lives.
final class SwiftTemplateIncludesTests: XCTestCase {
    func testIncludedTemplatesAndSwiftFilesAreListedForFilesAndFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Shared/Header.swifttemplate", "<%- includeFile(\"Helpers\") -%>")
        try folder.write("Shared/Helpers.swift", "let helper = 1\n")
        let template = try folder.write("Templates/Main.swifttemplate", "<%- include(\"../Shared/Header\") -%><%- include(\"Missing\") -%>")
        try folder.write("Templates/Plain.stencil", "{% include \"../Shared/Other.stencil\" %}")
        let expected = [folder.url("Shared/Header.swifttemplate"), folder.url("Templates/Missing.swifttemplate")]
        XCTAssertEqual(SwiftTemplateIncludes.files(of: [template]), expected, "a missing include is watched for its creation")
        XCTAssertEqual(SwiftTemplateIncludes.files(of: [folder.url("Templates")]), expected)

        try folder.write("Templates/Missing.swifttemplate", "")
        XCTAssertEqual(SwiftTemplateIncludes.files(of: [template]), expected + [folder.url("Shared/Helpers.swift")])
    }
}
