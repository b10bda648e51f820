import Foundation
import XCTest

/// The README stays true for a new user: the commands it tells them to run are the ones CI runs,
/// and every page it links to exists.
final class ReadmeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheReadmesCommandsAreTheOnesCIRuns() throws {
        let readme = try read("README.md")
        let block = try XCTUnwrap(readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let commands = block.split(separator: "\n").map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(commands, ["swift run --package-path Demo demo", "swift test"])
        let ci = try read(".ci/run")
        XCTAssertTrue(ci.contains("\" swift run --package-path Demo demo\n"), "CI runs the Demo as the README says")
        XCTAssertTrue(ci.contains("swift test 2>&1"), "CI runs the README's test command")
    }

    func testEveryLinkedPageExists() throws {
        for page in ["README.md", "docs/Install.md", "docs/Plugins.md", "docs/Performance.md", "docs/Reliability.md"] {
            let text = try read(page)
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            let links = try NSRegularExpression(pattern: #"\]\(([^)#:]+)(#[^)]*)?\)"#)
                .matches(in: text, range: NSRange(text.startIndex..., in: text))
                .map { (text as NSString).substring(with: $0.range(at: 1)) }
            XCTAssertFalse(links.isEmpty, page)
            for link in links {
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).path), "\(page) links to \(link)")
            }
        }
    }
}
