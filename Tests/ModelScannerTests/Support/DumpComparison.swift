import Foundation

/// Compares dumps as the spec says: decoded JSON, white space removed inside type-name strings.
enum DumpComparison {
    private static let compactedKeys: Set<String> = ["typeName", "returnTypeName", "inheritedTypes", "defaultValue"]

    /// nil when equal, else the path and values of the first difference.
    static func firstDifference(_ actual: String, _ expected: String) -> String? {
        guard let left = decode(actual) else { return "actual output is not JSON" }
        guard let right = decode(expected) else { return "expected output is not JSON" }
        return difference(normalized(left, key: nil), normalized(right, key: nil), path: "")
    }

    private static func decode(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    private static func normalized(_ value: Any, key: String?) -> Any {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: [String: Any]()) { $0[$1.key] = normalized($1.value, key: $1.key) }
        case let array as [Any]:
            return array.map { normalized($0, key: key) }
        case let string as String where key.map(compactedKeys.contains) == true:
            return String(string.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
        default:
            return value
        }
    }

    private static func difference(_ actual: Any, _ expected: Any, path: String) -> String? {
        switch (actual, expected) {
        case let (left as [String: Any], right as [String: Any]):
            for key in Set(left.keys).union(right.keys).sorted() {
                guard let leftValue = left[key] else { return "\(path)/\(key): missing" }
                guard let rightValue = right[key] else { return "\(path)/\(key): unexpected" }
                if let found = difference(leftValue, rightValue, path: "\(path)/\(key)") { return found }
            }
            return nil
        case let (left as [Any], right as [Any]):
            guard left.count == right.count else { return "\(path): \(left.count) elements, expected \(right.count)" }
            for (index, pair) in zip(left, right).enumerated() {
                let name = (pair.1 as? [String: Any])?["name"].map { ":\($0)" } ?? ""
                if let found = difference(pair.0, pair.1, path: "\(path)[\(index)\(name)]") { return found }
            }
            return nil
        default:
            let left = actual as? NSObject
            let right = expected as? NSObject
            return left == right ? nil : "\(path): \(actual) != expected \(expected)"
        }
    }
}

/// The conformance data copied into this test target.
enum Conformance {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")
    static let sources = root.appendingPathComponent("sources")
    static let expected = root.appendingPathComponent("expected")

    static func sourceFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
