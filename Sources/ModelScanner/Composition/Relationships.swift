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

    /// Where a type is in the depth-first walk.
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

    /// Relates every type, bases first, without recursion (inheritance chains may be long), into
    /// one value per record of the table (`count` of them, by `TypeID`). A type is marked on the
    /// stack only when its bases are pushed, so a base pushed by two types (`A: P, Q` with `Q: P`)
    /// is related before either links it; only a real cycle (invalid Swift) finds a base still on
    /// the stack.
    func resolve(_ types: [SwiftType], count: Int) -> [TypeRelations] {
        var walk = Walk(relations: Array(repeating: TypeRelations(), count: count),
                        states: Array(repeating: .unvisited, count: count))
        for type in types {
            walk.relations[type.id.index].declaredInheritedTypes = type.inheritedTypes
            resolveRawType(type)
        }
        var stack: [(type: SwiftType, bases: [SwiftType?]?)] = []
        for root in types where walk.states[root.id.index] == .unvisited {
            if root.inheritedTypes.isEmpty {
                walk.states[root.id.index] = .done
                continue
            }
            stack.append((root, nil))
            while let (type, bases) = stack.popLast() {
                if let bases {
                    link(type, bases: bases, &walk)
                    walk.states[type.id.index] = .done
                    continue
                }
                guard walk.states[type.id.index] == .unvisited else { continue }
                walk.states[type.id.index] = .onStack
                let known = type.inheritedTypes.map(baseType(named:))
                stack.append((type, known))
                for case let base? in known where walk.states[base.id.index] == .unvisited {
                    stack.append((base, nil))
                }
            }
        }
        return walk.relations
    }

    /// The relationships built so far and each record's place in the walk, by `TypeID.index`.
    private struct Walk {
        var relations: [TypeRelations]
        var states: [State]

        func isDone(_ type: SwiftType) -> Bool { states[type.id.index] == .done }
    }

    /// Copies the (already resolved) relationships of each known base into `type`'s. A base that
    /// is not resolved yet inherits from `type` (circular inheritance, invalid Swift) and is left
    /// out, so no type is its own base.
    private func link(_ type: SwiftType, bases: [SwiftType?], _ walk: inout Walk) {
        let rawTypeName = inheritedRawTypeName(of: type, declared: walk.relations[type.id.index].declaredInheritedTypes)
        var based = [String: String](minimumCapacity: type.inheritedTypes.count)
        for name in type.inheritedTypes where name != rawTypeName { based[name] = name }
        var basedTypes: [String: TypeID] = [:]
        var inherits: [String: TypeID] = [:]
        var implements: [String: TypeID] = [:]
        var mergedBased = false
        for case let base? in bases where base !== type && walk.isDone(base) && base.name != rawTypeName {
            let relations = walk.relations[base.id.index]
            if !relations.based.isEmpty {
                based.merge(relations.based) { first, _ in first }
                mergedBased = true
            }
            if !relations.basedTypes.isEmpty { basedTypes.merge(relations.basedTypes) { first, _ in first } }
            if !relations.inherits.isEmpty { inherits.merge(relations.inherits) { first, _ in first } }
            if !relations.implements.isEmpty { implements.merge(relations.implements) { first, _ in first } }
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
        walk.relations[type.id.index].based = based
        walk.relations[type.id.index].basedTypes = basedTypes
        walk.relations[type.id.index].inherits = inherits
        walk.relations[type.id.index].implements = implements
        // Sourcery looks the first inherited name up as written, so a generic superclass
        // (`class C: Base<Int>`) is inherited but no `supertype`.
        if type.kind == .class, let first = bases.first, let base = first, base.kind == .class, base !== type,
           walk.isDone(base), typesByName[type.inheritedTypes[0]] === base {
            walk.relations[type.id.index].supertype = base.id
        }
    }

    /// The raw type an enum's inherited names gave it (`enum E: String, CodingKey`). Sourcery's
    /// enum never has it in `based` (its setter drops it), so a second `String` (a same-named
    /// declaration merged in, as in two test files) stays in `inheritedTypes` but is no base.
    private func inheritedRawTypeName(of type: SwiftType, declared: [String]) -> String? {
        guard type.kind == .enum, type.inheritedTypes.count < declared.count else { return nil }
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
