import ModelScanner
import StencilLite

/// Sourcery's filters over model objects: kinds, relationships, access levels, member roles, annotations.
enum ModelFilters {
    /// Registers every model filter (and its `!` negation) into `extension`.
    static func register(into extension: inout Extension) {
        registerKinds(into: &`extension`)
        registerRelationships(into: &`extension`)
        registerAccessLevels(into: &`extension`)
        registerMemberRoles(into: &`extension`)
        `extension`.registerBoolFilter("annotated") { text in
            let query = AnnotationQuery(text)
            return { value in
                // A variable first, by its class: what `annotated:` filters most (`storedVariables|!annotated:"ignore"`),
                // and a class cast is ~4 times cheaper than the protocol's conformance look-up.
                if let variable = value as? ModelScanner.Variable { return query.matches(variable.annotations) }
                return (value as? AnnotatedDeclaration).map { query.matches($0.annotations) }
            }
        }
    }

    private static func registerKinds(into extension: inout Extension) {
        for kind in [TypeKind.struct, .enum, .protocol, .extension] {
            `extension`.registerBoolFilter(kind.rawValue) { value in
                (value as? SwiftType).map { kind == .extension ? $0.isExtension : $0.kind == kind }
            }
        }
        `extension`.registerBoolFilter("class") { value in
            if let type = value as? SwiftType { return type.kind == .class }
            return (value as? Method)?.isClass
        }
    }

    private static func registerRelationships(into extension: inout Extension) {
        let relations: [(String, TypesCollection.Relation)] = [("implements", .implementing), ("inherits", .inheriting), ("based", .based)]
        for (name, relation) in relations {
            `extension`.registerBoolFilter(name) { other in
                { value in referencedType(value).map { $0?.isRelated(to: other, by: relation) ?? false } }
            }
        }
        `extension`.registerBoolFilter("extends") { other in
            { value in referencedType(value).map { $0.map { $0.isExtension && $0.name == other } ?? false } }
        }
    }

    /// A type itself, or the type a typed declaration refers to; nil (not applicable) for other values.
    private static func referencedType(_ value: Any) -> SwiftType?? {
        if let type = value as? SwiftType { return .some(type) }
        if let reference = value as? TypeReference { return .some(reference.referencedType) }
        return nil
    }

    private static func registerAccessLevels(into extension: inout Extension) {
        for level in [AccessLevel.open, .public, .package, .internal, .fileprivate, .private] {
            `extension`.registerBoolFilter(level.rawValue) { value in
                if let type = value as? SwiftType { return type.accessLevel == level }
                return (value as? Method).map { $0.accessLevel == level }
            }
            // As in Sourcery, `!publicGet`/`!publicSet` also leave out variables without that accessor.
            `extension`.registerBoolFilter(level.rawValue + "Get", { value in
                (value as? ModelScanner.Variable).map { $0.readAccess == level }
            }, negation: { value in
                (value as? ModelScanner.Variable).map { $0.readAccess != .none && $0.readAccess != level }
            })
            `extension`.registerBoolFilter(level.rawValue + "Set", { value in
                (value as? ModelScanner.Variable).map { $0.writeAccess == level }
            }, negation: { value in
                (value as? ModelScanner.Variable).map { $0.writeAccess != .none && $0.writeAccess != level }
            })
        }
    }

    private static func registerMemberRoles(into extension: inout Extension) {
        `extension`.registerBoolFilter("computed") { value in (value as? ModelScanner.Variable).map { $0.isComputedForSourcery && !$0.isStatic } }
        `extension`.registerBoolFilter("stored") { value in (value as? ModelScanner.Variable).map { !$0.isComputedForSourcery && !$0.isStatic } }
        `extension`.registerBoolFilter("tuple") { value in (value as? ModelScanner.Variable)?.isTuple }
        `extension`.registerBoolFilter("optional") { value in (value as? ModelScanner.Variable)?.isOptional }
        `extension`.registerBoolFilter("initializer") { value in (value as? Method)?.isInitializer }
        `extension`.registerBoolFilter("static") { value in
            if let variable = value as? ModelScanner.Variable { return variable.isStatic }
            return (value as? Method)?.isStatic
        }
        `extension`.registerBoolFilter("instance") { value in
            if let variable = value as? ModelScanner.Variable { return !variable.isStatic }
            return (value as? Method).map { !$0.isStatic && !$0.isClass }
        }
        `extension`.registerBoolFilter("definedInExtension") { value in
            (value as? MemberDeclaration).map { $0.definedInType?.isExtension ?? false }
        }
    }
}
