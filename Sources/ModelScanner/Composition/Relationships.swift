/// Sourcery's relationships, transitive through superclasses and protocol inheritance:
/// `based`, `basedTypes`, `inherits`, `implements`, `supertype`, and enum raw types.
struct Relationships {
    let typesByName: [String: SwiftType]
    private var done = Set<ObjectIdentifier>()

    init(typesByName: [String: SwiftType]) {
        self.typesByName = typesByName
    }

    /// The scanned type an inherited name refers to (`Base<Int>` → `Base`).
    func baseType(named name: String) -> SwiftType? {
        let bare = Parser.strippingGenericArguments(name)
        return typesByName[bare]
    }

    /// Resolves every type, bases first, without recursion (inheritance chains may be long).
    mutating func resolve(_ types: [SwiftType]) {
        for type in types {
            type.declaredInheritedTypes = type.inheritedTypes
            resolveRawType(type)
        }
        var stack: [(type: SwiftType, expanded: Bool)] = []
        var onStack = Set<ObjectIdentifier>()
        for root in types where !done.contains(ObjectIdentifier(root)) {
            if root.inheritedTypes.isEmpty {
                done.insert(ObjectIdentifier(root))
                continue
            }
            stack.append((root, false))
            onStack.insert(ObjectIdentifier(root))
            while let (type, expanded) = stack.popLast() {
                if expanded {
                    link(type)
                    done.insert(ObjectIdentifier(type))
                    onStack.remove(ObjectIdentifier(type))
                    continue
                }
                stack.append((type, true))
                for name in type.inheritedTypes {
                    guard let base = baseType(named: name), base !== type else { continue }
                    let id = ObjectIdentifier(base)
                    if done.contains(id) || onStack.contains(id) { continue }
                    onStack.insert(id)
                    stack.append((base, false))
                }
            }
        }
    }

    /// Copies the (already resolved) relationships of each known base into `type`. A base that is
    /// not resolved yet inherits from `type` (circular inheritance, invalid Swift) and is left out,
    /// so the relationships never form a reference cycle.
    private func link(_ type: SwiftType) {
        for name in type.inheritedTypes { type.based[name] = name }
        for name in type.inheritedTypes {
            guard let base = baseType(named: name), base !== type, done.contains(ObjectIdentifier(base)) else { continue }
            type.based.merge(base.based) { first, _ in first }
            type.basedTypes.merge(base.basedTypes) { first, _ in first }
            type.inherits.merge(base.inherits) { first, _ in first }
            type.implements.merge(base.implements) { first, _ in first }
            type.basedTypes[base.name] = base
            switch base.kind {
            case "class":
                type.inherits[base.name] = base
            case "protocol", ProtocolCompositions.kind:
                type.implements[base.name] = base
                if type.kind == "protocol" {
                    type.associatedTypes.merge(base.associatedTypes) { first, _ in first }
                }
            default:
                break
            }
        }
        for name in [type.name] { type.based.removeValue(forKey: name) }
        type.inherits.removeValue(forKey: type.name)
        type.implements.removeValue(forKey: type.name)
        if type.kind == "class", let first = type.inheritedTypes.first, let base = baseType(named: first),
           base.kind == "class", base !== type, done.contains(ObjectIdentifier(base)) {
            type.supertype = base
        }
    }

    private func isProtocolOrComposition(_ type: SwiftType?) -> Bool {
        type?.kind == "protocol" || type?.kind == ProtocolCompositions.kind
    }

    /// An enum's raw type: its `rawValue` variable's type, else the first inherited name when the
    /// enum has cases without associated values and that name is not a scanned protocol.
    private func resolveRawType(_ type: SwiftType) {
        guard type.kind == "enum" else { return }
        if let rawValue = type.rawVariables.first(where: { $0.name == "rawValue" && !$0.isStatic }),
           !rawValue.typeName.isUnknown {
            type.rawTypeName = rawValue.typeName
        } else if let first = type.inheritedTypes.first, !type.cases.isEmpty, !type.hasAssociatedValues,
                  !isProtocolOrComposition(baseType(named: first)) {
            type.rawTypeName = TypeName(first)
            type.inheritedTypes.removeFirst()
        }
    }
}
