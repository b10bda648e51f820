/// Merges per-file declarations into the type model, then resolves relationships and member types.
enum Composer {
    static func compose(_ files: [ParsedFile]) -> ScanResult {
        let declarations = files.count == 1 ? files[0].types : files.flatMap(\.types)
        let typealiases = sortedByName(files.count == 1 ? files[0].typealiases : files.flatMap(\.typealiases), \.name)
        let compositions = ProtocolCompositions.types(for: typealiases, besides: declarations)
        let (types, byName) = merge(compositions.isEmpty ? declarations : declarations + compositions)
        for type in types { deduplicateMembers(of: type) }
        Relationships(typesByName: byName).resolve(types)
        let functions = sortedByName(files.count == 1 ? files[0].functions : files.flatMap(\.functions))
        let resolution = ResolutionContext(typesByName: byName, typealiases: typealiases)
        resolution.attach(types: types, functions: functions, typealiases: typealiases)
        return ScanResult(types: types, functions: functions, typealiases: typealiases,
                          diagnostics: files.flatMap(\.diagnostics), inlineRegions: files.flatMap(\.inlineRegions),
                          resolution: resolution, declarations: declarations)
    }

    /// The items sorted by a key (read once per item), in the order `sorted { key($0) < key($1) }` gives.
    private static func sortedByName<Item>(_ items: [Item], _ key: (Item) -> String) -> [Item] {
        guard items.count > 1 else { return items }
        let keyed = items.map { (key: key($0), item: $0) }
        if !zip(keyed, keyed.dropFirst()).contains(where: { $1.key < $0.key }) { return items }
        return keyed.sorted { $0.key < $1.key }.map(\.item)
    }

    /// Functions in `sorted { $0.name < $1.name }` order, without building the names that the
    /// short names already order (`name` is `shortName(…)`; ASCII bytes compare like the strings).
    private static func sortedByName(_ functions: [Method]) -> [Method] {
        guard functions.count > 1 else { return functions }
        let keyed = functions.map { (method: $0, isASCII: $0.shortName.utf8.allSatisfy { $0 < 0x80 }) }
        return keyed.sorted { left, right in
            if left.isASCII, right.isASCII,
               let (a, b) = zip(left.method.shortName.utf8, right.method.shortName.utf8).first(where: { $0 != $1 }) {
                return a < b
            }
            return left.method.name < right.method.name
        }.map(\.method)
    }

    /// The first non-extension declaration of a name is the type; every other declaration of the
    /// name is merged into it in file and source order. Names only ever extended stay extensions.
    /// Returns the types sorted by name, and keyed by name.
    private static func merge(_ declarations: [SwiftType]) -> ([SwiftType], [String: SwiftType]) {
        var primaries: [String: SwiftType] = [:]
        primaries.reserveCapacity(declarations.count)
        var hasRepeats = false
        for declaration in declarations {
            choosePrimary(&primaries[declaration.name, default: declaration], declaration, &hasRepeats)
        }
        let types = primaries.count < 2 ? Array(primaries.values) : primaries.sorted { $0.key < $1.key }.map(\.value)
        var merged = Set<ObjectIdentifier>()
        for declaration in declarations where hasRepeats {
            guard let primary = primaries[declaration.name], primary !== declaration else { continue }
            merge(declaration, into: primary)
            merged.insert(ObjectIdentifier(declaration))
        }
        for type in types where !type.containedTypes.isEmpty {
            let contained = type.containedTypes
            guard contained.contains(where: { $0.isExtension || merged.contains(ObjectIdentifier($0)) }) else {
                for child in contained where child.parent !== type { child.parent = type }
                continue
            }
            type.containedTypes = uniqueContained(contained.map { primaries[$0.name] ?? $0 }, in: type)
            for child in type.containedTypes { child.parent = type }
        }
        return (types, primaries)
    }

