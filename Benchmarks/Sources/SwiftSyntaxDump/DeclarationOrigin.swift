import SwiftSyntax

/// What composition needs to know of a declaration besides its dump fields.
struct DeclarationOrigin: Sendable {
    /// The enclosing declaration's index among all declarations (within its file until composed).
    var parent: Int?
    /// The declaration's syntax, read only when a same-named declaration has to be compared with it.
    var syntax: Syntax?
    /// The file's name (without folders) and its imports, which Sourcery's type equality compares.
    var fileContext = ""
    /// The `where` clause of a class, struct or protocol (Sourcery drops the others').
    var requirements: [GenericRequirement] = []
}

/// One requirement of a `where` clause: `D: Decodable` or `D == Int`, as left and right side.
struct GenericRequirement: Sendable {
    var left: String
    var right: String

    /// The requirements of a `where` clause.
    static func all(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        clause?.requirements.compactMap { element in
            switch element.requirement {
            case .conformanceRequirement(let conformance):
                return GenericRequirement(left: conformance.leftType.trimmedDescription, right: conformance.rightType.trimmedDescription)
            case .sameTypeRequirement(let sameType):
                return GenericRequirement(left: sameType.leftType.trimmedDescription, right: sameType.rightType.trimmedDescription)
            default:
                return nil
            }
        } ?? []
    }
}

/// A `typealias`, named with its enclosing types (`Outer.Alias`).
struct DumpTypealias: Sendable {
    var name: String
    /// The aliased type as written.
    var target: String
    /// Its syntax, which composition resolves to compare copies of a declaration.
    var targetSyntax: TypeSyntax
    /// Whether the target is a protocol composition (`A & B`), which Sourcery makes a type of its own.
    var isComposition: Bool
    /// The enclosing declaration's index (within its file until composed).
    var parent: Int?
}

/// One file's declarations in source order (a type before the types nested in it) and its typealiases.
struct FileDeclarations: Sendable {
    var types: [DumpType] = []
    var typealiases: [DumpTypealias] = []
}

/// What composition needs to know of a method besides its dump fields.
struct MethodOrigin: Sendable {
    /// The result type as written (nil for `Void` by omission and for initializers).
    var returnType: TypeSyntax?
    /// The `where` clause, white space removed: Sourcery's result type name ends with it.
    var whereClause = ""
    /// The `where` clause's requirements.
    var requirements: [GenericRequirement] = []
    /// The declaration, read only to compare a repeat with the method it repeats.
    var syntax: Syntax?
}

/// Typealiases by full name, each followed to the end of its chain (`typealias A = B`,
/// `typealias B = C`: `A` ends at `B`'s alias) as Sourcery's resolved typealiases are.
struct TypealiasTable {
    /// Chains are followed this far at most (a cycle stops here).
    private static let maximumChain = 32
    private let aliases: [String: DumpTypealias]

    /// `keepsFirst`: which of two aliases of one name counts (Sourcery's composer keeps the last
    /// for extension and inherited names, its type resolution the first).
    init(_ typealiases: [DumpTypealias], keepsFirst: Bool) {
        var aliases: [String: DumpTypealias] = [:]
        for alias in typealiases where !keepsFirst || aliases[alias.name] == nil { aliases[alias.name] = alias }
        self.aliases = aliases
    }

    /// The last alias of the chain that starts at `name`, if `name` is an alias.
    func finalAlias(of name: String) -> DumpTypealias? {
        guard var alias = aliases[name] else { return nil }
        var steps = 0
        while let next = aliases[alias.target], next.name != alias.name, steps < Self.maximumChain {
            alias = next
            steps += 1
        }
        return alias
    }
}
