/// The names type names resolve against in one phase of composition (while declarations merge,
/// then in the result), with what resolution derives from them, derived once when the phase starts.
struct ResolutionNames {
    /// The types by name.
    let typesByName: [String: SwiftType]
    /// The typealiases (the same in both phases: merging changes no alias's name).
    let aliases: AliasNames
    /// How many protocols declare each associated-type name (merging may add some); a protocol
    /// inheriting one (`ParserPrinter: Parser` holds `Parser`'s `_Body`) declares nothing new.
    let associatedTypeDeclarationCounts: [String: Int]

    init(typesByName: [String: SwiftType] = [:], aliases: AliasNames = AliasNames([])) {
        self.typesByName = typesByName
        self.aliases = aliases
        var declarations: [String: Set<ObjectIdentifier>] = [:]
        for type in typesByName.values where type.kind == .protocol {
            for (name, associatedType) in type.associatedTypes {
                declarations[name, default: []].insert(ObjectIdentifier(associatedType))
            }
        }
        associatedTypeDeclarationCounts = declarations.mapValues(\.count)
    }

    /// Every part of a type's or typealias's name after one of its dots (`B.C` and `C` of `A.B.C`):
    /// a name nested in an enclosing type can only be found when it is one of these.
    func nestedNameEnds() -> Set<String> {
        var ends = Set<String>()
        for name in typesByName.keys { Self.insertEnds(of: name, into: &ends) }
        for name in aliases.byName.keys { Self.insertEnds(of: name, into: &ends) }
        return ends
    }

    /// An index loop over the name's bytes: substrings and `firstIndex(of:)` cost 27 M
    /// instructions a composition of swift-nio in a debug build, more than the walks they save.
    private static func insertEnds(of name: String, into ends: inout Set<String>) {
        var name = name
        name.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: ".") {
                    ends.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)...]), as: UTF8.self))
                }
                index += 1
            }
        }
    }
}

/// A composition's typealiases as resolution looks them up, derived once for both phases.
struct AliasNames {
    /// The typealiases by name. Of several aliases of one name (`#if os(Windows) typealias Handle
    /// = SOCKET #else typealias Handle = CInt`) the last in file and source order counts, as in
    /// Sourcery's map of resolved typealiases.
    let byName: [String: Typealias]
    /// The ends of the resolved alias chains by their alias name (Sourcery's resolved typealiases
    /// map every alias name to the end of its chain), in declaration order.
    let chainEndsByAliasName: [String: [Typealias]]
    /// The same chain ends with their full name's bytes, indexed by its first byte (see
    /// `AliasesByName`, which looks up every byte of a name: an array, not a dictionary).
    let chainEndsByFirstByte: [[(name: [UInt8], alias: Typealias)]]

    init(_ typealiases: [Typealias]) {
        byName = Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        var ends: [String: [Typealias]] = [:]
        var byFirstByte = [[(name: [UInt8], alias: Typealias)]](repeating: [], count: 256)
        var seen = Set<ObjectIdentifier>()
        for alias in typealiases where byName[alias.name] === alias {
            let end = Typealias.chainEnd(from: alias, in: byName)
            guard seen.insert(ObjectIdentifier(end)).inserted else { continue }
            ends[end.aliasName, default: []].append(end)
            let name = Array(end.name.utf8)
            if let first = name.first { byFirstByte[Int(first)].append((name, end)) }
        }
        chainEndsByAliasName = ends
        chainEndsByFirstByte = byFirstByte
    }
}
