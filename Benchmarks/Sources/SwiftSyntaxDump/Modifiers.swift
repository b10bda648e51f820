import SwiftSyntax

/// Reads declaration modifiers.
enum Modifiers {
    private static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// The written access level (`public`, …), ignoring `private(set)`-style setter levels.
    static func accessLevel(_ modifiers: DeclModifierListSyntax) -> String? {
        modifiers.first { accessLevels.contains($0.name.text) && $0.detail == nil }?.name.text
    }

    /// The written setter access level (`private(set)` → `private`).
    static func setterAccessLevel(_ modifiers: DeclModifierListSyntax) -> String? {
        modifiers.first { accessLevels.contains($0.name.text) && $0.detail?.detail.text == "set" }?.name.text
    }

    /// Whether a modifier with this name is written.
    static func contains(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }

    /// Whether the declaration is `static` or `class`.
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// Attribute names without `@` or arguments, in source order, without repeats.
    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        var names: [String] = []
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedDescription
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
