import Foundation
@testable import ModelGen

/// What the Swift template tests share: one cache folder for every test run (the runtime compiles once
/// per runtime version; programs are keyed by their text), and the generate renderer the CLI uses.
enum SwiftTemplateTestSupport {
    /// What tests pass as `--cacheBasePath`; the tool keeps its programs in `cacheFolder` under it.
    static let cacheBase = (NSTemporaryDirectory() as NSString).appendingPathComponent("modelgen-tests-cache")
    static let cacheFolder = (cacheBase as NSString).appendingPathComponent("SwiftTemplates")

    /// Stencil templates with the Stencil renderer, Swift templates with the embedded runtime.
    static func renderer(cacheFolder: String? = cacheFolder) -> TemplateLanguages {
        TemplateLanguages(stencil: StencilTemplateRenderer(),
                          swift: SwiftTemplateRenderer(cacheFolder: cacheFolder, version: "tests", runtime: .embedded))
    }

    /// `text` after its first two lines (the generated header, which names the tool).
    static func body(_ text: String) -> String {
        text.components(separatedBy: "\n").dropFirst(2).joined(separator: "\n")
    }
}
