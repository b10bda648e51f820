import Foundation
import ModelScanner
import StencilLite

/// Sourcery's own string filters: `capitalise`, `titleCase`, `deletingLastComponent`.
///
/// (`lowercase` and `uppercase` are Stencil's built-ins: Sourcery registers its own too, but
/// Stencil's are found first, so they are not registered here.)
enum StringFilters {
    /// Registers the string filters into `extension`.
    static func register(into extension: inout Extension) {
        `extension`.registerFilter("capitalise") { (value: Any?) -> Any? in
            mapStrings(value) { $0.capitalized }
        }
        `extension`.registerFilter("titleCase") { (value: Any?) -> Any? in
            mapStrings(value, titleCase)
        }
        `extension`.registerFilter("deletingLastComponent") { (value: Any?) -> Any? in
            let deleting = { (path: String) in (path as NSString).deletingLastPathComponent }
            if let paths = value as? [Any] { return paths.compactMap { ($0 as? String).map(deleting) } }
            return (value as? String).map(deleting) ?? value
        }
    }

    /// `somethingNamedLikeThis` → `Something Named Like This`, `someURLValue` → `Some URL Value`:
    /// Sourcery's four substitutions, then the first character upper-cased.
    static func titleCase(_ text: String) -> String {
        let spaced = titleCaseSubstitutions.reduce(text) { text, pattern in
            text.replacingOccurrences(of: pattern, with: "$1 $2", options: .regularExpression)
        }
        guard let first = spaced.first else { return "" }
        return String(first).uppercased() + spaced.dropFirst()
    }

    private static let titleCaseSubstitutions = [
        "([a-z])([A-Z](?=[A-Z])[a-z]*)", "([A-Z])([A-Z][a-z])", "([a-z]vis)([A-Z][a-z])", "([a-z])([A-Z][a-z])",
    ]

    /// `transform` applied to a string, a type name (its `name`), or each of an array's strings.
    private static func mapStrings(_ value: Any?, _ transform: (String) -> String) -> Any? {
        switch value {
        case let text as String: return transform(text)
        case let typeName as TypeName: return transform(typeName.name)
        case let array as [Any]: return array.map { mapStrings($0, transform) ?? $0 }
        default: return value
        }
    }
}
