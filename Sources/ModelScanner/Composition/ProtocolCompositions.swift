/// Sourcery's protocol compositions: `typealias RW = R & W` also becomes a type of kind
/// `protocolComposition` that inherits `R` and `W`, so a type declared `F: RW` implements `R`,
/// `W` and `RW`. The alias stays in `typealiases`; the dump leaves compositions out.
enum ProtocolCompositions {
    /// A composition type for every composition alias whose name no scanned type already has.
    static func types(for typealiases: [Typealias], besides declarations: [SwiftType]) -> [SwiftType] {
        let candidates = typealiases.filter(isComposition)
        guard !candidates.isEmpty else { return [] }
        var taken = Set(declarations.lazy.map(\.name))
        var compositions: [SwiftType] = []
        for alias in candidates where taken.insert(alias.name).inserted {
            compositions.append(composition(for: alias))
        }
        return compositions
    }

    private static func isComposition(_ alias: Typealias) -> Bool {
        alias.typeName.name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "&")) } != false
            && alias.typeName.shape.optional == .none && alias.typeName.shape.isComposition
    }

    private static func composition(for alias: Typealias) -> SwiftType {
        let type = SwiftType(localName: alias.aliasName, kind: .protocolComposition, accessLevel: alias.accessLevel,
                             file: alias.location.file, path: alias.location.path, line: alias.location.line)
        type.name = alias.name
        type.parent = alias.parent
        type.annotations = alias.annotations
        type.inheritedTypes = Bytes.splitTopLevel(ArraySlice(alias.typeName.name.utf8), separator: UInt8(ascii: "&"))
            .filter { !$0.isEmpty }
        return type
    }
}
