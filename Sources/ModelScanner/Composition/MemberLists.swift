/// Sourcery's `allVariables`, `allMethods` and `allSubscripts` (`Type.flattenAll`): own members
/// (not from extensions), then those of each inherited class, then of each implemented protocol
/// (each sorted by name), then members from extensions. Each group leaves out the members that
/// repeat one of the groups before it, but not those that repeat one of its own: a variable
/// declared twice whose first declaration resolution rebuilt (`[Route]` → `[Document.Route]`) is
/// listed twice in `variables`, so twice here.
enum MemberLists {
    /// A type's lists, once computed (see `SwiftType.allVariables`).
    struct Computed {
        var variables: [Variable]?
        var methods: [Method]?
        var subscripts: [Subscript]?
    }

    private static func bases(of type: SwiftType) -> [SwiftType] {
        guard let table = type.table else { return [] }
        let relations = table[relationsOf: type.id]
        return relations.inherits.keys.sorted().compactMap { relations.inherits[$0].map { table[$0] } }
            + relations.implements.keys.sorted().compactMap { relations.implements[$0].map { table[$0] } }
    }

    static func allVariables(of type: SwiftType) -> [Variable] {
        combine(own: type.variables, others: bases(of: type).map(\.variables)) { variable in
            // Sourcery compares type names with their array, dictionary, generic… forms, which
            // resolution rebuilds: a rebuilt name differs from its unresolved twin.
            MemberKey(name: variable.name, isStatic: variable.isStatic, isClass: false,
                      typeName: Deduplication.comparedForm(of: variable.typeName))
        }
    }

    static func allMethods(of type: SwiftType) -> [Method] {
        combine(own: type.methods, others: bases(of: type).map(\.methods)) { method in
            // Sourcery's key: the full name (labels, parameter names and types), `static`, `class`
            // and the result type with aliases followed, so `&&(lhs: Self, rhs: Int)` and
            // `&&(lhs: Int, rhs: Self)` both stay.
            MemberKey(name: method.name, isStatic: method.isStatic, isClass: method.isClass,
                      typeName: method.actualReturnTypeName.description)
        }
    }

    static func allSubscripts(of type: SwiftType) -> [Subscript] {
        combine(own: type.subscripts, others: bases(of: type).map(\.subscripts)) { item in
            // Sourcery's `uniqueSubscriptFilter`: the parameters (labels, names, types with their
            // rebuilt forms, default values), the result type and the access levels.
            MemberKey(name: item.parameters.map { $0.asSource + " " + Deduplication.comparedForm(of: $0.typeName) }.joined(separator: ","),
                      isStatic: false, isClass: false,
                      typeName: "\(Deduplication.comparedForm(of: item.returnTypeName)) \(item.readAccess) \(item.writeAccess)")
        }
    }

    private struct MemberKey: Hashable {
        let name: String
        let isStatic: Bool
        let isClass: Bool
        let typeName: String
    }

    private static func combine<Member: Declared>(own: [Member], others: [[Member]], key: (Member) -> MemberKey) -> [Member] {
        var seen = Set<MemberKey>()
        var result: [Member] = []
        func add(_ group: some Sequence<Member>) {
            let added = group.map { (member: $0, key: key($0)) }.filter { !seen.contains($0.key) }
            result += added.map(\.member)
            seen.formUnion(added.map(\.key))
        }
        add(own.lazy.filter { !$0.isFromExtension })
        for list in others { add(list) }
        add(own.lazy.filter(\.isFromExtension))
        return result
    }
}
