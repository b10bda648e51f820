/// Resolves type names to scanned types on first use: `variable.type`, element types, parameter
/// and return types. Composition only attaches each name to this context (cheap); a template that
/// never reads `*.type` never pays for resolution.
final class ResolutionContext {
    // `@exclusivity(unchecked)`: see `SwiftType`.
    @exclusivity(unchecked) private(set) var typesByName: [String: SwiftType]
    @exclusivity(unchecked) private var typealiases: [Typealias]
    /// Built on first use (most templates never follow an alias). Of several aliases of one name
    /// (`#if os(Windows) typealias Handle = SOCKET #else typealias Handle = CInt`) the last in file
    /// and source order counts, as in Sourcery's map of resolved typealiases.
    private lazy var typealiasesByName: [String: Typealias] =
        Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    /// How many protocols declare each associated-type name; built on first use.
    private(set) lazy var associatedTypeDeclarationCounts: [String: Int] = typesByName.values.reduce(into: [:]) { counts, type in
        guard type.kind == .protocol else { return }
        for name in type.associatedTypes.keys { counts[name, default: 0] += 1 }
    }
    /// The generic requirements of the methods (in types without any) whose parameter and result
    /// type names are keys here (see `constrainedName`).
    @exclusivity(unchecked) private(set) var methodRequirements: [ObjectIdentifier: [GenericRequirement]] = [:]
    /// The stand-in protocols that constrained names refer to, by kind and name.
    @exclusivity(unchecked) var requirementStandIns: [String: SwiftType] = [:]
    /// False once the `ScanResult` is gone: the types that names point to (unowned) may be freed.
    @exclusivity(unchecked) private(set) var isAlive = true
    /// Alias chains are followed this deep at most (cycles and absurd chains end here).
    private static let maximumDepth = 32
    @exclusivity(unchecked) private var depth = 0

    init(typesByName: [String: SwiftType], typealiases: [Typealias]) {
        self.typesByName = typesByName
        self.typealiases = typealiases
    }

    /// Lets go of the types when the `ScanResult` goes (type names keep this context).
    func close() {
        isAlive = false
        typesByName = [:]
        typealiases = []
        typealiasesByName = [:]
        associatedTypeDeclarationCounts = [:]
        methodRequirements = [:]
        requirementStandIns = [:]
    }

    /// The typealias a name ends at, following aliases of aliases by name (Sourcery's resolved
    /// typealiases), with the alias's own target resolved; nil when there is none or the chain
    /// is too deep (cycles end there).
    func finalAlias(named name: String) -> Typealias? {
        guard !typealiasesByName.isEmpty, var alias = typealiasesByName[name], depth < ResolutionContext.maximumDepth else {
            return nil
        }
        var steps = 0
        while let next = typealiasesByName[alias.typeName.name], next !== alias, steps < ResolutionContext.maximumDepth {
            alias = next
            steps += 1
        }
        depth += 1
        defer { depth -= 1 }
        _ = alias.typeName.resolvedType
        return alias
    }

    /// Attaches every name of the model to this context (the parser already qualified names of
    /// nested types declared before the member, as Sourcery does). Of the variables and methods,
    /// only the de-duplicated ones: Sourcery never resolves a repeat's types.
    func attach(types: [SwiftType], functions: [Method], typealiases: [Typealias]) {
        for type in types {
            for variable in type.variables { variable.typeName.attach(self, scope: type) }
            for method in type.methods { attach(method, in: type) }
            for item in type.rawSubscripts {
                for parameter in item.parameters { parameter.typeName.attach(self, scope: type) }
                item.returnTypeName.attach(self, scope: type)
            }
            for enumCase in type.cases {
                for value in enumCase.associatedValues { value.typeName.attach(self, scope: type) }
            }
            if !type.associatedTypes.isEmpty {
                for associatedType in type.associatedTypes.values { associatedType.typeName?.attach(self, scope: type) }
            }
            type.rawTypeName?.attach(self, scope: type)
        }
        for function in functions { attach(function, in: nil) }
        for alias in typealiases { alias.typeName.attach(self, scope: alias.parent) }
    }

    private func attach(_ method: Method, in type: SwiftType?) {
        // A resolved initializer returns its type's name, without the `where` clause its
        // declaration ends with (Sourcery's `resolveMethodTypes`).
        if method.isInitializer, method.returnTypeName.whereClause != nil {
            method.returnTypeName = TypeName(method.returnTypeName.written)
        }
        for parameter in method.parameters { parameter.typeName.attach(self, scope: type) }
        method.returnTypeName.attach(self, scope: type)
        // A type's own requirements take precedence over a method's (Sourcery reads one list).
        guard !method.genericRequirements.isEmpty, type?.genericRequirements.isEmpty != false else { return }
        for parameter in method.parameters { methodRequirements[ObjectIdentifier(parameter.typeName)] = method.genericRequirements }
        methodRequirements[ObjectIdentifier(method.returnTypeName)] = method.genericRequirements
    }
}