    /// Keeps the first non-extension declaration of a name, else the first one.
    private static func choosePrimary(_ primary: inout SwiftType, _ declaration: SwiftType, _ hasRepeats: inout Bool) {
        guard primary !== declaration else { return }
        hasRepeats = true
        if primary.isExtension && !declaration.isExtension { primary = declaration }
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
        if !declaration.rawVariables.isEmpty { type.rawVariables += declaration.rawVariables }
        if !declaration.rawMethods.isEmpty { type.rawMethods += declaration.rawMethods }
        if !declaration.rawSubscripts.isEmpty { type.rawSubscripts += declaration.rawSubscripts }
        if !declaration.cases.isEmpty { type.cases += declaration.cases }
        if !declaration.containedTypes.isEmpty { type.containedTypes += declaration.containedTypes }
        if !declaration.annotations.isEmpty { type.annotations = type.annotations.overwriting(with: declaration.annotations) }
        if !declaration.typealiases.isEmpty {
            type.typealiases.merge(declaration.typealiases) { first, _ in first }
            for alias in declaration.typealiases.values { alias.parent = type }
        }
        if !declaration.associatedTypes.isEmpty {
            type.associatedTypes.merge(declaration.associatedTypes) { first, _ in first }
        }
    }

    private struct DuplicateKey: Hashable {
        let name: String
        let types: [String]
        let isStatic: Bool
    }

    /// Variables by (name, isStatic, typeName); methods by (name, parameter types, isStatic, result).
    private static func deduplicateMembers(of type: SwiftType) {
        let variables = type.rawVariables
        if variables.count > 1 {
            type.variables = !hasRepeatedNames(variables) ? variables : uniqueVariables(variables)
        } else if !variables.isEmpty {
            type.variables = variables
        }
        let methods = type.rawMethods
        if methods.count > 1 {
            type.methods = uniqueMethods(methods)
        } else if !methods.isEmpty {
            type.methods = methods
        }
        let subscripts = type.rawSubscripts
        guard !subscripts.isEmpty else { return }
        var subscriptKeys = Set<DuplicateKey>()
        type.subscripts = subscripts.count < 2 ? subscripts : subscripts.filter { item in
            let types = item.parameters.map { compact($0.writtenTypeName.written) } + [compact(item.returnTypeName.written)]
            return subscriptKeys.insert(DuplicateKey(name: "", types: types, isStatic: false)).inserted
        }
    }

    private static func uniqueVariables(_ variables: [Variable]) -> [Variable] {
        var keys = Set<DuplicateKey>()
        return variables.filter { variable in
            let typeText = variable.writtenTypeName.map { compact($0.written) } ?? ""
            return keys.insert(DuplicateKey(name: variable.name, types: [typeText], isStatic: variable.isStatic)).inserted
        }
    }

    /// The methods without later repeats. `isRepeat` is an equivalence, so a method goes when an
    /// earlier one with the same quick key repeats it; the keys group candidates without hashing.
    private static func uniqueMethods(_ methods: [Method]) -> [Method] {
        let keys = methods.map(quickKey)
        var order = Array(keys.indices)
        order.sort { (keys[$0], $0) < (keys[$1], $1) }
        var dropped: [Bool] = []
        var groupStart = 0
        for position in order.indices {
            let index = order[position]
            if keys[index] != keys[order[groupStart]] { groupStart = position }
            let earlier = order[groupStart..<position]
            guard earlier.contains(where: { isRepeat(methods[index], of: methods[$0]) }) else { continue }
            if dropped.isEmpty { dropped = Array(repeating: false, count: methods.count) }
            dropped[index] = true
        }
        guard !dropped.isEmpty else { return methods }
        return methods.indices.compactMap { dropped[$0] ? nil : methods[$0] }
    }

    /// Equal for repeats (`isRepeat`): the parameter count, the kind, the call name's length, `isStatic`.
    private static func quickKey(_ method: Method) -> Int {
        if method.isDeinitializer { return method.dumpIsStatic ? -1 : -2 }
        let length = method.isInitializer ? 0 : method.callName.utf8.count
        return (length << 12 | method.parameters.count << 2) | (method.isInitializer ? 2 : 0) | (method.dumpIsStatic ? 1 : 0)
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

    /// Variables can only repeat when two share a name; most types have none.
    private static func hasRepeatedNames(_ variables: [Variable]) -> Bool {
        if variables.count <= 16 {
            for index in variables.indices.dropLast() {
                let name = variables[index].name
                if variables[(index + 1)...].contains(where: { $0.name == name }) { return true }
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: variables.count)
        for variable in variables where !seen.insert(variable.name).inserted { return true }
        return false
    }

    /// The text without white space (the dump's comparison form).
    static func compact(_ text: String) -> String {
        guard text.utf8.contains(where: Bytes.isBlank) else { return text }
        return String(decoding: text.utf8.filter { !Bytes.isBlank($0) }, as: UTF8.self)
    }
}
