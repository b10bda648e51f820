import Foundation

/// StencilSwiftKit's `basename` and `dirname`, which go through PathKit.
enum SwiftKitPaths {
    /// The last path component (PathKit's `lastComponent`).
    static func basename(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }

    /// PathKit's `Path(path).parent().normalize()`: the components without `.`, the last one
    /// dropped (a `..` gets another `..`, `/` stays), then `.` for nothing, `..` climbed lexically
    /// in an absolute path. So `a.txt` → `.`, `""` → `..`, `a/` → `.`, `/a` → `/`.
    /// PathKit's `normalize` also expands `~` and resolves symbolic links on the machine that
    /// renders; this does neither, so the output depends on the text alone.
    static func dirname(_ path: String) -> String {
        var components = (path as NSString).pathComponents
        if components.count > 1 && components.last == "/" { components.removeLast() }
        components.removeAll { $0 == "." }
        if let last = components.last, last != ".." {
            if components != ["/"] { components.removeLast() }
        } else {
            components.append("..")
        }
        guard let first = components.first else { return "." }
        guard first == "/" else { return components.joined(separator: "/") }
        var resolved: [String] = []
        for component in components.dropFirst() {
            if component == ".." { _ = resolved.popLast() } else { resolved.append(component) }
        }
        return "/" + resolved.joined(separator: "/")
    }
}
