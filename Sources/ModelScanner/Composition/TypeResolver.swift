/// Resolves type names to scanned types (`variable.type`, element types, parameter and return
/// types) and qualifies plain references to directly nested types, as Sourcery does.
struct TypeResolver {
    let typesByName: [String: SwiftType]
    let typealiasesByName: [String: Typealias]

    /// Element types are resolved this deep at most (type names can nest without limit).
    private static let maximumDepth = 16

    init(typesByName: [String: SwiftType], typealiases: [Typealias]) {
        self.typesByName = typesByName
        self.typealiasesByName = Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func resolveMembers(of types: [SwiftType], functions: [Method]) {
        for type in types {
            for variable in type.rawVariables {
                variable.typeName = qualified(variable.typeName, in: type)
                variable.type = resolve(variable.typeName, in: type)
            }
            for method in type.rawMethods {
                resolve(method, in: type)
            }
            for item in type.rawSubscripts {
                for parameter in item.parameters { parameter.type = resolve(parameter.typeName, in: type) }
                item.returnType = resolve(item.returnTypeName, in: type)
            }
            for enumCase in type.cases {
                for value in enumCase.associatedValues { value.type = resolve(value.typeName, in: type) }
            }
            for associatedType in type.associatedTypes.values {
                associatedType.type = associatedType.typeName.flatMap { resolve($0, in: type) }
            }
            for alias in type.typealiases.values { alias.type = resolve(alias.typeName, in: type) }
        }
        for function in functions { resolve(function, in: nil) }
        for alias in typealiasesByName.values where alias.parent == nil { alias.type = resolve(alias.typeName, in: nil) }
    }

    private func resolve(_ method: Method, in type: SwiftType?) {
        for parameter in method.parameters {
            if let type { parameter.typeName = qualified(parameter.typeName, in: type) }
            parameter.type = resolve(parameter.typeName, in: type)
        }
        method.returnType = method.isInitializer ? type : resolve(method.returnTypeName, in: type)
    }

    /// `Kind` written inside `Message`, where `Message.Kind` exists, becomes `Message.Kind`.
    private func qualified(_ typeName: TypeName, in type: SwiftType) -> TypeName {
        guard !typeName.isUnknown, typeName.attributes.isEmpty,
              type.containedTypes.contains(where: { $0.localName == typeName.name }) else { return typeName }
        return TypeName("\(type.name).\(typeName.name)")
    }

    /// The scanned type a name refers to, looked up from the innermost scope outwards.
    func lookup(_ name: String, in scope: SwiftType?) -> SwiftType? {
        var container = scope
        var steps = 0
        while let current = container, steps < 64 {
            if let found = typesByName["\(current.name).\(name)"] { return found }
            container = current.parent
            steps += 1
        }
        return typesByName[name]
    }

    /// Sets element, key, value and generic argument types, and returns the type itself.
    @discardableResult
    func resolve(_ typeName: TypeName, in scope: SwiftType?, depth: Int = 0) -> SwiftType? {
        guard depth < TypeResolver.maximumDepth, !typeName.isUnknown else { return nil }
        if let array = typeName.array {
            array.elementType = resolve(array.elementTypeName, in: scope, depth: depth + 1)
        }
        if let dictionary = typeName.dictionary {
            dictionary.keyType = resolve(dictionary.keyTypeName, in: scope, depth: depth + 1)
            dictionary.valueType = resolve(dictionary.valueTypeName, in: scope, depth: depth + 1)
        }
        if let set = typeName.set {
            set.elementType = resolve(set.elementTypeName, in: scope, depth: depth + 1)
        }
        if let tuple = typeName.tuple {
            for element in tuple.elements { element.type = resolve(element.typeName, in: scope, depth: depth + 1) }
            return nil
        }
        if let closure = typeName.closure {
            for parameter in closure.parameters { parameter.type = resolve(parameter.typeName, in: scope, depth: depth + 1) }
            closure.returnType = resolve(closure.returnTypeName, in: scope, depth: depth + 1)
            return nil
        }
        if let generic = typeName.generic {
            for parameter in generic.typeParameters {
                parameter.type = resolve(parameter.typeName, in: scope, depth: depth + 1)
            }
            return lookup(generic.name, in: scope)
        }
        var name = typeName.unwrappedTypeName
        for specifier in typeName.shape.specifiers where name.hasPrefix(specifier + " ") {
            name = String(name.dropFirst(specifier.count + 1))
        }
        if let found = lookup(name, in: scope) { return found }
        if let alias = typealiasesByName[name] ?? scope.flatMap({ typealiasesByName["\($0.name).\(name)"] }) {
            if alias.typeName.name != typeName.name, typeName.actualTypeName == nil {
                typeName.actualTypeName = alias.typeName
            }
            return depth + 1 < TypeResolver.maximumDepth ? resolve(alias.typeName, in: alias.parent, depth: depth + 1) : nil
        }
        return nil
    }
}
