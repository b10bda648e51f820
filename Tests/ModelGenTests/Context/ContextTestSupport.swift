import Foundation
@testable import ModelGen
import ModelScanner
import XCTest

/// Renders `template` over `sources` (one in-memory file, `Models.swift`) the way the generate driver does.
func renderSourcery(_ template: String, sources: String, arguments: [String: Any] = [:],
                    templatePath: String = "Test.stencil") throws -> RenderedTemplate {
    let scan = SourceScanner.scan(source: sources, path: "Models.swift")
    let context = SourceryContext.make(scan: scan, arguments: arguments)
    return try StencilTemplateRenderer().render(template: template, path: templatePath, context: context)
}

/// The rendered text of `template` over `sources`, failing the test (and returning "") on an error.
func sourceryOutput(_ template: String, sources: String, arguments: [String: Any] = [:],
              file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
        return try renderSourcery(template, sources: sources, arguments: arguments).text
    } catch {
        XCTFail("render failed: \(error)", file: file, line: line)
        return ""
    }
}

/// The reason of the error rendering `template` over `sources` throws, or nil when it renders.
func sourceryRenderError(_ template: String, sources: String) -> String? {
    do {
        _ = try renderSourcery(template, sources: sources)
        return nil
    } catch {
        return "\(error)"
    }
}
