/// Merges declarations of the same name into one type and removes duplicate members
/// (rules: spec/dump-format.md, "Merging").
enum ModelComposer {
    /// The composed types, sorted by name, from declarations given in file and source order.
    static func compose(_ declarations: [DumpType]) -> [DumpType] {
        var groups: [String: [DumpType]] = [:]
        for declaration in declarations { groups[declaration.name, default: []].append(declaration) }
        var types: [DumpType] = []
        for (_, group) in groups {
            let baseIndex = group.firstIndex { !$0.isExtension } ?? 0
            var type = group[baseIndex]
            for (position, declaration) in group.enumerated() where position != baseIndex {
                merge(declaration, into: &type)
            }
            type.variables = unique(type.variables) {
                "\($0.name)\u{0}\($0.isStatic)\u{0}\($0.typeName?.removingWhiteSpace ?? "\u{1}")"
            }
            type.methods = unique(type.methods) { method in
                ([method.name] + method.parameters.map { $0.typeName.removingWhiteSpace } + ["\(method.isStatic)", method.returnTypeName.removingWhiteSpace])
                    .joined(separator: "\u{0}")
            }
            types.append(type)
        }
        return types.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    private static func merge(_ declaration: DumpType, into type: inout DumpType) {
        for inherited in declaration.inheritedTypes where !type.inheritedTypes.contains(inherited) {
            type.inheritedTypes.append(inherited)
        }
        type.variables += declaration.variables
        type.cases += declaration.cases
        type.methods += declaration.methods
        for (key, value) in declaration.annotations { type.annotations[key] = value }
    }

    private static func unique<Element>(_ elements: [Element], by key: (Element) -> String) -> [Element] {
        var seen = Set<String>()
        return elements.filter { seen.insert(key($0)).inserted }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks: how dumps compare type names and default values.
    public var removingWhiteSpace: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { !($0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r") }))
    }
}
