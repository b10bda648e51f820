/// Sourcery's stand-in types for associated types. Its parser gives `associatedtype Key: Hashable`
/// the type of a protocol named `Hashable` (`Codable, Equatable` for two constraints), a
/// constraint joined with `&` a composition named after the protocol (`P.`), and an unconstrained
/// one the type `Any` of kind `unknown`; composition then lists, for each associated-type name
/// (the last protocol declaring it wins), its stand-in among the types unless a scanned type has
/// that name. So `Hashable` becomes a protocol that every `Hashable` type implements. (Sourcery
/// also files each stand-in under the associated type's name, replacing a scanned type of that
/// name; ModelGen keeps the scanned type: see docs/Compatibility.md.)
enum AssociatedTypeStandIns {
    /// An associated type as Sourcery's parser makes it: its `typeName` is the constraint as
    /// written, else the default (`= Never`), else `Any`.
    static func associatedType(named name: String, constraint: String?, defaultType: String?,
                               requirements: [GenericRequirement], in owner: SwiftType, line: Int, column: Int) -> AssociatedType {
        func standIn(_ name: String, kind: TypeKind) -> SwiftType {
            let type = SwiftType(localName: name, kind: kind, accessLevel: .internal, file: owner.file, path: owner.path,
                                 line: line, column: column)
            type.isStandIn = true
            return type
        }
        func composition(_ text: String) -> SwiftType? {
            let parts = Bytes.splitTopLevel(ArraySlice(text.utf8), separator: UInt8(ascii: "&"))
            guard parts.count > 1, !text.contains("->") else { return nil }
            let type = standIn("", kind: .protocolComposition)
            type.name = owner.name + "."
            type.inheritedTypes = parts
            return type
        }
        if let constraint {
            let type = composition(constraint) ?? standIn(constraint, kind: .protocol)
            if type.kind == .protocol, !requirements.isEmpty { type.genericRequirements = requirements }
            return AssociatedType(name: name, typeName: TypeName(constraint), standIn: type)
        }
        if let defaultType {
            return AssociatedType(name: name, typeName: TypeName(defaultType), standIn: composition(defaultType))
        }
        return AssociatedType(name: name, typeName: TypeName("Any"), standIn: standIn("Any", kind: .unknown))
    }

    /// The stand-ins that become types: one per associated-type name (its last declaration in
    /// file and source order), each name once (the first associated-type name in sorted order
    /// wins), none where a scanned type has the name.
    static func types(for declarations: [SwiftType], besides typesByName: [String: SwiftType]) -> [SwiftType] {
        let lastByName = lastDeclarations(in: declarations)
        var taken = Set(typesByName.keys)
        var standIns: [SwiftType] = []
        for name in lastByName.keys.sorted() {
            guard let type = lastByName[name]?.standIn, taken.insert(type.name).inserted else { continue }
            standIns.append(type)
        }
        return standIns
    }

    /// Sourcery's type map as its enums look up a raw type candidate (`enum E: Sendable`): the
    /// declared types, and under each associated type's name its stand-in (the declared type of
    /// the stand-in's name if there is one; no entry for a stand-in-less one). The stand-ins'
    /// own names (`Sendable`) are not keys, so an enum whose first inherited name is only a
    /// stand-in takes it as its raw type, as in Sourcery.
    static func typeMap(for declarations: [SwiftType], declared typesByName: [String: SwiftType]) -> [String: SwiftType] {
        let lastByName = lastDeclarations(in: declarations)
        guard !lastByName.isEmpty else { return typesByName }
        var map = typesByName
        for (name, associatedType) in lastByName {
            map[name] = associatedType.standIn.map { typesByName[$0.name] ?? $0 }
        }
        return map
    }

    /// Each associated-type name's last declaration, in file and source order.
    private static func lastDeclarations(in declarations: [SwiftType]) -> [String: AssociatedType] {
        var lastByName: [String: AssociatedType] = [:]
        for declaration in declarations where !declaration.associatedTypes.isEmpty && declaration.kind == .protocol {
            for (name, associatedType) in declaration.associatedTypes { lastByName[name] = associatedType }
        }
        return lastByName
    }
}
