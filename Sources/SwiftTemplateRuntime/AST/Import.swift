import Foundation

/// An import of the declaring file (`import Foundation`, `import struct Module.Name`).
public final class Import: NSObject {
    /// `struct` in `import struct Module.Name`, else nil.
    public var kind: String?
    public var path: String

    public init(path: String, kind: String? = nil) {
        self.path = path
        self.kind = kind
    }

    /// The import as written after `import`.
    override public var description: String {
        kind.map { "\($0) \(path)" } ?? path
    }

    /// The module: `path`, or for a kind import the path without its last component.
    public var moduleName: String {
        guard kind != nil, let dot = path.lastIndex(of: ".") else { return path }
        return String(path[..<dot])
    }
}
