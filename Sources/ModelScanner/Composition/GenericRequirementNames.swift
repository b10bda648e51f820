/// Sourcery 2.3.0's reading of a name that a `where` clause constrains (`resolveType`, after the
/// aliases): in a type with generic requirements, or else in a method with some, a name whose first
/// word (a method's result type ends with its `where` clause) is a requirement's left side gets the
/// actual name `(P)` for one requirement (`-> Self where Self: P`, `var first: Source1` in
/// `struct S<Source1> where Source1: P`) and `(P & Q)` for several, and refers to a stand-in
/// protocol named `P` (a composition without a name for several) instead of any scanned type.
/// Tuples and function types are not read this way (Sourcery returns before).
extension ModelTable {
    func constrainedName(_ typeName: TypeName, in scope: SwiftType?) -> (SwiftType, TypeName)? {
        let requirements = scope.map(\.genericRequirements).flatMap { $0.isEmpty ? nil : $0 }
            ?? methodRequirements[ObjectIdentifier(typeName)] ?? []
        guard !requirements.isEmpty else { return nil }
        let firstWord = typeName.name.prefix { $0 != " " }
        let relevant = requirements.filter { $0.leftType.name == firstWord }
        guard let first = relevant.first else { return nil }
        if relevant.count == 1 {
            let constraint = first.rightType.typeName
            return (requirementStandIn(named: constraint.unwrappedTypeName, kind: .protocol, near: scope),
                    TypeName(verbatim: "(\(constraint.description))"))
        }
        let names = relevant.map { $0.rightType.typeName.unwrappedTypeName }.joined(separator: " & ")
        return (requirementStandIn(named: "", kind: .protocolComposition, near: scope), TypeName(verbatim: "(\(names))"))
    }

    /// One stand-in per name and kind, kept in the table.
    private func requirementStandIn(named name: String, kind: TypeKind, near scope: SwiftType?) -> SwiftType {
        let key = kind.rawValue + ":" + name
        if let standIn = requirementStandIns[key] { return standIn }
        let standIn = SwiftType(localName: name, kind: kind, accessLevel: .internal, file: scope?.file ?? "",
                                path: scope?.path ?? "", line: scope?.line ?? 0)
        standIn.isStandIn = true
        register([standIn])
        requirementStandIns[key] = standIn
        return standIn
    }
}
