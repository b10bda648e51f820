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
            guard let path = value as? String else { return value }
            return (path as NSString).deletingLastPathComponent
        }
    }

    /// `somethingNamedLikeThis` → `Something Named Like This`.
    static func titleCase(_ text: String) -> String {
        var spaced = ""
        for character in text {
            if character.isUppercase { spaced.append(" ") }
            spaced.append(character)
        }
        return spaced.trimmingCharacters(in: .whitespacesAndNewlines).capitalized
    }

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
