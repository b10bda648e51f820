/// The names type names resolve against in one phase of composition (while declarations merge,
/// then in the result), with what resolution derives from them, derived once when the phase starts.
struct ResolutionNames {
    /// The types by name.
    let typesByName: [String: SwiftType]
    /// The typealiases by name. Of several aliases of one name (`#if os(Windows) typealias Handle
    /// = SOCKET #else typealias Handle = CInt`) the last in file and source order counts, as in
    /// Sourcery's map of resolved typealiases.
    let typealiasesByName: [String: Typealias]
    /// How many protocols declare each associated-type name.
    let associatedTypeDeclarationCounts: [String: Int]

    init(typesByName: [String: SwiftType] = [:], typealiases: [Typealias] = []) {
        self.typesByName = typesByName
        typealiasesByName = Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        associatedTypeDeclarationCounts = typesByName.values.reduce(into: [:]) { counts, type in
            guard type.kind == .protocol else { return }
            for name in type.associatedTypes.keys { counts[name, default: 0] += 1 }
        }
    }
}
