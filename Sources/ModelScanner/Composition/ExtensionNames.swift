/// Sourcery's names for extensions. The name is the extended type as written, generic arguments
/// included, so `extension Range<Int>` extends a type `Range<Int>` of its own; and a plain name
/// that is no scanned type but a global typealias names the aliased type, to the end of an alias
/// chain: with `typealias HTTPStatus = HTTPResponseStatus`, `extension HTTPStatus` extends
/// `HTTPResponseStatus` (the scanned type's name when the alias resolves to one). Types declared
/// in a renamed extension are renamed with it.
enum ExtensionNames {
    /// Alias chains are followed this far at most (a cycle ends here; Sourcery hangs).
    private static let maximumChain = 32

    static func resolve(_ declarations: [SwiftType], typealiases: [Typealias]) {
        guard !typealiases.isEmpty else { return }
        let candidates = declarations.filter { $0.isExtension && !$0.name.contains(".") && !$0.name.contains("<") }
        guard !candidates.isEmpty else { return }
        var aliasesByName: [String: Typealias] = [:]
        for alias in typealiases { aliasesByName[alias.name] = alias }
        var declared: [String: SwiftType] = [:]
        for declaration in declarations where !declaration.isExtension { declared[declaration.name] = declaration }
        for type in candidates where declared[type.name] == nil {
            guard var alias = aliasesByName[type.name] else { continue }
            var steps = 0
            while let next = aliasesByName[alias.typeName.name], next !== alias, steps < maximumChain {
                alias = next
                steps += 1
            }
            let target = alias.typeName.name
            let scanned = declared[Parser.strippingGenericArguments(target)]
                ?? alias.parent.flatMap { declared["\($0.name).\(Parser.strippingGenericArguments(target))"] }
            rename(type, to: scanned?.name ?? target)
        }
    }

    private static func rename(_ type: SwiftType, to name: String) {
        guard type.name != name else { return }
        type.name = name
        for child in type.containedTypes where child.parent === type { rename(child, to: name + "." + child.localName) }
    }
}
