// swift-tools-version: 6.2
// 6.2: FetchableKit's managers use `nonisolated(nonsending)` (SE-0461, Swift 6.2).
import PackageDescription

/// The `modelgen` tool's modules are optimized in debug builds too. SwiftPM builds a build-tool
/// plugin's tool in the configuration of the build (upstream issue swift-package-manager#7233), so
/// every debug `swift build` of an app runs a debug `modelgen`, and unoptimized it was 4–5 times
/// slower: `Firebase.stencil` over 1,000 models took 1.80 s of CPU against 0.41 s with this flag
/// and 0.37 s in a release build (docs/Performance.md, "The tool is optimized in debug builds").
/// The cost is the first build: 30 s of CPU for a debug `modelgen` unoptimized, 112 s optimized.
/// Since SwiftPM 6.2 a package whose tools version is 6.2 or later may use unsafe flags and still be
/// a dependency by version. FetchableKit, the runtime apps link, keeps the configuration's settings.
let optimizedInEveryConfiguration: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "ModelGen",
    // FetchableKit needs Swift concurrency (back-deployed to iOS 13, tvOS 13, watchOS 6; every
    // concurrency API it calls is available or back-deployed there); it asks for Firebase iOS
    // SDK 12's minimums so that any app that can use that SDK can use the managers. macOS 13 is
    // what the modelgen tool and its plugins need.
    platforms: [.macOS(.v13), .iOS(.v15), .macCatalyst(.v15), .tvOS(.v15), .watchOS(.v7), .visionOS(.v1)],
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
        // Diagnostic, FileLocation and DiagnosticCollector: how every stage reports a problem. Its own
        // target because the scanner and the template engine report problems but must not depend
        // on each other.
        .target(name: "ModelGenDiagnostics", swiftSettings: optimizedInEveryConfiguration),
        .target(name: "ModelScanner", dependencies: ["ModelGenDiagnostics"], swiftSettings: optimizedInEveryConfiguration),
        .target(name: "StencilLite", dependencies: ["ModelGenDiagnostics"], swiftSettings: optimizedInEveryConfiguration),
        .target(
            name: "ModelGen",
            dependencies: ["ModelGenDiagnostics", "ModelScanner", "StencilLite"],
            swiftSettings: optimizedInEveryConfiguration
        ),
        // The CLI's module needs a name that differs from `ModelGen` by more than case (macOS disks
        // are case-insensitive); its product and binary stay `modelgen`.
        .executableTarget(
            name: "ModelGenCLI",
            dependencies: ["ModelGen", "ModelScanner", "StencilLite"],
            path: "Sources/modelgen",
            swiftSettings: optimizedInEveryConfiguration
        ),
        .target(name: "FetchableKit"),
        // The runtime Swift templates are compiled against (Sourcery's runtime API over ModelGen's
        // model file). ModelGen embeds its sources (EmbeddedRuntime.swift); the target exists so
        // they are built and tested like any other code.
        .target(name: "SwiftTemplateRuntime"),
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
        .testTarget(name: "ModelGenTests", dependencies: ["ModelGen", "ModelGenCLI"], exclude: ["Conformance", "Fixtures", "SwiftKitConformance", "RealWorldConformance"]),
        .testTarget(name: "SwiftTemplateRuntimeTests", dependencies: ["SwiftTemplateRuntime", "ModelGen", "ModelScanner"]),
        .testTarget(name: "FetchableKitTests", dependencies: ["FetchableKit"], exclude: ["Fixtures"]),
    ]
)
