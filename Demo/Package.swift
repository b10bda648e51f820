// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the ModelGen package's identity is the
/// name of the folder above this one (a clone may use any name).
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Demo",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "demo",
            dependencies: [.product(name: "FetchableKit", package: root)],
            plugins: [.plugin(name: "GenerateManagers", package: root)]
        ),
    ]
)
