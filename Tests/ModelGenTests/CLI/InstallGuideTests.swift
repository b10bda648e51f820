import Foundation
import XCTest

/// docs/Install.md stays true: its manifest resolves against this package (the products and plugin
/// it names exist), and it states the tools version `Package.swift` declares.
final class InstallGuideTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func guide() throws -> String {
        try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/Install.md"), encoding: .utf8)
    }

    func testTheGuidesManifestResolvesAndListsThePlugins() throws {
        let text = try guide()
        let start = try XCTUnwrap(text.range(of: "```swift\n// swift-tools-version"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let manifest = String(text[text.index(start.lowerBound, offsetBy: "```swift\n".count)..<end.lowerBound])
            .replacingOccurrences(of: #".package(path: "../ModelGen")"#, with: ".package(path: \"\(Self.packageRoot.path)\")")
            .replacingOccurrences(of: #"package: "modelgen""#, with: "package: \"\(Self.packageRoot.lastPathComponent.lowercased())\"")
        XCTAssertTrue(manifest.contains(Self.packageRoot.path), "the guide depends on ModelGen by path: \(manifest)")

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Shop/Package.swift", manifest)
        try folder.write("Shop/Sources/Shop/main.swift", "print(\"shop\")\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder.url("Shop"), "--scratch-path", folder.url("Shop/.build"),
                             "plugin", "--list"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, printed)
        XCTAssertTrue(printed.contains("generate-managers"), printed)
    }

    func testTheGuideStatesTheDeclaredToolsVersion() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let toolsVersion = try XCTUnwrap(manifest.split(separator: "\n").first)
        XCTAssertTrue(toolsVersion.hasPrefix("// swift-tools-version:"))
        XCTAssertTrue(try guide().contains("Its manifest starts with `\(toolsVersion)`"), "docs/Install.md names \(toolsVersion)")
    }
}
