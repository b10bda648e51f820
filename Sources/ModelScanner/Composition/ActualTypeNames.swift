/// Sourcery 2.3.0's type-name resolution (`ParserResultsComposed.resolveType`): the name a
/// written name stands for (`actualTypeName`) and the scanned type it refers to.
///
/// A name's base (the generic base for `Box<T>`, `Array`/`Dictionary` for collections) resolves
/// globally first, then through typealiases, then `Self` and the enclosing types from the inside
/// out (`Inner` in `A` is `A.Inner`). `actualTypeName` is set whenever that changes the name, and
/// for a collection, generic, tuple or function type also whenever one of its parts resolves to a
/// changed name (an array also when its element is a scanned type). Sourcery makes that name from
/// its parts' text (`TypeName(name:)`), never re-spelled: `From.Children<To>` with `To` constrained
/// to `Model` is `From.Children<(Model)>`, though a member type's arguments written so read `Model`.
extension ModelTable {
    /// The type a name refers to (nil for tuples and function types), and its actual name when it
    /// differs from the written one.
    func resolve(_ typeName: TypeName, in scope: SwiftType?) -> (SwiftType?, TypeName?) {
        guard !typeName.isUnknown else { return (nil, nil) }
        let shape = typeName.shape
        // Most names in an app's models name no scanned type (`String`, `Date?`): a name found to
        // resolve to nothing in any scope needs no more look-ups.
        if !shape.hasForms, unresolvableNames[typeName.name] == shape.unwrapped, constrainedName(typeName, in: scope) == nil {
            return (nil, nil)
        }
        let suffix = shape.optional == .none ? "" : "?"
        let retrieved = globalName(for: shape.generic?.name ?? shape.unwrapped, in: scope)
        // The structure comes from the alias target when a typealias was followed.
        let structure = retrieved?.alias?.typeName.shape ?? shape
        var actual: TypeName?
        if let tuple = structure.tuple {
            if retrieved != nil || tuple.elements.contains(where: { $0.typeName.actualTypeName != nil }) {
                let elements = tuple.elements.map { ($0.typeName.actualTypeName ?? $0.typeName).asSource }
                actual = TypeName(verbatim: "(\(elements.joined(separator: ", ")))" + suffix)
            }
            return (nil, changed(actual, retrieved, suffix, from: shape))
        } else if let array = structure.array {
            let element = array.elementTypeName
            if retrieved != nil || element.actualTypeName != nil || element.resolvedType != nil {
                actual = TypeName(verbatim: "[\((element.actualTypeName ?? element).asSource)]" + suffix)
            }
        } else if let dictionary = structure.dictionary {
            let key = dictionary.keyTypeName
            let value = dictionary.valueTypeName
            if retrieved != nil || key.actualTypeName != nil || value.actualTypeName != nil {
                actual = TypeName(verbatim: "[\((key.actualTypeName ?? key).asSource): \((value.actualTypeName ?? value).asSource)]" + suffix)
            }
        } else if let closure = structure.closure {
            if retrieved != nil || closure.returnTypeName.actualTypeName != nil
                || closure.parameters.contains(where: { $0.typeName.actualTypeName != nil }) {
                actual = TypeName(closure.asSource + suffix, shapedAs: retrieved?.alias?.typeName ?? typeName)
            }
            return (nil, changed(actual, retrieved, suffix, from: shape))
        } else if let generic = structure.generic {
            let parameters = generic.typeParameters.map(\.typeName)
            if retrieved != nil || parameters.contains(where: { $0.actualTypeName != nil }) {
                let base = retrieved.map { $0.alias == nil ? $0.name : $0.alias?.typeName.resolvedType?.name ?? generic.name } ?? generic.name
                let arguments = parameters.map { ($0.actualTypeName ?? $0).asSource }.joined(separator: ", ")
                actual = TypeName(verbatim: "\(base)<\(arguments)>" + suffix)
            }
        }
        if let (standIn, constrained) = constrainedName(typeName, in: scope) { return (standIn, constrained) }
        let final = changed(actual, retrieved, suffix, from: shape)
        let lookup = final?.shape ?? shape
        let written = lookup.generic?.name ?? lookup.unwrapped
        if let type = visibleType(named: written, from: typeName) { return (type, final) }
        // A typealias's target naming an associated type (`typealias Body = _Body`) has its stand-in
        // as the type, as the name itself would.
        if retrieved?.alias != nil, let standIn = associatedStandIn(named: written, around: scope) {
            return (standIn, final)
        }
        // Nothing has the name: Sourcery replaces alias names in it (`AliasesByName`), then takes
        // any alias so named, wherever nested, as the name (`?` dropped). The actual name is the
        // target as written (a copy: Sourcery's shared object makes `typealias Failure = Failure`
        // its own).
        guard let identifier = aliasNamesReplaced(in: written) else {
            return (names.typesByName[written] ?? names.typesByName[typeName.name], final)
        }
        if visibleType(named: identifier, from: typeName) == nil, let alias = lastResortAlias(named: identifier) {
            return (names.typesByName[alias.typeName.name] ?? names.typesByName[typeName.name], TypeName(targetOfAliasByName: alias))
        }
        let type = names.typesByName[identifier] ?? names.typesByName[typeName.name]
        if type == nil, final == nil, !shape.hasForms, isUnresolvableInAnyScope(written) {
            unresolvableNames[typeName.name] = written
        }
        return (type, final)
    }

