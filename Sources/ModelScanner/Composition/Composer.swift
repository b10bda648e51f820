/// Merges per-file declarations into the type model, then resolves relationships and member types.
enum Composer {
    static func compose(_ files: [ParsedFile]) -> ScanResult {
        let declarations = files.flatMap(\.types)
        let typealiases = files.flatMap(\.typealiases).sorted { $0.name < $1.name }
        let types = merge(declarations + ProtocolCompositions.types(for: typealiases, besides: declarations))
        let byName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for type in types { deduplicateMembers(of: type) }
        var relationships = Relationships(typesByName: byName)
        relationships.resolve(types)
        let functions = files.flatMap(\.functions).sorted { $0.name < $1.name }
        let resolution = ResolutionContext(typesByName: byName, typealiases: typealiases)
        resolution.attach(types: types, functions: functions, typealiases: typealiases)
        return ScanResult(types: types, functions: functions, typealiases: typealiases,
                          diagnostics: files.flatMap(\.diagnostics), inlineRegions: files.flatMap(\.inlineRegions),
                          resolution: resolution, declarations: declarations)
    }

    /// The first non-extension declaration of a name is the type; every other declaration of the
    /// name is merged into it in file and source order. Names only ever extended stay extensions.
    private static func merge(_ declarations: [SwiftType]) -> [SwiftType] {
        var primaries: [String: SwiftType] = [:]
        primaries.reserveCapacity(declarations.count)
        for declaration in declarations where !declaration.isExtension && primaries[declaration.name] == nil {
            primaries[declaration.name] = declaration
        }
        for declaration in declarations where primaries[declaration.name] == nil {
            primaries[declaration.name] = declaration
        }
        for declaration in declarations {
            guard let primary = primaries[declaration.name], primary !== declaration else { continue }
            merge(declaration, into: primary)
        }
        for type in primaries.values where !type.containedTypes.isEmpty {
            type.containedTypes = uniqueContained(type.containedTypes.map { primaries[$0.name] ?? $0 }, in: type)
            for child in type.containedTypes { child.parent = type }
        }
        return primaries.values.sorted { $0.name < $1.name }
    }

    /// The types nested in `parent`, once each. Only names under the parent's count: an extension
    /// written inside a type (invalid Swift) extends a type elsewhere, often the parent itself.
    private static func uniqueContained(_ types: [SwiftType], in parent: SwiftType) -> [SwiftType] {
        var seen = Set<ObjectIdentifier>()
        let prefix = parent.name + "."
        return types.filter { $0.name.hasPrefix(prefix) && seen.insert(ObjectIdentifier($0)).inserted }
    }

    private static func merge(_ declaration: SwiftType, into type: SwiftType) {
        for name in declaration.inheritedTypes where !type.inheritedTypes.contains(name) {
            type.inheritedTypes.append(name)
        }
        type.rawVariables += declaration.rawVariables
        type.rawMethods += declaration.rawMethods
        type.rawSubscripts += declaration.rawSubscripts
        type.cases += declaration.cases
        type.containedTypes += declaration.containedTypes
        type.annotations = type.annotations.overwriting(with: declaration.annotations)
        type.typealiases.merge(declaration.typealiases) { first, _ in first }
        type.associatedTypes.merge(declaration.associatedTypes) { first, _ in first }
        for alias in declaration.typealiases.values { alias.parent = type }
    }

    private struct DuplicateKey: Hashable {
        let name: String
        let types: [String]
        let isStatic: Bool
    }

    /// Variables by (name, isStatic, typeName); methods by (name, parameter types, isStatic, result).
    private static func deduplicateMembers(of type: SwiftType) {
        var variableKeys = Set<DuplicateKey>()
        type.variables = !hasRepeatedNames(type.rawVariables.lazy.map(\.name)) ? type.rawVariables : type.rawVariables.filter { variable in
            let typeText = variable.writtenTypeName.map { compact($0.written) } ?? ""
            return variableKeys.insert(DuplicateKey(name: variable.name, types: [typeText], isStatic: variable.isStatic)).inserted
        }
        let overloaded = hasRepeatedNames(type.rawMethods.lazy.map(\.callName)) && hasRepeatedSelectors(type.rawMethods)
        type.methods = !overloaded ? type.rawMethods : uniqueMethods(type.rawMethods)
        var subscriptKeys = Set<DuplicateKey>()
        type.subscripts = type.rawSubscripts.count < 2 ? type.rawSubscripts : type.rawSubscripts.filter { item in
            let types = item.parameters.map { compact($0.writtenTypeName.written) } + [compact(item.returnTypeName.written)]
            return subscriptKeys.insert(DuplicateKey(name: "", types: types, isStatic: false)).inserted
        }
    }

    /// The methods without later repeats, compared pairwise among those sharing a selector base.
    private static func uniqueMethods(_ methods: [Method]) -> [Method] {
        var keptByBase: [String: [Method]] = [:]
        keptByBase.reserveCapacity(methods.count)
        var kept: [Method] = []
        kept.reserveCapacity(methods.count)
        for method in methods {
            let base = method.isDeinitializer ? "deinit" : method.isInitializer ? "init" : method.callName
            if let earlier = keptByBase[base], earlier.contains(where: { isRepeat(method, of: $0) }) { continue }
            keptByBase[base, default: []].append(method)
            kept.append(method)
        }
        return kept
    }

    /// Same dump name, `isStatic`, parameter types and result type (white space ignored).
    private static func isRepeat(_ method: Method, of other: Method) -> Bool {
        method.dumpIsStatic == other.dumpIsStatic && method.hasSameSelector(as: other)
            && equalIgnoringBlanks(method.returnTypeName.written, other.returnTypeName.written)
            && zip(method.parameters, other.parameters).allSatisfy {
                equalIgnoringBlanks($0.writtenTypeName.written, $1.writtenTypeName.written)
            }
    }

    /// `compact(first) == compact(second)` without making either.
    private static func equalIgnoringBlanks(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        var left = first.utf8.makeIterator()
        var right = second.utf8.makeIterator()
        while true {
            var a = left.next()
            while let byte = a, Bytes.isBlank(byte) { a = left.next() }
            var b = right.next()
            while let byte = b, Bytes.isBlank(byte) { b = right.next() }
            guard a == b else { return false }
            if a == nil { return true }
        }
    }

    /// Members can only repeat when two share a name; most types have none.
    private static func hasRepeatedNames<Names: Collection>(_ names: Names) -> Bool where Names.Element == String {
        guard names.count > 1 else { return false }
        if names.count <= 16 {
            let list = Array(names)
            for index in list.indices.dropLast() where list[(index + 1)...].contains(list[index]) { return true }
            return false
        }
        var seen = Set<String>(minimumCapacity: names.count)
        for name in names where !seen.insert(name).inserted { return true }
        return false
    }

    /// Two methods share a selector; small lists are compared pairwise without building selectors.
    private static func hasRepeatedSelectors(_ methods: [Method]) -> Bool {
        guard methods.count <= 16 else { return hasRepeatedNames(methods.lazy.map(\.selectorName)) }
        for index in methods.indices.dropLast() {
            let method = methods[index]
            if methods[(index + 1)...].contains(where: method.hasSameSelector) { return true }
        }
        return false
    }

    /// The text without white space (the dump's comparison form).
    static func compact(_ text: String) -> String {
        guard text.utf8.contains(where: Bytes.isBlank) else { return text }
        return String(decoding: text.utf8.filter { !Bytes.isBlank($0) }, as: UTF8.self)
    }
}
