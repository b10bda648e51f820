import Foundation

/// Every type record of a scan, by `TypeID`, and the resolution of type names against them.
///
/// The `ScanResult` owns the table; the table owns the type records (declarations, merged
/// extensions, compositions and stand-ins), which own their members and type names. Records refer
/// to types by `TypeID` and reach the table through a weak reference, so nothing refers back to
/// an owner: dropping the result frees the model without cutting any edge. Type names resolve on
/// first use (most never do): composition only attaches each name to the table with its scope.
final class ModelTable {
    /// Every type record, indexed by `TypeID.index`.
    private(set) var types: [SwiftType] = []
    /// Every type's parent and nested types, by `TypeID.index` (merging changes them).
    private(set) var nesting: [TypeNesting] = []
    /// Every type's relationships, by `TypeID.index`, set once composition has related the types
    /// (records placed after that have none).
    private(set) var relations: [TypeRelations] = []
    /// The name of every record that declares members, by `TypeID.index` (nil for the others),
    /// made once composition has named the types: its members' `definedInTypeName`, one per type.
    private(set) var declaringTypeNames: [TypeName?] = []
    /// The typealiases of merged declarations, which belong to the type merged into (few: most
    /// aliases are where they are declared), with that type's ID.
    private var movedAliases: [ObjectIdentifier: TypeID] = [:]
    /// What names resolve against now (see `resolve(against:typealiases:)`).
    private(set) var names = ResolutionNames()
    /// `aliasNamesReplaced`'s answers by identifier against `names` (nil: chance), as names recur.
    var replacedIdentifiers: [String: String?] = [:]
    /// Names without form that resolve to nothing in any scope (see `ModelTable.resolve(_:in:)`),
    /// with the unwrapped name each was resolved as.
    var unresolvableNames: [String: String] = [:]
    /// The names resolved on first use so far, by text and context, whose resolution a later name of
    /// the same text and context takes (`TypeName.resolve(in:)`); reset with `names`.
    var resolvedOnFirstUse = SharedResolutions()
    /// `ResolutionNames.nestedNameEnds` of `names`, derived on first use (see `nestedNameEnds`).
    private var nestedNameEndsOfNames: Set<String>?
    /// The generic requirements of the methods (in types without any) whose parameter and result
    /// type names are keys here (see `constrainedName`).
    private(set) var methodRequirements: [ObjectIdentifier: [GenericRequirement]] = [:]
    /// The stand-in protocols that constrained names refer to, by kind and name.
    var requirementStandIns: [String: SwiftType] = [:]
    /// How type records and attached names reach this table (one weak reference for all).
    let link = TableLink()
    /// Held while a type's member list (`allVariables`, …) is read or computed: the one value
    /// computed on first use that a scan prepared for concurrent reads still computes then.
    let memberListsLock = NSLock()
    /// Alias chains are followed this deep at most (cycles and absurd chains end here).
    private static let maximumDepth = 32
    private var depth = 0

    init() {
        link.table = self
    }

    /// The record a `TypeID` names.
    subscript(id: TypeID) -> SwiftType { types[id.index] }

    /// The nesting of the type a `TypeID` names (none for a record outside the table).
    subscript(nestingOf id: TypeID) -> TypeNesting {
        nesting.indices.contains(id.index) ? nesting[id.index] : .none
    }

    /// Makes `parent` (nil: none) the type's enclosing type.
    func setParent(_ parent: TypeID?, of id: TypeID) {
        nesting[id.index].parent = parent
    }

    /// Sets the types nested in the type.
    func setContained(_ contained: [TypeID], in id: TypeID) {
        nesting[id.index].contained = contained
    }

    /// Adds nested types after the type's own (a merged declaration's), except any the type is
    /// itself nested in: unclosed braces can nest a type's last declaration inside an earlier one
    /// (through an extension swallowed by a nested type), and merging the earlier one would make
    /// the type its own descendant, a nest no walk ever leaves (a fuzz input hung composition so).
    func appendContained(_ contained: [TypeID], to id: TypeID) {
        nesting[id.index].contained += contained.filter { !isNested(id, in: $0) }
    }

