/// Members declared more than once (in `#if` branches, or again in an extension) are listed once,
/// the first declaration kept, as in Sourcery: variables by (name, `isStatic`, type), subscripts by
/// parameters, result type and access — a repeat comes back unresolved when resolution rebuilt its
/// twin's types (see `settle`) —; types compare with white space ignored. Methods go by (name,
/// `static`, `class`, result type) in three steps, as in Sourcery's composer:
/// 1. a repeat of an earlier method of the *same declaration* loses its `definedInType`;
/// 2. of the merged type's methods, only the first of each written signature has its types resolved;
/// 3. the type's `methods` are those that differ by *actual* result type, so a repeat comes back,
///    unresolved and perhaps without `definedInType`, when resolution changed its twin's result
///    type (`-> Self where Self: FetchableRecord` in two `#if` branches of one extension) — unless
///    it equals its twin in every other respect too (Sourcery's methods are kept in an ordered set
///    of values): `static func boolean(_:) -> Self` in the same extension copied into two modules.
enum Deduplication {
    /// What step 3 needs: the repeats of step 1, which lose their `definedInType` once step 3
    /// compared declaring types.
    struct Settlement {
        fileprivate var orphans: [Method] = []
        fileprivate var names = MethodNames()
        fileprivate var methodsShareNames = false
        fileprivate var variablesRepeat = false
        fileprivate var subscriptsRepeat = false
    }

    /// Steps 1 and 2 (before names are attached for resolution): `variables` and `methods` hold the
    /// members to resolve. Returns a settlement when some variables repeat or some methods share a
    /// name (step 3 then has to run).
    static func deduplicateMembers(of type: SwiftType) -> Settlement? {
        var settlement = Settlement()
        let variables = type.rawVariables
        if !variables.isEmpty {
            type.variables = variables.count < 2 ? variables : unique(variables, key: quickKey, isRepeat: isRepeat)
            settlement.variablesRepeat = type.variables.count < variables.count
        }
        let subscripts = type.rawSubscripts
        if !subscripts.isEmpty {
            type.subscripts = subscripts.count < 2 ? subscripts : unique(subscripts, key: { $0.parameters.count }, isRepeat: isRepeat)
            settlement.subscriptsRepeat = type.subscripts.count < subscripts.count
        }
        let methods = type.rawMethods
        guard methods.count > 1 else {
            type.methods = methods
            return settlement.variablesRepeat || settlement.subscriptsRepeat ? settlement : nil
        }
        type.methods = unique(methods, key: quickKey, isRepeat: { method, earlier in
            guard haveSameName(method, earlier, &settlement.names) else { return false }
            settlement.methodsShareNames = true
            return equalIgnoringBlanks(method.returnTypeName.name, earlier.returnTypeName.name)
        }, onRepeat: { method, earlier in
            if method.declaringType == earlier.declaringType { settlement.orphans.append(method) }
        })
        return settlement.methodsShareNames || settlement.variablesRepeat || settlement.subscriptsRepeat ? settlement : nil
    }

    /// Step 3, once the resolved members' names are attached. A variable or subscript left out in
    /// step 1 comes back, unresolved, when resolution rebuilt one of its kept twin's types (`[Route]`
    /// resolved to `[Document.Route]`: Sourcery's array form changes, so the twins no longer compare
    /// equal). The methods are those that differ by actual result type (a method left unresolved in
    /// step 2 has its written one) or otherwise.
    static func settle(_ type: SwiftType, _ settlement: Settlement) {
        if settlement.variablesRepeat {
            type.variables = unique(type.rawVariables, key: quickKey) { variable, earlier in
                isRepeat(variable, earlier) && !isRebuilt(earlier.typeName) && !isRebuilt(variable.typeName)
            }
        }
        if settlement.subscriptsRepeat {
            type.subscripts = unique(type.rawSubscripts, key: { $0.parameters.count }) { item, earlier in
                isRepeat(item, earlier) && !hasRebuiltTypes(earlier.returnTypeName, earlier.parameters)
                    && !hasRebuiltTypes(item.returnTypeName, item.parameters)
            }
        }
        guard settlement.methodsShareNames else { return }
        var names = settlement.names
        type.methods = unique(type.rawMethods, key: quickKey) { method, earlier in
            haveSameName(method, earlier, &names)
                && (equalIgnoringBlanks(method.actualReturnTypeName.name, earlier.actualReturnTypeName.name)
                    || DeclarationEquality.areEqual(method, earlier) && !hasRebuiltTypes(earlier) && !hasRebuiltTypes(method))
        }
        for orphan in settlement.orphans { type.replace(orphan, with: orphan.orphaned()) }
    }

