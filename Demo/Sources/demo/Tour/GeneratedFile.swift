import Foundation

/// Where the GenerateManagers plugin wrote this target's managers, so the tour can show a newcomer
/// the generated code it runs.
enum GeneratedFile {
    /// `Firebase.generated.swift` in the build folder holding this executable
    /// (`.build/plugins/outputs/<package>/demo/destination/GenerateManagers/` with SwiftPM 6),
    /// or nil when the build folder is laid out otherwise (an Xcode build).
    static func locate() -> URL? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let outputs = folder.appendingPathComponent("plugins/outputs")
            if let found = firebaseFile(under: outputs) { return found }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static func firebaseFile(under outputs: URL) -> URL? {
        guard let paths = FileManager.default.enumerator(atPath: outputs.path) else { return nil }
        let match = paths.compactMap { $0 as? String }.sorted().first { path in
            path.hasSuffix("GenerateManagers/Firebase.generated.swift") && path.split(separator: "/").dropFirst().first == "demo"
        }
        return match.map { outputs.appendingPathComponent($0) }
    }
}
