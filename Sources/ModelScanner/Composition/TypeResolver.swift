/// Resolves type names to scanned types on first use: `variable.type`, element types, parameter
/// and return types. Composition only attaches each name to this context (cheap); a template that
/// never reads `*.type` never pays for resolution.
final class ResolutionContext {
    // `@exclusivity(unchecked)`: see `SwiftType`.
    @exclusivity(unchecked) private(set) var typesByName: [String: SwiftType]
    @exclusivity(unchecked) private var typealiases: [Typealias]
    /// Built on first use (most templates never follow an alias).
    private lazy var typealiasesByName: [String: Typealias] =
        Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
    }

    /// The scanned type a name refers to, looked up from the innermost scope outwards.
    func lookup(_ name: String, in scope: SwiftType?) -> SwiftType? {
        var container = scope
        var steps = 0
        while let current = container, steps < 64 {
            if !current.containedTypes.isEmpty, let found = typesByName["\(current.name).\(name)"] { return found }
            container = current.parent
            steps += 1
        }
        return typesByName[name]
    }

    /// The type a name refers to (Sourcery's rules: nil for tuples and closures, the generic base
    /// for `Box<T>` and collections), and the aliased name when a typealias was followed.
    func resolve(_ typeName: TypeName, in scope: SwiftType?) -> (SwiftType?, TypeName?) {
        guard !typeName.isUnknown else { return (nil, nil) }
        if let simple = ResolutionContext.simpleName(typeName.name) {
            if let found = lookup(simple, in: scope) { return (found, nil) }
            return resolveAlias(simple, of: typeName, in: scope)
        }
        if typeName.tuple != nil || typeName.closure != nil { return (nil, nil) }
        if let generic = typeName.generic { return (lookup(generic.name, in: scope), nil) }
        var name = typeName.unwrappedTypeName
        for specifier in typeName.shape.specifiers where name.hasPrefix(specifier + " ") {
            name = String(name.dropFirst(specifier.count + 1))
        }
        if let found = lookup(name, in: scope) { return (found, nil) }
        return resolveAlias(name, of: typeName, in: scope)
    }

    private func resolveAlias(_ name: String, of typeName: TypeName, in scope: SwiftType?) -> (SwiftType?, TypeName?) {
        guard !typealiasesByName.isEmpty,
              let alias = typealiasesByName[name] ?? scope.flatMap({ typealiasesByName["\($0.name).\(name)"] }),
              alias.typeName !== typeName, depth < ResolutionContext.maximumDepth else {
            return (nil, nil)
        }
        depth += 1
        defer { depth -= 1 }
        let resolved = alias.typeName.resolvedType
        let aliased = alias.typeName.actualTypeName ?? alias.typeName
        return (resolved, aliased.name != typeName.name ? aliased : nil)
    }

    /// `Foo`, `Foo.Bar`, `Foo?`, `Foo!` → the name without `?`/`!`; nil for anything with structure.
    static func simpleName(_ name: String) -> String? {
        var count = 0
        var suffix = 0
        for byte in name.utf8 {
            if suffix > 0 { return nil }
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
                suffix += 1
            } else if !(Lexer.isIdentifierContinue(byte) || byte == UInt8(ascii: ".")) {
                return nil
            }
            count += 1
        }
        guard count > suffix else { return nil }
        return suffix == 0 ? name : String(name.dropLast())
    }

    /// Attaches every name of the model to this context, and qualifies plain references to
    /// directly nested types (`Kind` inside `Message` becomes `Message.Kind`, as in Sourcery).
    func attach(types: [SwiftType], functions: [Method], typealiases: [Typealias]) {
        for type in types {
            let nested = type.containedTypes
            for variable in type.rawVariables {
                var typeName = variable.typeName
                if !nested.isEmpty, let name = qualified(typeName, in: type, nested: nested) {
                    variable.typeName = name
                    typeName = name
                }
                typeName.attach(self, scope: type)
            }
            for method in type.rawMethods { attach(method, in: type, nested: nested) }
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
        for function in functions { attach(function, in: nil, nested: []) }
        for alias in typealiases { alias.typeName.attach(self, scope: alias.parent) }
    }

    private func attach(_ method: Method, in type: SwiftType?, nested: [SwiftType]) {
        for parameter in method.parameters {
            var typeName = parameter.typeName
            if let type, !nested.isEmpty, let name = qualified(typeName, in: type, nested: nested) {
                parameter.typeName = name
                typeName = name
            }
            typeName.attach(self, scope: type)
        }
        method.returnTypeName.attach(self, scope: type)
    }

    /// `Parent.Name` for a plain reference to a type nested in `type`; nil when nothing changes.
    private func qualified(_ typeName: TypeName, in type: SwiftType, nested: [SwiftType]) -> TypeName? {
        let name = typeName.name
        let length = name.utf8.count
        guard nested.contains(where: { $0.localName.utf8.count == length && $0.localName == name }),
              !typeName.isUnknown, typeName.attributeList.isEmpty else { return nil }
        return TypeName("\(type.name).\(typeName.name)")
    }
}