    /// Whether `type` is `enclosing` or nested in it at any depth, as merged so far.
    private func isNested(_ type: TypeID, in enclosing: TypeID) -> Bool {
        var pending = [enclosing]
        // Merged nested types are reachable from both declarations: each is walked once.
        var visited = Set<TypeID>()
        while let next = pending.popLast() {
            if next == type { return true }
            if visited.insert(next).inserted { pending += nesting[next.index].contained }
        }
        return false
    }

    /// The name of the record a `TypeID` names, if it declares members (see `declaringTypeNames`).
    subscript(nameOf id: TypeID) -> TypeName? {
        declaringTypeNames.indices.contains(id.index) ? declaringTypeNames[id.index] : nil
    }

    /// Names every record that declares members, once composition has named them all.
    func nameDeclaringTypes() {
        declaringTypeNames = types.map { type in
            type.rawVariables.isEmpty && type.rawMethods.isEmpty && type.rawSubscripts.isEmpty ? nil : TypeName(type.name)
        }
    }

    /// Moves a typealias to the type its declaration is merged into (`Composer.merge`).
    func move(_ alias: Typealias, to parent: TypeID) {
        movedAliases[ObjectIdentifier(alias)] = parent
    }

    /// The type a typealias was moved to, if it was (see `move(_:to:)`).
    func movedParent(of alias: Typealias) -> TypeID? {
        movedAliases.isEmpty ? nil : movedAliases[ObjectIdentifier(alias)]
    }

    /// The relationships of the type a `TypeID` names (none for one placed after they were set).
    subscript(relationsOf id: TypeID) -> TypeRelations {
        relations.indices.contains(id.index) ? relations[id.index] : .none
    }

    /// Freezes the types' relationships (`Relationships.resolve`), one per record placed so far.
    func relate(_ relations: [TypeRelations]) {
        self.relations = relations
    }

    /// Takes every file's declarations into the table in file order: file-local IDs become the
    /// table's, and the file's link learns its place, through which its members and typealiases
    /// find their declaring type. Returns the declarations.
    func adopt(_ files: [ParsedFile]) -> [SwiftType] {
        types = files.count == 1 ? files[0].types : files.flatMap(\.types)
        nesting.reserveCapacity(types.count)
        var offset = 0
        for file in files {
            nesting += offset == 0 ? file.nesting : file.nesting.map { $0.shifted(by: offset) }
            file.link.table = self
            file.link.offset = offset
            for type in file.types {
                if offset != 0 { type.id = type.id.shifted(by: offset) }
                type.link = link
            }
            offset += file.types.count
        }
        return types
    }

    /// Adds records made by composition (compositions, stand-ins) to the table.
    func register(_ added: some Sequence<SwiftType>) {
        for type in added { _ = place(type) }
    }

    /// The record's ID, after adding it to the table if it is not there yet (a stand-in).
    func place(_ type: SwiftType) -> TypeID {
        if type.id == .unplaced {
            type.id = TypeID(index: types.count)
            type.link = link
            types.append(type)
            nesting.append(TypeNesting())
        }
        return type.id
    }

    /// Sets the names that type names resolve against: the merge's types, then the result's
    /// (merging may have given protocols more associated types).
    func resolve(against typesByName: [String: SwiftType], aliases: AliasNames) {
        names = ResolutionNames(typesByName: typesByName, aliases: aliases)
        replacedIdentifiers = [:]
        resolvedOnFirstUse = SharedResolutions()
        nestedNameEndsOfNames = nil
        unresolvableNames = [:]
    }

    /// What may follow `Container.` in a name resolution finds (see `ResolutionNames.nestedNameEnds`);
    /// derived when a scoped name first needs it, as a plain scan resolves few names.
    var nestedNameEnds: Set<String> {
        if let ends = nestedNameEndsOfNames { return ends }
        let ends = names.nestedNameEnds()
        nestedNameEndsOfNames = ends
        return ends
    }