    /// Whether resolution rebuilt the result type or a parameter's type: Sourcery's `Method ==`
    /// compares parameters by type too, so `static func boolean(_ core: CoreContext<Format.Boolean>)`
    /// of two same-named structs (OpenAPIKit's `JSONSchema` in two modules) stays twice when
    /// `Format.Boolean` is an alias.
    private static func hasRebuiltTypes(_ method: Method) -> Bool {
        hasRebuiltTypes(method.returnTypeName, method.parameters)
    }

    private static func hasRebuiltTypes(_ returnTypeName: TypeName, _ parameters: [MethodParameter]) -> Bool {
        isRebuilt(returnTypeName) || parameters.contains { isRebuilt($0.typeName) }
    }

    /// Sourcery's resolution rebuilds a type's generic, array, dictionary, set or tuple form when it
    /// changes a name inside (`Parser<Self>` → `Parser<P>`), and gives a plain name the form of the
    /// typealias it stands for (`DereferencedHeader.Map?`, an alias of `OrderedDictionary<…>`), so
    /// the resolved member no longer equals its unresolved twin; a plain name that resolves to a
    /// plain name only gains an actual name (`Self` → `P`), and a function type keeps its form, as
    /// does any name an alias found by name alone stands for (`TypeName(targetOfAliasByName:)`).
    static func isRebuilt(_ typeName: TypeName) -> Bool {
        if typeName.actualTypeName?.isTargetOfAliasByName == true { return false }
        if typeName.hasStructuredForm { return (typeName.actualTypeName ?? typeName).name != typeName.name }
        guard typeName.closure == nil, let actual = typeName.actualTypeName else { return false }
        return actual.hasStructuredForm || actual.closure != nil
    }

    /// What Sourcery's type-name equality sees: the name, and the actual name where resolution
    /// rebuilt the name's form.
    static func comparedForm(of typeName: TypeName) -> String {
        isRebuilt(typeName) ? typeName.name + " -> " + (typeName.actualTypeName ?? typeName).name : typeName.name
    }

    /// The items without later repeats: an item goes when an earlier kept one with its key repeats
    /// it (`isRepeat` implies equal keys); the integer keys (worked out once per item, on the stack)
    /// spare most comparisons. `onRepeat` sees each dropped item with every earlier item it repeats.
    @inline(__always)
    private static func unique<Item>(_ items: [Item], key: (Item) -> Int, isRepeat: (Item, Item) -> Bool,
                                     onRepeat: ((Item, Item) -> Void)? = nil) -> [Item] {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { keys in
            for index in items.indices { keys.initializeElement(at: index, to: key(items[index])) }
            return unique(items, keys: UnsafeBufferPointer(keys), isRepeat: isRepeat, onRepeat: onRepeat)
        }
    }

    @inline(__always)
    private static func unique<Item>(_ items: [Item], keys: UnsafeBufferPointer<Int>, isRepeat: (Item, Item) -> Bool,
                                     onRepeat: ((Item, Item) -> Void)?) -> [Item] {
        var dropped: [Bool] = []
        func repeatsKept(_ index: Int, _ earlier: Int) -> Bool {
            keys[earlier] == keys[index] && (dropped.isEmpty || !dropped[earlier]) && isRepeat(items[index], items[earlier])
        }
        func drop(_ index: Int, earlier: some Sequence<Int>) {
            if dropped.isEmpty { dropped = Array(repeating: false, count: items.count) }
            dropped[index] = true
            guard let onRepeat else { return }
            for other in earlier where keys[other] == keys[index] && isRepeat(items[index], items[other]) {
                onRepeat(items[index], items[other])
            }
        }
        if items.count <= 16 {
            for index in items.indices.dropFirst() where (0..<index).contains(where: { repeatsKept(index, $0) }) {
                drop(index, earlier: 0..<index)
            }
        } else {
            var order = Array(items.indices)
            order.sort { (keys[$0], $0) < (keys[$1], $1) }
            var groupStart = 0
            for position in order.indices {
                let index = order[position]
                if keys[index] != keys[order[groupStart]] { groupStart = position }
                if order[groupStart..<position].contains(where: { repeatsKept(index, $0) }) {
                    drop(index, earlier: order[groupStart..<position])
                }
            }
        }
        guard !dropped.isEmpty else { return items }
        return items.indices.compactMap { dropped[$0] ? nil : items[$0] }
    }