    /// Whether a name without form that resolved to nothing here does so in any scope and also as
    /// (or outside) a typealias's target: no type has the name (not even an extension, which only
    /// a target's look-up skips), no enclosing type can nest it or have it as an associated type,
    /// and no typealias chain was cut short (outside one, `finalAlias` always looks).
    private func isUnresolvableInAnyScope(_ name: String) -> Bool {
        isOutermostResolution && name != "Self" && names.typesByName[name] == nil && !nestedNameEnds.contains(name)
            && names.associatedTypeDeclarationCounts[name] != 1
    }

    /// The type of that name Sourcery's map holds: alias targets resolve before extensions join it,
    /// so there an extension's name (`extension Array`) is not found.
    private func visibleType(named name: String, from typeName: TypeName) -> SwiftType? {
        guard let type = names.typesByName[name], !(type.isExtension && typeName.isInAliasTarget) else { return nil }
        return type
    }

    /// The actual name: the one a structure gave, else the retrieved one where its base differs.
    private func changed(_ actual: TypeName?, _ retrieved: (name: String, alias: Typealias?)?, _ suffix: String,
                         from shape: TypeNameShape) -> TypeName? {
        if let actual { return actual }
        guard let retrieved, retrieved.name != shape.unwrapped else { return nil }
        return TypeName(retrieved.name + suffix)
    }

    /// Sourcery's `resolveGlobalName`: the global name a plain name stands for, and the typealias
    /// followed to it.
    private func globalName(for name: String, in scope: SwiftType?) -> (name: String, alias: Typealias?)? {
        if let type = names.typesByName[name], !type.isExtension { return (type.name, nil) }
        if let alias = finalAlias(named: name) {
            return (alias.typeName.resolvedType?.name ?? alias.typeName.name, alias)
        }
        guard let scope else { return nil }
        if name == "Self" { return (scope.name, nil) }
        // Most names are neither nested in any type nor an associated type's: no walk out, and no
        // `Container.name` built for each enclosing type (9 M instructions of preparing swift-nio).
        let mayBeNested = nestedNameEnds.contains(name)
        let mayBeAssociated = names.associatedTypeDeclarationCounts[name] == 1
        guard mayBeNested || mayBeAssociated else { return nil }
        var container: SwiftType? = scope
        var steps = 0
        while let current = container, steps < 64 {
            if mayBeNested, !self[nestingOf: current.id].contained.isEmpty || !current.typealiases.isEmpty,
               let found = globalName(for: "\(current.name).\(name)", in: nil) {
                return found
            }
            if mayBeAssociated, let standIn = associatedStandIn(named: name, of: current) { return (standIn.name, nil) }
            container = self[nestingOf: current.id].parent.map { self[$0] }
            steps += 1
        }
        return nil
    }

    /// An associated type of the enclosing protocol is its stand-in (`Value` of
    /// `associatedtype Value: Sequence` is `Sequence`) where no other protocol declares the name:
    /// what Sourcery's one global map gives then, and the answer that map keeps stable.
    private func associatedStandIn(named name: String, of type: SwiftType) -> SwiftType? {
        guard names.associatedTypeDeclarationCounts[name] == 1 else { return nil }
        return (type.isExtension ? names.typesByName[type.name] : type)?.associatedTypes[name]?.standIn
    }

    /// The stand-in of an associated type so named of the scope or a type enclosing it.
    private func associatedStandIn(named name: String, around scope: SwiftType?) -> SwiftType? {
        var container = scope
        var steps = 0
        while let current = container, steps < 64 {
            if let standIn = associatedStandIn(named: name, of: current) { return standIn }
            container = self[nestingOf: current.id].parent.map { self[$0] }
            steps += 1
        }
        return nil
    }
}
