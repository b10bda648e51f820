import Foundation
import XCTest

/// `modelgen generate` killed or failing while it writes: every output file is always either
/// the complete old version or the complete new one, and a failed run changes nothing.
final class CrashSafeOutputTests: XCTestCase {
    private static let templateCount = 50
    private static let linesPerOutput = 3_000  // ≈ 230 KB per output, 11 MB per run
    private static let kills = 30

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Models.swift", "struct Alpha { var a: Int }\nstruct Beta { var b: String }\n")
    }

    override func tearDown() { folder.remove() }

    /// Writes the 50 templates: `lines` lines of plain text (cheap to render, so the run's time
    /// goes to writing) between a first and a last line that carry the `version` argument.
    private func writeTemplates(lines: Int) throws {
        let body = (0..<lines).map { "let line\($0) = \"padding padding padding padding padding padding padding padding\"" }
            .joined(separator: "\n")
        for index in 0..<Self.templateCount {
            try folder.write(String(format: "Templates/T%02d.stencil", index),
                             "// T\(index) version {{ argument.version }}\n\(body)\n// END T\(index) {{ argument.version }}\n")
        }
    }

    private var outputNames: [String] { (0..<Self.templateCount).map { String(format: "T%02d.generated.swift", $0) } }

    private func arguments(version: Int) -> [String] {
        ["generate", "--sources", folder.url("Sources"), "--templates", folder.url("Templates"), "--output", folder.url("Out"),
         "--args", "version=v\(version)"]
    }

    /// Every output's current bytes (nil when missing).
    private func snapshot() -> [String: Data?] {
        Dictionary(uniqueKeysWithValues: outputNames.map { ($0, FileManager.default.contents(atPath: folder.url("Out/\($0)"))) })
    }

    func testKillingGenerateAtRandomMomentsNeverLeavesAPartialOutput() throws {
        try writeTemplates(lines: Self.linesPerOutput)
        let first = try ModelGenTool.run(arguments(version: 0), timeout: 300)
        XCTAssertEqual(first.status, 0, first.errors)
        var reference: [String: String] = [:]  // version 0's text; version n differs only by "v0" → "vn"
        for (name, data) in snapshot() { reference[name] = String(decoding: try XCTUnwrap(data, name), as: UTF8.self) }
        let size = reference.values.map(\.utf8.count).reduce(0, +)
        XCTAssertGreaterThan(size, Self.templateCount * 200_000, "outputs big enough for writes to take time")

        // Calibration over three runs: the shortest run time and the median writing time (from the first
        // temporary file), so that a load spike during calibration can't push the kills past the end
        // of the runs they aim at, and one missed first write can't make the writing phase look empty.
        var runTime = Double.infinity, writeTimes: [Double] = []
        for _ in 0..<3 {
            let started = Date()
            let (calibration, _, _) = try ModelGenTool.start(arguments(version: 1))
            let writeStart = waitForFirstWrite(of: calibration).timeIntervalSince(started)
            calibration.waitUntilExit()
            XCTAssertEqual(calibration.terminationStatus, 0)
            let elapsed = Date().timeIntervalSince(started)
            runTime = min(runTime, elapsed)
            writeTimes.append(max(elapsed - writeStart, 0.001))
        }
        let writeTime = writeTimes.sorted()[1]
        var current = snapshot()

        // Even kills land anywhere in the run, odd ones anywhere in its writing phase.
        var random = SplitMix64(seed: 0x5EED_0007)
        var killedWhileRunning = 0, killedWhileWriting = 0, killedBetweenRenames = 0
        for kill in 0..<Self.kills {
            let version = kill + 2
            let fraction = Double(random.next() % 1_000) / 1_000
            let (process, output, errors) = try ModelGenTool.start(arguments(version: version))
            if kill % 2 == 0 {
                usleep(useconds_t(fraction * runTime * 1_000_000))
            } else {
                _ = waitForFirstWrite(of: process)
                usleep(useconds_t(fraction * writeTime * 1_000_000))
            }
            if process.isRunning { killedWhileRunning += 1 }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
            if !temporaryFiles(of: process).isEmpty { killedWhileWriting += 1 }

            let after = snapshot()
            var old = 0, new = 0
            for name in outputNames {
                let bytes = after[name] ?? nil
                if bytes == current[name] ?? nil {
                    old += 1
                } else if let bytes, String(decoding: bytes, as: UTF8.self)
                    == reference[name]?.replacingOccurrences(of: "v0", with: "v\(version)") {
                    new += 1
                } else {
                    XCTFail("kill \(kill): \(name) is neither the old nor the new version (\(bytes?.count ?? -1) bytes)")
                }
            }
            if old > 0 && new > 0 { killedBetweenRenames += 1 }
            current = after
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url("Out")).filter { !outputNames.contains($0) }
        XCTAssertTrue(leftovers.allSatisfy { $0.hasPrefix(".") }, "only hidden temporary files may be left: \(leftovers)")
        XCTAssertEqual(try ModelGenTool.run(arguments(version: 0), timeout: 300).status, 0)
        let afterCleanRun = try FileManager.default.contentsOfDirectory(atPath: folder.url("Out")).filter { !outputNames.contains($0) }
        XCTAssertEqual(afterCleanRun, [], "the next run removes the temporary files killed runs left")
        print("crash-safe output: \(Self.kills) SIGKILLs, \(killedWhileRunning) while running, \(killedWhileWriting) while writing, "
              + "\(killedBetweenRenames) between two renames; run \(String(format: "%.2f", runTime)) s of which writing "
              + "\(String(format: "%.2f", writeTime)) s, \(size / 1_000_000) MB per run; \(leftovers.count) temporary files left")
        XCTAssertGreaterThan(killedWhileRunning, Self.kills / 2, "most kills must land while the tool runs")
        XCTAssertGreaterThanOrEqual(killedWhileWriting, 5, "kills must land while the tool writes")
    }

    /// The hidden temporary files `process` is writing (or left behind) in the output folder.
    private func temporaryFiles(of process: Process) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url("Out"))) ?? []
        return names.filter { $0.contains(".modelgen-\(process.processIdentifier)-") }
    }

    /// Waits until `process` creates its first temporary output file (or exits); returns when.
    private func waitForFirstWrite(of process: Process) -> Date {
        while process.isRunning && temporaryFiles(of: process).isEmpty { usleep(1_000) }
        return Date()
    }

    func testEveryKindOfFailedRunLeavesEveryOutputByteIdentical() throws {
        try writeTemplates(lines: 20)
        let fileManager = FileManager.default
        let last = folder.url("Out/T49.generated.swift")
        let failures: [(name: String, breakIt: () throws -> Void, repair: () throws -> Void)] = [
            ("template syntax error", { try self.folder.write("Templates/T49.stencil", "{% for %}") }, {}),
            ("unknown filter", { try self.folder.write("Templates/T49.stencil", "{{ argument.version|noSuchFilter }}") }, {}),
            ("error tag", { try self.folder.write("Templates/T49.stencil", "{% error \"stop\" %}") }, {}),
            ("last output path is a folder", {
                try fileManager.removeItem(atPath: last)
                try fileManager.createDirectory(atPath: last + "/inside", withIntermediateDirectories: true)
            }, { try fileManager.removeItem(atPath: last) }),
            ("missing sources folder", { try fileManager.moveItem(atPath: self.folder.url("Sources"), toPath: self.folder.url("Moved")) },
             { try fileManager.moveItem(atPath: self.folder.url("Moved"), toPath: self.folder.url("Sources")) }),
        ]
        let template = folder.read("Templates/T49.stencil") ?? ""
        for failure in failures {
            XCTAssertEqual(try ModelGenTool.run(arguments(version: 0), timeout: 300).status, 0, failure.name)
            let before = snapshot()
            try failure.breakIt()
            let run = try ModelGenTool.run(arguments(version: 1), timeout: 300)
            XCTAssertNotEqual(run.status, 0, failure.name)
            XCTAssertTrue(run.errors.contains(": error: "), "\(failure.name): \(run.errors)")
            let after = snapshot()
            var isFolder: ObjCBool = false
            for file in outputNames
            where !(fileManager.fileExists(atPath: folder.url("Out/\(file)"), isDirectory: &isFolder) && isFolder.boolValue) {
                XCTAssertTrue(after[file] ?? nil == before[file] ?? nil, "\(failure.name): \(file) changed")
            }
            try failure.repair()
            try folder.write("Templates/T49.stencil", template)
        }
    }
}

/// A small deterministic random generator, so every run kills at the same moments.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D1_049B_133B_94EB
        return z ^ (z >> 31)
    }
}