    private static func quickKey(_ variable: Variable) -> Int {
        variable.name.utf8.count << 1 | (variable.isStatic ? 1 : 0)
    }

    private static func isRepeat(_ variable: Variable, _ other: Variable) -> Bool {
        variable.isStatic == other.isStatic && variable.name == other.name
            && equalIgnoringBlanks(comparedType(of: variable), comparedType(of: other))
    }

    /// Sourcery's parsed type: as written, a nested type's name qualified when it was declared before
    /// the variable (`var pet: Pet` is `User.Pet` in the `User` that nests `Pet`, `Pet` in another
    /// declaration of `User`: two variables), else the guess from the initializer (`static let b =
    /// hasOne(B.self)` and `static let b = belongsTo(B.self)` in GRDB's private `A` in two test files).
    private static func comparedType(of variable: Variable) -> String {
        variable.typeName.written
    }

    /// The parameter count, the kind, the call name's length, `static` and `class`.
    private static func quickKey(_ method: Method) -> Int {
        let flags = (method.isStatic ? 1 : 0) | (method.isClass ? 2 : 0)
        if method.isDeinitializer { return -1 - flags }
        let length = method.isInitializer ? 0 : method.identifier.utf8.count
        return (length << 12 | method.parameters.count << 3) | (method.isInitializer ? 4 : 0) | flags
    }

    /// Sourcery's method name (blanks ignored), `static` and `class`; the selector is compared first.
    private static func haveSameName(_ method: Method, _ other: Method, _ names: inout MethodNames) -> Bool {
        method.isStatic == other.isStatic && method.isClass == other.isClass && method.hasSameSelector(as: other)
            && (method.hasSameNameParts(as: other) || equalIgnoringBlanks(names[method], names[other]))
    }

    /// The names of one type's methods compared so far: `Method.name` is built on each read, and a
    /// method with overloads is compared with each (building them anew cost 1% of a scan of swift-nio).
    fileprivate struct MethodNames {
        private var names: [ObjectIdentifier: String] = [:]

        subscript(method: Method) -> String {
            mutating get {
                if let name = names[ObjectIdentifier(method)] { return name }
                let name = method.name
                names[ObjectIdentifier(method)] = name
                return name
            }
        }
    }

    /// Sourcery's `uniqueSubscriptFilter`: equal parameters, result type and access levels. So a
    /// protocol's requirement and its default implementation, both public, are one subscript.
    private static func isRepeat(_ item: Subscript, _ other: Subscript) -> Bool {
        item.parameters.count == other.parameters.count && item.readAccess == other.readAccess
            && item.writeAccess == other.writeAccess
            && equalIgnoringBlanks(item.returnTypeName.written, other.returnTypeName.written)
            && zip(item.parameters, other.parameters).allSatisfy(areEqual)
    }

    /// Sourcery's `MethodParameter ==`: label, name, parsed type (blanks ignored), `inout`, `...`,
    /// default value and annotations.
    private static func areEqual(_ parameter: MethodParameter, _ other: MethodParameter) -> Bool {
        parameter.argumentLabel == other.argumentLabel && parameter.name == other.name
            && parameter.inout == other.inout && parameter.isVariadic == other.isVariadic
            && parameter.defaultValue == other.defaultValue && parameter.annotations == other.annotations
            && equalIgnoringBlanks(parameter.typeName.written, other.typeName.written)
    }

    /// `compact(first) == compact(second)` (the dump's comparison form), byte by byte: bytes that
    /// differ where both are ASCII decide alone, only other text needs the strings compared.
    private static func equalIgnoringBlanks(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        // Over the UTF-8 buffers: a String's byte iterator costs several times as much a byte.
        var (left, right) = (first, second)
        let verdict = left.withUTF8 { left in right.withUTF8 { right in equalIgnoringBlanks(left, right) } }
        return verdict ?? (Composer.compact(first) == Composer.compact(second))
    }

    /// Blanks skipped: true when every byte matches, false when the first bytes that differ are both
    /// ASCII (an end counts as ASCII), nil when only the whole texts can tell.
    private static func equalIgnoringBlanks(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
        var (i, j) = (0, 0)
        while true {
            while i < left.count, Bytes.isBlank(left[i]) { i += 1 }
            while j < right.count, Bytes.isBlank(right[j]) { j += 1 }
            let a: UInt8? = i < left.count ? left[i] : nil
            let b: UInt8? = j < right.count ? right[j] : nil
            if a != b { return a ?? 0 < 0x80 && b ?? 0 < 0x80 ? false : nil }
            if a == nil { return true }
            i += 1
            j += 1
        }
    }
}
