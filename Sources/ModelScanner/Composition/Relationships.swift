/// Sourcery's relationships, transitive through superclasses and protocol inheritance:
/// `based`, `basedTypes`, `inherits`, `implements`, `supertype`, and enum raw types.
struct Relationships {
    let typesByName: [String: SwiftType]
    /// What an enum's first inherited name is looked up in, exactly as written, to decide whether
    /// it is a raw type (Sourcery's type map, `AssociatedTypeStandIns.typeMap`).
    let rawTypeCandidates: [String: SwiftType]

    init(typesByName: [String: SwiftType], rawTypeCandidates: [String: SwiftType]) {
        self.typesByName = typesByName
        self.rawTypeCandidates = rawTypeCandidates
    }

    /// Where a type is in the depth-first walk (kept on the type: no set of visited types; each
    /// type is composed once).
    enum State { case unvisited, onStack, done }

    /// The scanned type an inherited name refers to (`Base<Int>` → `Base`), or the composition
    /// named as written (`A & B`).
    func baseType(named name: String) -> SwiftType? {
        if Relationships.isBare(name) { return typesByName[name] }
        return typesByName[Parser.strippingGenericArguments(name)] ?? typesByName[name]
    }

    /// Without `<` or blanks there is nothing to strip (checked on the bytes in place).
    private static func isBare(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 == UInt8(ascii: "<") || Bytes.isBlank($0) } } ?? false
    }

    /// Resolves every type, bases first, without recursion (inheritance chains may be long).
    /// A type is marked on the stack only when its bases are pushed, so a base pushed by two
    /// types (`A: P, Q` with `Q: P`) is resolved before either links it; only a real cycle
    /// (invalid Swift) finds a base still on the stack.
    func resolve(_ types: [SwiftType]) {
        for type in types {
            type.declaredInheritedTypes = type.inheritedTypes
            resolveRawType(type)
        }
        var stack: [(type: SwiftType, bases: [SwiftType?]?)] = []
        for root in types where root.relationshipState == .unvisited {
            if root.inheritedTypes.isEmpty {
                root.relationshipState = .done
                continue
            }
            stack.append((root, nil))
            while let (type, bases) = stack.popLast() {
                if let bases {
                    link(type, bases: bases)
                    type.relationshipState = .done
                    continue
                }
                guard type.relationshipState == .unvisited else { continue }
                type.relationshipState = .onStack
                let known = type.inheritedTypes.map(baseType(named:))
                stack.append((type, known))
                for case let base? in known where base.relationshipState == .unvisited {
                    stack.append((base, nil))
                }
            }
        }
    }

    /// Copies the (already resolved) relationships of each known base into `type`. A base that is
    /// not resolved yet inherits from `type` (circular inheritance, invalid Swift) and is left out,
    /// so the relationships never form a reference cycle.
    private func link(_ type: SwiftType, bases: [SwiftType?]) {
        let rawTypeName = inheritedRawTypeName(of: type)
        var based = [String: String](minimumCapacity: type.inheritedTypes.count)
        for name in type.inheritedTypes where name != rawTypeName { based[name] = name }
        var basedTypes: [String: TypeID] = [:]
        var inherits: [String: TypeID] = [:]
        var implements: [String: TypeID] = [:]
        var mergedBased = false
        for case let base? in bases where base !== type && base.relationshipState == .done && base.name != rawTypeName {
            if !base.based.isEmpty {
                based.merge(base.based) { first, _ in first }
                mergedBased = true
            }
            if !base.basedTypeIDs.isEmpty { basedTypes.merge(base.basedTypeIDs) { first, _ in first } }
            if !base.inheritsIDs.isEmpty { inherits.merge(base.inheritsIDs) { first, _ in first } }
            if !base.implementsIDs.isEmpty { implements.merge(base.implementsIDs) { first, _ in first } }
            basedTypes[base.name] = base.id
            switch base.kind {
            case .class:
                inherits[base.name] = base.id
            case .protocol, .protocolComposition:
                implements[base.name] = base.id
                if type.kind == .protocol, !base.associatedTypes.isEmpty {
                    type.associatedTypes.merge(base.associatedTypes) { first, _ in first }
                }
            default:
                break
            }
        }
        if mergedBased || type.inheritedTypes.contains(type.name) { based.removeValue(forKey: type.name) }
        if mergedBased, let rawTypeName { based.removeValue(forKey: rawTypeName) }
        if !inherits.isEmpty { inherits.removeValue(forKey: type.name) }
        if !implements.isEmpty { implements.removeValue(forKey: type.name) }
        type.based = based
        type.basedTypeIDs = basedTypes
        type.inheritsIDs = inherits
        type.implementsIDs = implements
        // Sourcery looks the first inherited name up as written, so a generic superclass
        // (`class C: Base<Int>`) is inherited but no `supertype`.
        if type.kind == .class, let first = bases.first, let base = first, base.kind == .class, base !== type,
           base.relationshipState == .done, typesByName[type.inheritedTypes[0]] === base {
            type.supertypeID = base.id
        }
    }

    /// The raw type an enum's inherited names gave it (`enum E: String, CodingKey`). Sourcery's
    /// enum never has it in `based` (its setter drops it), so a second `String` (a same-named
    /// declaration merged in, as in two test files) stays in `inheritedTypes` but is no base.
    private func inheritedRawTypeName(of type: SwiftType) -> String? {
        guard type.kind == .enum, type.inheritedTypes.count < type.declaredInheritedTypes.count else { return nil }
        return type.rawTypeName?.name
    }

    private func isProtocolOrComposition(_ type: SwiftType?) -> Bool {
        type?.kind == .protocol || type?.kind == .protocolComposition
    }

    /// An enum's raw type: its `rawValue` variable's type, else the first inherited name when the
    /// enum has cases without associated values and that name, as written, is not a protocol in
    /// Sourcery's type map (where `Sendable` is unknown even when an `associatedtype X: Sendable`
    /// makes it a protocol that types implement: Sourcery's `enum E: Sendable` has the raw type
    /// `Sendable`).
    private func resolveRawType(_ type: SwiftType) {
        guard type.kind == .enum else { return }
        if let rawValue = type.rawVariables.first(where: { $0.name == "rawValue" && !$0.isStatic }),
           !rawValue.typeName.isUnknown {
            type.rawTypeName = rawValue.typeName
        } else if let first = type.inheritedTypes.first, !type.cases.isEmpty, !type.hasAssociatedValues,
                  !isProtocolOrComposition(rawTypeCandidates[first]) {
            type.rawTypeName = TypeName(first)
            type.inheritedTypes.removeFirst()
        }
    }
}
