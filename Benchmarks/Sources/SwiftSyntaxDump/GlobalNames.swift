/// Sourcery's `resolveGlobalName` as its composer applies it to extension and inherited names: a
/// declared type's name stays; a typealias names its target, to the end of an alias chain (the
/// declared type's name when the target, without generic arguments, is one); else the name is
/// tried inside each enclosing declaration (`Inner` in `Outer` is `Outer.Inner`).
struct GlobalNames {
    private let declared: Set<String>
    /// Typealiases to compositions (`typealias RW = R & W`), types in Sourcery's model.
    private let compositions: Set<String>
    private let aliases: TypealiasTable

    /// `declarations` are all declarations (extensions included, `origin.parent` global indices).
    init(declarations: [DumpType], typealiases: [DumpTypealias]) {
        declared = Set(declarations.lazy.filter { !$0.isExtension }.map(\.name))
        compositions = Set(typealiases.lazy.filter(\.isComposition).map(\.name))
        aliases = TypealiasTable(typealiases, keepsFirst: false)
    }

    /// The parts of a composition written in an inheritance clause (`A & B`) that are types: Sourcery
    /// (`findBaseType`) lists them before the composition.
    func typeParts(of composition: String) -> [String] {
        composition.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
            .filter { declared.contains($0) || compositions.contains($0) }
    }

    /// Whether a declaration that is not an extension has this name.
    func isDeclared(_ name: String) -> Bool { declared.contains(name) }

    /// The resolved name, or nil when nothing is known of `name`; `scope` is the index among
    /// `declarations` of the declaration the name is written in.
    func resolve(_ name: String, in scope: Int?, of declarations: [DumpType]) -> String? {
        if declared.contains(name) { return name }
        if let target = aliasTarget(of: name, declarations) { return target }
        var current = scope
        var steps = 0
        while let index = current, steps < 64 {
            let qualified = declarations[index].name + "." + name
            if declared.contains(qualified) { return qualified }
            if let target = aliasTarget(of: qualified, declarations) { return target }
            current = declarations[index].origin.parent
            steps += 1
        }
        return nil
    }

    /// The type as written where the alias chain from `name` ends (`HTTPPart<HTTPResponseHead, IOData>`).
    func finalAliasTarget(of name: String) -> String? { aliases.finalAlias(of: name)?.target }

    private func aliasTarget(of name: String, _ declarations: [DumpType]) -> String? {
        guard let alias = aliases.finalAlias(of: name) else { return nil }
        let base = Self.withoutGenericArguments(alias.target)
        if declared.contains(base) { return base }
        if let parent = alias.parent, declared.contains(declarations[parent].name + "." + base) {
            return declarations[parent].name + "." + base
        }
        return alias.target
    }

    /// `Box<Int>.Item` → `Box.Item`, blanks dropped.
    private static func withoutGenericArguments(_ text: String) -> String {
        var depth = 0
        return String(text.filter { character in
            if character == "<" { depth += 1 } else if character == ">" { depth = max(0, depth - 1) } else if depth == 0 {
                return !character.isWhitespace
            }
            return false
        })
    }
}
