// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the root package's identity is the folder's name.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil.git", exact: "0.15.1"),
    ],
    targets: [
        .target(
            name: "SwiftSyntaxDump",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(name: "BenchmarkSupport", dependencies: ["SwiftSyntaxDump"]),
        .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport", "SwiftSyntaxDump"]),
        .executableTarget(name: "syntax-dump", dependencies: ["SwiftSyntaxDump"]),
        // The `modelgen` command-line tool's own sources (a symlink), built here so the end-to-end
        // benchmarks reuse this package's release build of the root modules.
        .executableTarget(
            name: "ModelGenUnderTest",
            dependencies: [
                .product(name: "ModelGen", package: root),
                .product(name: "ModelScanner", package: root),
                .product(name: "StencilLite", package: root),
            ]
        ),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "BenchmarkSupport",
                "ModelGenUnderTest",
                "SwiftSyntaxDump",
                .product(name: "ModelScanner", package: root),
                .product(name: "StencilLite", package: root),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Stencil", package: "Stencil"),
            ]
        ),
    ]
)
