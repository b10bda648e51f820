// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ModelGen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modelgen", targets: ["ModelGenCLI"]),
        .library(name: "ModelScanner", targets: ["ModelScanner"]),
        .library(name: "StencilLite", targets: ["StencilLite"]),
        .library(name: "ModelGen", targets: ["ModelGen"]),
        .library(name: "FetchableKit", targets: ["FetchableKit"]),
        .plugin(name: "GenerateManagers", targets: ["GenerateManagers"]),
        .plugin(name: "GenerateManagersCommand", targets: ["GenerateManagersCommand"]),
    ],
    targets: [
        .target(name: "ModelScanner"),
        .target(name: "StencilLite"),
        .target(name: "ModelGen", dependencies: ["ModelScanner", "StencilLite"]),
        // The CLI's module needs a name that differs from `ModelGen` by more than case (macOS disks
        // are case-insensitive); its product and binary stay `modelgen`.
        .executableTarget(
            name: "ModelGenCLI",
            dependencies: ["ModelGen", "ModelScanner", "StencilLite"],
            path: "Sources/modelgen"
        ),
        .target(name: "FetchableKit"),
        .plugin(
            name: "GenerateManagers",
            capability: .buildTool(),
            dependencies: ["ModelGenCLI"]
        ),
        .plugin(
            name: "GenerateManagersCommand",
            capability: .command(
                intent: .custom(verb: "generate-managers", description: "Writes generated managers into each target's Generated/ folder"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files into Sources/<Target>/Generated/")]
            ),
            dependencies: ["ModelGenCLI"]
        ),
        .testTarget(name: "ModelScannerTests", dependencies: ["ModelScanner"], exclude: ["Conformance"]),
        .testTarget(name: "StencilLiteTests", dependencies: ["StencilLite"], exclude: ["Conformance"]),
        .testTarget(name: "ModelGenTests", dependencies: ["ModelGen", "ModelGenCLI"], exclude: ["Conformance", "Fixtures", "SwiftKitConformance"]),
        .testTarget(name: "FetchableKitTests", dependencies: ["FetchableKit"], exclude: ["Fixtures"]),
    ]
)
