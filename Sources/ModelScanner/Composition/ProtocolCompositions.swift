/// Sourcery's protocol compositions: `typealias RW = R & W` also becomes a type of kind
/// `protocolComposition` that inherits `R` and `W`, so a type declared `F: RW` implements `R`,
/// `W` and `RW`. The alias stays in `typealiases`; the dump leaves compositions out.
enum ProtocolCompositions {
    /// A composition type for every composition alias whose name no scanned type already has.
    /// Each is placed in the table, nested where its alias is.
    static func types(for typealiases: [Typealias], besides declarations: [SwiftType], in table: ModelTable) -> [SwiftType] {
        let candidates = typealiases.filter(isComposition)
        guard !candidates.isEmpty else { return [] }
        var taken = Set(declarations.lazy.map(\.name))
        var compositions: [SwiftType] = []
        for alias in candidates where taken.insert(alias.name).inserted {
            let type = composition(for: alias)
            table.setParent(alias.parentID, of: table.place(type))
            compositions.append(type)
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
        type.annotations = alias.annotations
        type.inheritedTypes = parts(of: alias.typeName.name)
        return type
    }

    /// The parts of `A & B`.
    static func parts(of name: String) -> [String] {
        Bytes.splitTopLevel(ArraySlice(name.utf8), separator: UInt8(ascii: "&")).filter { !$0.isEmpty }
    }

    /// Sourcery's base for an inherited `A & B` that names no type (`findBaseType`): a composition
    /// named as written that inherits its parts known as types, so `class H: FileDescriptor &
    /// Sendable` implements `FileDescriptor`, `Sendable` and `FileDescriptor & Sendable`. With a part
    /// that is no protocol it is of kind `unknown`: Sourcery then leaves it out of `implements`.
    /// Keyed by name; no type of the model.
    static func inherited(by types: [SwiftType], among typesByName: [String: SwiftType]) -> [String: SwiftType] {
        var compositions: [String: SwiftType] = [:]
        for type in types {
            for name in type.inheritedTypes where GlobalNames.isComposition(name) && typesByName[name] == nil && compositions[name] == nil {
                let known = parts(of: name).compactMap { typesByName[$0] }
                let allProtocols = known.allSatisfy { $0.kind == .protocol || $0.kind == .protocolComposition }
                let composition = SwiftType(localName: name, kind: allProtocols ? .protocolComposition : .unknown,
                                            accessLevel: type.accessLevel, file: type.file, path: type.path, line: type.line)
                composition.inheritedTypes = known.map(\.name)
                compositions[name] = composition
            }
        }
        return compositions
    }
}