    /// Whether resolution rebuilds the alias's target (`Deduplication.isRebuilt`) where Sourcery's
    /// composer resolves it before merging declarations: it resolves the last alias of each name
    /// only, in place, so a declaration holding that alias no longer equals an earlier copy and the
    /// copy is merged into it (OpenAPIKit's `DereferencedResponse`, declared in two modules, has
    /// `typealias Map = OrderedDictionary<OpenAPI.Response.StatusCode, …>`, which resolves to
    /// `OrderedDictionary<OpenAPIKitCore.Shared.ResponseStatusCode, …>`). Resolves a copy of the
    /// target against the names `resolve` set.
    func isRebuiltBeforeMerging(_ alias: Typealias) -> Bool {
        guard names.aliases.byName[alias.name] === alias else { return false }
        let target = TypeName(alias.typeName.written)
        target.attach(self, scope: alias.parentID, inAliasTarget: true)
        return Deduplication.isRebuilt(target)
    }

    /// Whether no typealias's target is being resolved (see `finalAlias`).
    var isOutermostResolution: Bool { depth == 0 }

    /// The typealias a name ends at, following aliases of aliases by name (Sourcery's resolved
    /// typealiases), with the alias's own target resolved; nil when there is none or the chain
    /// is too deep (cycles end there).
    func finalAlias(named name: String) -> Typealias? {
        let typealiasesByName = names.aliases.byName
        guard !typealiasesByName.isEmpty, let start = typealiasesByName[name], depth < ModelTable.maximumDepth else {
            return nil
        }
        let alias = Typealias.chainEnd(from: start, in: typealiasesByName)
        depth += 1
        defer { depth -= 1 }
        _ = alias.typeName.resolvedType
        return alias
    }

    /// Attaches every name of the model to this context (the parser already qualified names of
    /// nested types declared before the member, as Sourcery does). Of the variables, methods and
    /// subscripts, only the de-duplicated ones: Sourcery never resolves a repeat's types.
    func attach(types: [SwiftType], functions: [Method], typealiases: [Typealias]) {
        for type in types {
            let scope = type.id
            for variable in type.variables { variable.typeName.attach(self, scope: scope) }
            for method in type.methods { attach(resolvedInitializer(method, in: type), in: type) }
            for item in type.subscripts {
                for parameter in item.parameters { parameter.typeName.attach(self, scope: scope) }
                item.returnTypeName.attach(self, scope: scope)
            }
            for enumCase in type.cases {
                for value in enumCase.associatedValues { value.typeName.attach(self, scope: scope) }
            }
            if !type.associatedTypes.isEmpty {
                for associatedType in type.associatedTypes.values { associatedType.typeName?.attach(self, scope: scope) }
            }
            type.rawTypeName?.attach(self, scope: scope)
        }
        for function in functions { attach(function, in: nil) }
        for alias in typealiases { alias.typeName.attach(self, scope: alias.parentID, inAliasTarget: true) }
    }

    /// A resolved initializer returns its type's name, without the `where` clause its declaration
    /// ends with (Sourcery's `resolveMethodTypes`): the method rebuilt so, in the type's lists.
    private func resolvedInitializer(_ method: Method, in type: SwiftType) -> Method {
        guard method.isInitializer, method.returnTypeName.whereClause != nil else { return method }
        let rebuilt = method.returning(TypeName(method.returnTypeName.written))
        type.replace(method, with: rebuilt)
        return rebuilt
    }

    private func attach(_ method: Method, in type: SwiftType?) {
        for parameter in method.parameters { parameter.typeName.attach(self, scope: type?.id) }
        method.returnTypeName.attach(self, scope: type?.id)
        // A type's own requirements take precedence over a method's (Sourcery reads one list).
        guard !method.genericRequirements.isEmpty, type?.genericRequirements.isEmpty != false else { return }
        for parameter in method.parameters { methodRequirements[ObjectIdentifier(parameter.typeName)] = method.genericRequirements }
        methodRequirements[ObjectIdentifier(method.returnTypeName)] = method.genericRequirements
    }
}
