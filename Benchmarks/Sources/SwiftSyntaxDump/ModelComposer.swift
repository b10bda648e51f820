/// Merges declarations of the same name into one type and removes repeated members, as Sourcery
/// 2.3.0's composer does (`ParserResultsComposed.unifyTypes`, `Type.extend`, `Type.methods`).
enum ModelComposer {
    /// Sourcery's kind for the type a `typealias RW = R & W` makes (left out of the dump).
    private static let compositionKind = "protocolComposition"

    /// The composed types, sorted by name, from each file's declarations in file order.
    static func compose(_ files: [FileDeclarations]) -> [DumpType] {
        let (flattened, typealiases) = flatten(files)
        var declarations = flattened
        declarations += compositions(typealiases, besides: declarations)
        resolveNames(&declarations, typealiases: typealiases)
        let (types, primaries) = merge(declarations, typealiases: typealiases)
        let names = ActualTypeNames(types: types, parents: enclosingNames(primaries, declarations), typealiases: typealiases)
        return types.values.filter { $0.kind != compositionKind }.map { uniqueMembers($0, names: names) }
            .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The last declaration of a name that is not an extension is the type, else the first
    /// extension. Every other declaration merges into it in file and source order, unless it equals
    /// the type as merged so far (only the type itself while nothing has been merged into it).
    /// Returns the types and the index of each one's own declaration, by name.
    private static func merge(_ declarations: [DumpType], typealiases: [DumpTypealias]) -> ([String: DumpType], [String: Int]) {
        var primaries: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() where primaries[declaration.name] == nil || !declaration.isExtension {
            primaries[declaration.name] = index
        }
        var types = primaries.mapValues { declarations[$0] }
        let enclosing = Set(declarations.compactMap(\.origin.parent))
        var changed = Set<String>()
        var fingerprints: [String: String] = [:]
        lazy var rebuiltAliasHolders = declarationsHoldingRebuiltAliases(
            declarations, typealiases: typealiases,
            names: ActualTypeNames(types: types, parents: enclosingNames(primaries, declarations), typealiases: typealiases))
        for (index, declaration) in declarations.enumerated() where primaries[declaration.name] != index {
            let name = declaration.name
            if !declaration.isExtension, !changed.contains(name), let fingerprint = DeclarationFingerprint.of(declaration) {
                if fingerprints[name] == nil { fingerprints[name] = DeclarationFingerprint.of(types[name]!) }
                if fingerprint == fingerprints[name], !rebuiltAliasHolders.contains(primaries[name]!) { continue }
            }
            if merge(declaration, into: &types[name]!) || enclosing.contains(index) { changed.insert(name) }
        }
        return (types, primaries)
    }

    /// The declarations holding, themselves or in a nested type, the last typealias of a name whose
    /// target resolution rebuilds: Sourcery resolves those aliases in place before it compares
    /// declarations, so such a declaration differs from an earlier copy (ModelScanner's
    /// `ModelTable.isRebuiltBeforeMerging`; OpenAPIKit's `DereferencedResponse.Map`).
    private static func declarationsHoldingRebuiltAliases(_ declarations: [DumpType], typealiases: [DumpTypealias],
                                                          names: ActualTypeNames) -> Set<Int> {
        let lastOfName = Dictionary(typealiases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { _, last in last })
        var holders = Set<Int>()
        for (index, alias) in typealiases.enumerated() where lastOfName[alias.name] == index {
            guard let parent = alias.parent,
                  names.isRebuilt(alias.targetSyntax, written: alias.target.removingWhiteSpace, in: declarations[parent].name)
            else { continue }
            var holder: Int? = parent
            var steps = 0
            while let current = holder, steps < 64, holders.insert(current).inserted {
                holder = declarations[current].origin.parent
                steps += 1
            }
        }
        return holders
    }

    /// Each primary declaration's enclosing type's name, by name.
    private static func enclosingNames(_ primaries: [String: Int], _ declarations: [DumpType]) -> [String: String] {
        var enclosing: [String: String] = [:]
        for (name, index) in primaries {
            if let parent = declarations[index].origin.parent { enclosing[name] = declarations[parent].name }
        }
        return enclosing
    }

    /// All declarations with their parents as indices into the whole list.
    private static func flatten(_ files: [FileDeclarations]) -> ([DumpType], [DumpTypealias]) {
        var declarations: [DumpType] = []
        var typealiases: [DumpTypealias] = []
        for file in files {
            let offset = declarations.count
            declarations += file.types.map { type in
                var type = type
                type.origin.parent = type.origin.parent.map { $0 + offset }
                return type
            }
            typealiases += file.typealiases.map { alias in
                var alias = alias
                alias.parent = alias.parent.map { $0 + offset }
                return alias
            }
        }
        return (declarations, typealiases)
    }

    /// A type for every composition alias whose name no declaration has (Sourcery's `ProtocolComposition`).
    private static func compositions(_ typealiases: [DumpTypealias], besides declarations: [DumpType]) -> [DumpType] {
        var taken = Set(declarations.map(\.name))
        return typealiases.filter { $0.isComposition && taken.insert($0.name).inserted }.map { alias in
            DumpType(name: alias.name, localName: alias.name, kind: compositionKind, accessLevel: "internal", isFinal: false,
                     isExtension: false, inheritedTypes: [], genericParameters: [], annotations: [:], file: "", line: 0)
        }
    }

    /// Extensions of a name no type has take the name it resolves to (`extension HTTPStatus` of
    /// `typealias HTTPStatus = HTTPResponseStatus` extends `HTTPResponseStatus`), with the types
    /// declared in them; inherited names resolve the same way.
    private static func resolveNames(_ declarations: inout [DumpType], typealiases: [DumpTypealias]) {
        let names = GlobalNames(declarations: declarations, typealiases: typealiases)
        var children: [Int: [Int]] = [:]
        for index in declarations.indices { if let parent = declarations[index].origin.parent { children[parent, default: []].append(index) } }
        func rename(_ index: Int, to name: String) {
            guard declarations[index].name != name else { return }
            declarations[index].name = name
            for child in children[index] ?? [] { rename(child, to: name + "." + declarations[child].localName) }
        }
        for index in declarations.indices where declarations[index].isExtension {
            let name = declarations[index].name
            guard !name.contains("."), !name.contains("<"), !names.isDeclared(name),
                  let resolved = names.resolve(name, in: declarations[index].origin.parent, of: declarations) else { continue }
            // Its initializers return the aliased type as written (Sourcery: the type's actual name).
            let result = names.finalAliasTarget(of: name) ?? resolved
            for method in declarations[index].methods.indices where declarations[index].methods[method].isInitializer {
                let mark = declarations[index].methods[method].returnTypeName.dropFirst(name.count)
                declarations[index].methods[method].returnTypeName = result + mark
            }
            rename(index, to: resolved)
        }
        for index in declarations.indices where !declarations[index].inheritedTypes.isEmpty {
            declarations[index].inheritedTypes = declarations[index].inheritedTypes.flatMap { name -> [String] in
                if let resolved = names.resolve(name, in: declarations[index].origin.parent, of: declarations) { return [resolved] }
                return name.contains("&") ? names.typeParts(of: name) + [name] : [name]
            }
        }
    }

    /// Sourcery's `Type.extend`: conformances and members appended, annotations overwritten key by
    /// key, enum cases never merged. Returns whether the type changed.
    private static func merge(_ declaration: DumpType, into type: inout DumpType) -> Bool {
        type.inheritedTypes += declaration.inheritedTypes
        type.variables += declaration.variables
        type.methods += declaration.methods
        type.associatedTypes += declaration.associatedTypes
        for (key, value) in declaration.annotations { type.annotations[key] = value }
        return !declaration.inheritedTypes.isEmpty || !declaration.variables.isEmpty || !declaration.methods.isEmpty
            || !declaration.annotations.isEmpty
    }

    /// Sourcery's `Type.variables` (the first of each (name, static, type), white space ignored)
    /// and `Type.methods` (`MethodRepeats`); the dump lists each inherited name once.
    private static func uniqueMembers(_ type: DumpType, names: ActualTypeNames) -> DumpType {
        var type = type
        var inherited = Set<String>()
        type.inheritedTypes = type.inheritedTypes.filter { inherited.insert($0).inserted }
        type.variables = uniqueVariables(type.variables, in: type.name, names: names)
        type.methods = MethodRepeats.unique(type.methods, in: type.name, names: names)
        return type
    }

    /// Sourcery's `Type.variables`: repeats by (name, static, parsed type) go, but only the first of
    /// each is resolved, and a resolved array, dictionary, generic or tuple type that changed
    /// (`[Route]` to `[Document.Route]`) no longer equals its twin's, which then comes back (unresolved).
    private static func uniqueVariables(_ variables: [DumpVariable], in scope: String, names: ActualTypeNames) -> [DumpVariable] {
        var repeatsGo: [String: Bool] = [:]
        return variables.filter { variable in
            let written = variable.typeName?.removingWhiteSpace ?? guessedType(from: variable.defaultValue)
            let parsed = variable.parsedTypeName?.removingWhiteSpace ?? written
            let key = "\(variable.name)\u{0}\(variable.isStatic)\u{0}\(parsed)"
            if let goes = repeatsGo[key] {
                if goes { return false }
                repeatsGo[key] = true
                return true
            }
            repeatsGo[key] = !(variable.typeSyntax.map { names.isRebuilt($0, written: written, in: scope) } ?? false)
            return true
        }
    }
}

/// Enough of Sourcery's guess of an untyped variable's type (`String.inferType`) to tell repeats
/// apart: the initializer before its first `(`, a last lower-case member dropped
/// (`belongsTo(B.self)` → `belongsTo`, `A.including(x)` → `A`, `Formatter.shared` → `Formatter`);
/// none for other text without a call (`Glibc.PATH_MAX`, `IP_TOS`).
private func guessedType(from initializer: String?) -> String {
    guard let initializer else { return "" }
    let callee = String(initializer.prefix { $0 != "(" }).removingWhiteSpace
    if let dot = callee.lastIndex(of: "."), dot != callee.startIndex,
       callee[callee.index(after: dot)...].first?.isLowercase == true {
        return String(callee[..<dot])
    }
    return initializer.contains("(") ? callee : ""
}

extension String {
    /// The text without spaces, tabs and line breaks: how dumps compare type names and default values.
    public var removingWhiteSpace: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { !($0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r") }))
    }
}
