import XCTest

/// `modelgen watch` through the built binary: one regeneration per change, errors keep it
/// watching, Ctrl-C (SIGINT) ends it with exit code 0.
final class WatchCommandTests: XCTestCase {
    func testAChangeRegeneratesOnceErrorsKeepWatchingAndSIGINTExitsZero() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/Models.swift", "struct Alpha {}\n")
        try folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        let (process, output, errors) = try ModelGenTool.start(
            ["watch", "--sources", folder.url("Sources"), "--templates", folder.url("Templates"), "--output", folder.url("Out")])
        defer {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        func runs() -> [String] { ModelGenTool.read(output).split(separator: "\n").map(String.init).filter { $0.hasPrefix("[watch]") } }
        func waitForRuns(_ count: Int) -> Bool {
            let deadline = Date(timeIntervalSinceNow: 20)
            while runs().count < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            return runs().count >= count
        }

        XCTAssertTrue(waitForRuns(1), ModelGenTool.read(errors))
        XCTAssertEqual(folder.read("Out/Names.generated.swift")?.hasSuffix("\nAlpha\n"), true)

        try folder.write("Sources/Models.swift", "struct Alpha {}\nstruct Beta {}\n")
        XCTAssertTrue(waitForRuns(2), ModelGenTool.read(errors))
        Thread.sleep(forTimeInterval: 1.0)
        XCTAssertEqual(runs().count, 2, "exactly one regeneration per change: \(runs())")
        XCTAssertEqual(folder.read("Out/Names.generated.swift")?.hasSuffix("\nAlpha\nBeta\n"), true)

        try folder.write("Templates/Names.stencil", "{% for type in %}")
        XCTAssertTrue(waitForRuns(3))
        XCTAssertTrue(runs().last?.hasPrefix("[watch] failed") ?? false, "\(runs())")
        XCTAssertTrue(ModelGenTool.read(errors).contains("Names.stencil:1:"), ModelGenTool.read(errors))
        XCTAssertTrue(process.isRunning, "errors do not stop watching")
        XCTAssertEqual(folder.read("Out/Names.generated.swift")?.hasSuffix("\nAlpha\nBeta\n"), true)

        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
