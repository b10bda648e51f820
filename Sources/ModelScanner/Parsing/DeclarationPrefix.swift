/// The attributes and modifiers written before a declaration keyword.
struct DeclarationPrefix {
    /// The declaration's first token (an attribute, a modifier or the keyword).
    var first: Token
    var attributes: [Attribute] = []
    var modifiers: [Modifier] = []

    /// The written read access level (`public` in `public private(set) var`).
    var accessLevel: String? {
        modifiers.first { DeclarationPrefix.accessLevels.contains($0.name) && $0.detail == nil }?.name
    }

    /// The written setter access level (`private` in `private(set)`).
    var setterAccessLevel: String? {
        modifiers.first { DeclarationPrefix.accessLevels.contains($0.name) && $0.detail == "set" }?.name
    }

    func has(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    /// `static` or `class`.
    var isStatic: Bool { has("static") || has("class") }

    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    static let modifierWords: [StaticString] = [
        "open", "public", "package", "internal", "fileprivate", "private", "static", "class", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required",
        "convenience", "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "__consuming",
        "consuming", "borrowing",
    ]
    /// `modifierWords` as Strings, made once.
    static let modifierNames: [String] = modifierWords.map { $0.description }
}
