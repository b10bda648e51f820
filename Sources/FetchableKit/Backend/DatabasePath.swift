/// The Realtime Database's path rules: `/`-separated keys, each non-empty, at most 768 UTF-8
/// bytes, free of `. # $ [ ]`, `/` and control characters, at most 32 levels deep.
public enum DatabasePath {
    /// The deepest path (and, counting from the root, the deepest stored value) Firebase accepts.
    public static let maximumDepth = 32

    /// Whether `key` can name one child.
    public static func isValidKey(_ key: String) -> Bool {
        guard !key.isEmpty, key.utf8.count <= 768 else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case ".", "#", "$", "[", "]", "/": return false
            default: return scalar.value >= 0x20 && scalar.value != 0x7F
            }
        }
    }

    /// The keys of `path` (`"pets/abc"` → `["pets", "abc"]`; `""` and `"/"` are the root).
    public static func segments(of path: String) throws -> [String] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard segments.count <= maximumDepth else {
            throw ManagerError.invalidPath(path: path, reason: "deeper than \(maximumDepth) levels")
        }
        for segment in segments where !isValidKey(segment) {
            throw ManagerError.invalidPath(path: path, reason: "'\(segment)' is not a valid key (empty, longer than 768 bytes, or containing . # $ [ ] or a control character)")
        }
        return segments
    }

    /// `parent` and `child` joined with one `/`.
    public static func join(_ parent: String, _ child: String) -> String {
        parent.isEmpty ? child : parent + "/" + child
    }
}
