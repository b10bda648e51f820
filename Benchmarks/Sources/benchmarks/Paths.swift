import Foundation

/// Folders the benchmarks work in, found from this file's location in the repository.
enum Paths {
    /// `Benchmarks/`.
    static let benchmarksPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository root (the ModelGen package).
    static let rootPackage = benchmarksPackage.deletingLastPathComponent()
    /// `Benchmarks/.build`, where this package builds (git-ignored).
    static let scratch = benchmarksPackage.appendingPathComponent(".build")
    /// Where generated inputs and outputs go.
    static let work = scratch.appendingPathComponent("benchmark-work")
    /// The scanner conformance fixtures.
    static let conformance = rootPackage.appendingPathComponent("Tests/ModelScannerTests/Conformance")
}
