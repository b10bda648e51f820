import Foundation

/// The `swiftc` that compiles Swift templates, found as SwiftPM finds its compiler: an explicit
/// `SWIFT_EXEC` (the build plugin sets it to the toolchain running the build), else, on macOS, the
/// active Xcode toolchain's (`xcrun`, which honours `DEVELOPER_DIR` and `TOOLCHAINS`), else the
/// first `swiftc` on `PATH`.
public struct SwiftCompiler: Equatable, Sendable {
    /// The environment variable naming the compiler (SwiftPM's own override).
    public static let environmentKey = "SWIFT_EXEC"

    /// The compiler's path.
    public let path: String
    /// The macOS SDK to compile against (`-sdk`); nil where the compiler needs none.
    public let sdk: String?

    public init(path: String, sdk: String? = nil) {
        self.path = path
        self.sdk = sdk
    }

    /// The compiler for `environment`; throws, saying how to get one, when there is none.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ModelGenError) -> SwiftCompiler {
        if let explicit = environment[environmentKey], !explicit.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: explicit) else {
                throw ModelGenError(.configuration, "\(environmentKey) is '\(explicit)', which is not an executable Swift compiler")
            }
            return SwiftCompiler(path: explicit, sdk: macOSSDK())
        }
        #if os(macOS)
        if let found = xcrun(["--sdk", "macosx", "--find", "swiftc"]) {
            return SwiftCompiler(path: found, sdk: macOSSDK())
        }
        #endif
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let found = folders.map({ ($0 as NSString).appendingPathComponent("swiftc") }).first(where: FileManager.default.isExecutableFile) {
            return SwiftCompiler(path: found, sdk: macOSSDK())
        }
        throw ModelGenError(.configuration, "no Swift compiler found: Swift templates are compiled with swiftc, and there is none on PATH",
                            detail: "Install a Swift toolchain (swift.org, or Xcode on macOS), or set \(environmentKey) to the path of swiftc.")
    }

    /// What identifies this compiler in cache keys: its path, size and modification date (a toolchain
    /// update changes them), without running it.
    var identity: String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.stringValue ?? "?"
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date) \(sdk ?? "")"
    }

    /// The macOS SDK, so that a build for iOS (whose `SDKROOT` names the iOS SDK) still compiles the
    /// template for the Mac it runs on; nil elsewhere.
    private static func macOSSDK() -> String? {
        #if os(macOS)
        return xcrun(["--sdk", "macosx", "--show-sdk-path"])
        #else
        return nil
        #endif
    }

    private static func xcrun(_ arguments: [String]) -> String? {
        guard let result = try? ChildProcess(executable: "/usr/bin/xcrun", arguments: arguments).run(), result.status == 0 else { return nil }
        let text = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
