/// Merges per-file declarations into the type model, then resolves relationships and member types.
enum Composer {
    static func compose(_ files: [ParsedFile]) -> ScanResult {
        let table = ModelTable()
        let declarations = table.adopt(files)
        let typealiases = sortedByName(files.count == 1 ? files[0].typealiases : files.flatMap(\.typealiases), \.name)
        let aliases = AliasNames(typealiases)
        let compositions = ProtocolCompositions.types(for: typealiases, besides: declarations, in: table)
        var writtenInheritedNames: DeclarationEquality.WrittenInheritedNames = [:]
        if !typealiases.isEmpty || declarations.contains(where: { $0.parent != nil || inheritsComposition($0) }) {
            let names = GlobalNames(declarations: declarations + compositions, typealiases: typealiases)
            ExtensionNames.resolve(declarations, names: names)
            writtenInheritedNames = names.resolveInheritedNames(of: declarations)
        }
        let (declaredTypes, byName, mergeWarnings) = merge(compositions.isEmpty ? declarations : declarations + compositions,
                                                           writtenInheritedNames: writtenInheritedNames,
                                                           table: table, aliases: aliases)
        let standIns = AssociatedTypeStandIns.types(for: declarations, besides: byName)
        table.register(standIns)
        let types = standIns.isEmpty ? declaredTypes : (declaredTypes + standIns).sorted { $0.name < $1.name }
        let settlements = types.compactMap { type in Deduplication.deduplicateMembers(of: type).map { (type, $0) } }
        // Stand-ins are bases (`Hashable`), but names never resolve to them (Sourcery files them
        // under the associated types' names only).
        let bases = standIns.isEmpty ? byName : byName.merging(standIns.map { ($0.name, $0) }) { first, _ in first }
        let inheritedCompositions = types.contains(where: inheritsComposition) ? ProtocolCompositions.inherited(by: types, among: bases) : [:]
        table.register(inheritedCompositions.keys.sorted().compactMap { inheritedCompositions[$0] })
        table.relate(Relationships(typesByName: inheritedCompositions.isEmpty ? bases : bases.merging(inheritedCompositions) { first, _ in first },
                                   rawTypeCandidates: AssociatedTypeStandIns.typeMap(for: declarations, declared: byName))
            .resolve(types, count: table.types.count))
        let functions = sortedByName(files.count == 1 ? files[0].functions : files.flatMap(\.functions))
        table.resolve(against: byName, aliases: aliases)
        table.attach(types: types, functions: functions, typealiases: typealiases)
        for (type, settlement) in settlements { Deduplication.settle(type, settlement) }
        table.nameDeclaringTypes()
        return ScanResult(types: types, functions: functions, typealiases: typealiases,
                          diagnostics: (files.count == 1 ? files[0].diagnostics : files.flatMap(\.diagnostics)) + mergeWarnings,
                          inlineRegions: files.count == 1 ? files[0].inlineRegions : files.flatMap(\.inlineRegions),
                          table: table)
    }

    /// Whether a declaration inherits a composition written in place (`: A & B`).
    private static func inheritsComposition(_ type: SwiftType) -> Bool {
        type.inheritedTypes.contains(where: GlobalNames.isComposition)
    }

    /// The items sorted by a key (read once per item), in the order `sorted { key($0) < key($1) }` gives.
    private static func sortedByName<Item>(_ items: [Item], _ key: (Item) -> String) -> [Item] {
        guard items.count > 1 else { return items }
        let keyed = items.map { (key: key($0), item: $0) }
        if !zip(keyed, keyed.dropFirst()).contains(where: { $1.key < $0.key }) { return items }
        return keyed.sorted { $0.key < $1.key }.map(\.item)
    }

    /// Functions in `sorted { $0.name < $1.name }` order, without building the names that the
    /// short names already order: `name` is `shortName(…)`, so for ASCII short names without `(`,
    /// different `shortName(` prefixes order the names.
    private static func sortedByName(_ functions: [Method]) -> [Method] {
        guard functions.count > 1 else { return functions }
        let keyed = functions.map { function in
            let plain = function.shortName.utf8.withContiguousStorageIfAvailable {
                !$0.contains { $0 >= 0x80 || $0 == UInt8(ascii: "(") }
            } ?? false
            return (method: function, prefix: plain ? function.shortName + "(" : nil)
        }
        return keyed.sorted { left, right in
            if let a = left.prefix, let b = right.prefix, a != b { return a < b }
            return left.method.name < right.method.name
        }.map(\.method)
    }

