import Foundation

/// The targets of a package whose manifest applies the `GenerateManagers` build plugin.
///
/// A command plugin is not told which plugins a target applies, so this reads `Package.swift`: a
/// `"GenerateManagers"` inside a `.target(name: "X", …)` (or `.executableTarget`, `.testTarget`,
/// `.macro`) call belongs to X. A mention it cannot place in a target declaration (a shared
/// `let plugins = […]`, a manifest built by functions) makes the answer unknown.
enum BuildPluginTargets {
    /// The names of the targets applying the build plugin, or nil when the manifest does not say
    /// so plainly.
    static func inManifest(_ text: String) -> Set<String>? {
        let code = withoutComments(text)
        let declarations = matches(#"\.(?:target|executableTarget|testTarget|macro)\(\s*name:\s*"([^"]+)""#, in: code)
        var names: Set<String> = []
        for usage in matches(#""GenerateManagers""#, in: code) {
            guard let owner = declarations.last(where: { $0.range.location < usage.range.location }) else { return nil }
            names.insert((code as NSString).substring(with: owner.range(at: 1)))
        }
        return names
    }

    private static func matches(_ pattern: String, in text: String) -> [NSTextCheckingResult] {
        let expression = try! NSRegularExpression(pattern: pattern)  // constant patterns
        return expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    /// `text` without `// …` comments (a `//` after `:` is a URL's, not a comment).
    private static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var searchStart = line.startIndex
            while let slashes = line[searchStart...].range(of: "//") {
                if slashes.lowerBound > line.startIndex, line[line.index(before: slashes.lowerBound)] == ":" {
                    searchStart = slashes.upperBound
                    continue
                }
                return line[..<slashes.lowerBound]
            }
            return line
        }.joined(separator: "\n")
    }
}