    /// As in Sourcery: the *last* non-extension declaration of a name is the type (a later
    /// declaration replaces an earlier one in its type map); every other declaration of the name,
    /// an earlier `#if` branch or a same-named type elsewhere included, is merged into it like an
    /// extension, in file and source order, unless equal to the type as merged so far. A name only
    /// ever extended stays an extension (its first extension). Returns the types sorted by name, keyed by name, and a warning for each
    /// declaration merged into a type of another module.
    private static func merge(_ declarations: [SwiftType], writtenInheritedNames: DeclarationEquality.WrittenInheritedNames,
                              table: ModelTable, aliases: AliasNames) -> ([SwiftType], [String: SwiftType], [Diagnostic]) {
        var primaries = [String: SwiftType](minimumCapacity: declarations.count)
        var hasRepeats = false
        for declaration in declarations {
            choosePrimary(&primaries[declaration.name, default: declaration], declaration, &hasRepeats)
        }
        let types = primaries.count < 2 ? Array(primaries.values) : primaries.sorted { $0.key < $1.key }.map(\.value)
        // Sourcery resolves typealiases against its type map (the primaries) before it compares
        // declarations (see `ModelTable.isRebuiltBeforeMerging`).
        if hasRepeats { table.resolve(against: primaries, aliases: aliases) }
        var warnings: [Diagnostic] = []
        var equality = DeclarationEquality(writtenNames: writtenInheritedNames, primaries: primaries)
        for declaration in declarations where hasRepeats {
            guard let primary = primaries[declaration.name], primary !== declaration else { continue }
            declaration.isMerged = true
            // Sourcery skips a declaration equal to the type as merged so far (a file copied into two modules).
            if !declaration.isExtension && equality.areEqual(declaration, primary) { continue }
            if let warning = ModuleCollisions.warning(merging: declaration, into: primary) { warnings.append(warning) }
            merge(declaration, into: primary, table: table)
            equality.noteMerged(declaration, into: primary)
        }
        for type in types where !type.containedTypeIDs.isEmpty {
            let contained = type.containedTypes
            guard contained.contains(where: { $0.isExtension || $0.isMerged }) else {
                for child in contained where child.parentID != type.id { table.setParent(type.id, of: child.id) }
                continue
            }
            let unique = uniqueContained(contained.map { primaries[$0.name] ?? $0 }, in: type)
            table.setContained(unique.map(\.id), in: type.id)
            for child in unique { table.setParent(type.id, of: child.id) }
        }
        return (types, primaries, warnings)
    }

    /// Keeps the last non-extension declaration of a name, else the first extension.
    private static func choosePrimary(_ primary: inout SwiftType, _ declaration: SwiftType, _ hasRepeats: inout Bool) {
        guard primary !== declaration else { return }
        hasRepeats = true
        if !declaration.isExtension { primary = declaration }
    }

    /// The types nested in `parent`, once each. Only names under the parent's count: an extension
    /// written inside a type (invalid Swift) extends a type elsewhere, often the parent itself.
    private static func uniqueContained(_ types: [SwiftType], in parent: SwiftType) -> [SwiftType] {
        var seen = Set<TypeID>()
        let prefix = parent.name + "."
        return types.filter { $0.name.hasPrefix(prefix) && seen.insert($0.id).inserted }
    }

    private static func merge(_ declaration: SwiftType, into type: SwiftType, table: ModelTable) {
        // Sourcery appends without de-duplicating, and never merges enum cases.
        if !declaration.inheritedTypes.isEmpty { type.inheritedTypes += declaration.inheritedTypes }
        if !declaration.rawVariables.isEmpty { type.rawVariables += declaration.rawVariables }
        if !declaration.rawMethods.isEmpty { type.rawMethods += declaration.rawMethods }
        if !declaration.rawSubscripts.isEmpty { type.rawSubscripts += declaration.rawSubscripts }
        let nested = declaration.containedTypeIDs
        if !nested.isEmpty { table.appendContained(nested, to: type.id) }
        if !declaration.annotations.isEmpty { type.annotations = type.annotations.overwriting(with: declaration.annotations) }
        if !declaration.typealiases.isEmpty {
            type.typealiases.merge(declaration.typealiases) { first, _ in first }
            for alias in declaration.typealiases.values { table.move(alias, to: type.id) }
        }
        if !declaration.associatedTypes.isEmpty {
            type.associatedTypes.merge(declaration.associatedTypes) { first, _ in first }
        }
    }

    /// The text without white space (the dump's comparison form).
    static func compact(_ text: String) -> String {
        guard text.utf8.contains(where: Bytes.isBlank) else { return text }
        return String(decoding: text.utf8.filter { !Bytes.isBlank($0) }, as: UTF8.self)
    }
}
