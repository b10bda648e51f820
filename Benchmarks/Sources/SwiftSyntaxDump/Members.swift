import SwiftSyntax

extension DeclarationWalker {
    /// One variable per binding of a `var`/`let` declaration.
    func variables(of decl: VariableDeclSyntax, in container: Container) -> [DumpVariable] {
        let annotations = annotations(anchor: decl.bindingSpecifier, attributes: decl.attributes)
        let readAccess = Modifiers.accessLevel(decl.modifiers) ?? container.defaultAccess ?? "internal"
        let setterAccess = Modifiers.setterAccessLevel(decl.modifiers)
        let isVar = decl.bindingSpecifier.tokenKind == .keyword(.var)
        let bindings = Array(decl.bindings)
        return bindings.enumerated().map { position, binding in
            let accessors = Accessors(binding.accessorBlock)
            let isComputed = container.isProtocol || (binding.initializer == nil && accessors.hasGetter)
            let isMutable = isVar && (!isComputed || accessors.hasSetter)
            var typeName = binding.typeAnnotation?.type.trimmedDescription
            if typeName == nil, let initializer = binding.initializer {
                typeName = TypeInference.typeName(of: initializer.value)
            } else if typeName == nil {
                typeName = bindings[position...].lazy.compactMap { $0.typeAnnotation?.type.trimmedDescription }.first
            }
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? binding.pattern.trimmedDescription
            return DumpVariable(
                name: name, typeName: typeName, isStatic: Modifiers.isStatic(decl.modifiers),
                isComputed: isComputed, isMutable: isMutable, isLazy: Modifiers.contains(decl.modifiers, "lazy"),
                readAccess: readAccess, writeAccess: isMutable ? setterAccess ?? readAccess : "",
                defaultValue: binding.initializer?.value.trimmedDescription,
                attributes: Modifiers.attributeNames(decl.attributes), annotations: annotations,
                typeSyntax: binding.typeAnnotation?.type,
                parsedTypeName: binding.typeAnnotation.map { qualified($0.type.trimmedDescription, in: container) })
        }
    }

    /// A `func` as a dump method.
    func method(_ decl: FunctionDeclSyntax, in container: Container) -> DumpMethod {
        let signature = decl.signature
        var method = DumpMethod(
            name: Self.fullName(decl.name.text, signature.parameterClause), shortName: decl.name.text,
            parameters: Self.parameters(signature.parameterClause),
            returnTypeName: signature.returnClause.map { qualified(Self.withoutSending($0.type), in: container) } ?? "Void",
            isStatic: Modifiers.isStatic(decl.modifiers), isInitializer: false,
            throwsError: Self.throwsError(signature.effectSpecifiers?.throwsClause),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            accessLevel: Modifiers.accessLevel(decl.modifiers) ?? container.defaultAccess ?? "internal",
            annotations: annotations(anchor: decl.name, attributes: decl.attributes))
        method.identity = identity(decl.name.text, decl.genericParameterClause, signature.parameterClause, decl.modifiers, in: container)
        method.origin = MethodOrigin(returnType: signature.returnClause?.type,
                                     whereClause: decl.genericWhereClause?.trimmedDescription.removingWhiteSpace ?? "",
                                     requirements: GenericRequirement.all(decl.genericWhereClause), syntax: Syntax(decl))
        return method
    }

    /// An `init` as a dump method returning the enclosing type.
    func method(_ decl: InitializerDeclSyntax, in container: Container) -> DumpMethod {
        let signature = decl.signature
        var method = DumpMethod(
            name: Self.fullName("init", signature.parameterClause), shortName: "init",
            parameters: Self.parameters(signature.parameterClause),
            returnTypeName: container.name + (decl.optionalMark?.text ?? ""),
            isStatic: false, isInitializer: true,
            throwsError: Self.throwsError(signature.effectSpecifiers?.throwsClause),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            accessLevel: Modifiers.accessLevel(decl.modifiers) ?? container.defaultAccess ?? "internal",
            annotations: annotations(anchor: decl.initKeyword, attributes: decl.attributes))
        // Sourcery's identifier is `init?` or `init!`, which a generic clause replaces (`init<T>`).
        let identifier = decl.genericParameterClause == nil ? "init" + (decl.optionalMark?.text ?? "") : "init"
        method.identity = identity(identifier, decl.genericParameterClause, signature.parameterClause, decl.modifiers, in: container)
        method.origin = MethodOrigin(whereClause: decl.genericWhereClause?.trimmedDescription.removingWhiteSpace ?? "", syntax: Syntax(decl))
        return method
    }

    /// A `deinit` as a dump method.
    func method(_ decl: DeinitializerDeclSyntax, in container: Container) -> DumpMethod {
        DumpMethod(
            name: "deinit", shortName: "deinit", parameters: [], returnTypeName: "Void",
            isStatic: false, isInitializer: false, throwsError: false, isAsync: false,
            accessLevel: Modifiers.accessLevel(decl.modifiers) ?? container.defaultAccess ?? "internal",
            annotations: annotations(anchor: decl.deinitKeyword, attributes: decl.attributes), identity: "deinit")
    }

    /// Sourcery names a member's type written as the bare name of a type declared earlier in the
    /// same declaration (not a protocol) with that type's full name: `-> Kind` in `Message` is `Message.Kind`.
    func qualified(_ typeText: String, in container: Container) -> String {
        guard !container.isProtocol, let nested = nestedTypes[container.index],
              let match = nested.first(where: { $0.localName == typeText }) else { return typeText }
        return match.name
    }

    /// Sourcery's method `name` (`f<T>(_ a: Kind = .x, b c: Int...)`, parameter types qualified as
    /// `qualified` does) with `static` and `class`, white space removed: methods whose identity and
    /// result type agree are one method (Sourcery's `uniqueMethodFilter`).
    private func identity(_ identifier: String, _ generics: GenericParameterClauseSyntax?, _ clause: FunctionParameterClauseSyntax,
                          _ modifiers: DeclModifierListSyntax, in container: Container) -> String {
        var text = identifier + (generics?.trimmedDescription ?? "") + "("
        for parameter in clause.parameters {
            text += parameter.firstName.text + " " + (parameter.secondName?.text ?? "") + ":"
            text += qualified(Self.withoutOwnership(parameter.type), in: container)
            text += (parameter.ellipsis == nil ? "" : "...") + (parameter.defaultValue.map { "=" + $0.value.trimmedDescription } ?? "") + ","
        }
        let isStatic = Modifiers.contains(modifiers, "static")
        let isClass = Modifiers.contains(modifiers, "class")
        return (text + ")\(isStatic)\(isClass)").removingWhiteSpace
    }

    /// One case per element of `case a, b(Int)`.
    func cases(of decl: EnumCaseDeclSyntax) -> [DumpCase] {
        decl.elements.enumerated().map { position, element in
            DumpCase(
                name: element.name.text, rawValue: element.rawValue.map { Self.rawValue($0.value) },
                associatedValues: element.parameterClause?.parameters.map { parameter in
                    let label = parameter.firstName?.text
                    return (localName: label == "_" ? nil : label, typeName: parameter.type.trimmedDescription)
                } ?? [],
                annotations: annotations(anchor: element.name, attributes: decl.attributes, looksAbove: position == 0))
        }
    }

    /// A parameter type as Sourcery names it: ownership specifiers (`sending`, `consuming`, …)
    /// left out, `inout` kept.
    private static func withoutOwnership(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self), !attributed.specifiers.isEmpty else { return type.trimmedDescription }
        let isInout = attributed.specifiers.contains { $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout) }
        return (isInout ? "inout " : "") + attributed.attributes.trimmedDescription + " " + attributed.baseType.trimmedDescription
    }

    /// A result type as Sourcery names it: `-> sending R` by its base type, `R`.
    private static func withoutSending(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self), attributed.specifiers.contains(where: {
            $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.sending)
        }) else { return type.trimmedDescription }
        let attributes = attributed.attributes.trimmedDescription
        return (attributes.isEmpty ? "" : attributes + " ") + attributed.baseType.trimmedDescription
    }

    private static func fullName(_ shortName: String, _ clause: FunctionParameterClauseSyntax) -> String {
        shortName + "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [(argumentLabel: String?, name: String, typeName: String)] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? (first == "_" ? "" : first)
            let typeName = parameter.type.trimmedDescription + (parameter.ellipsis == nil ? "" : "...")
            return (argumentLabel: first == "_" ? nil : first, name: name, typeName: typeName)
        }
    }

    private static func throwsError(_ clause: ThrowsClauseSyntax?) -> Bool {
        guard let clause, clause.throwsSpecifier.tokenKind == .keyword(.throws) else { return false }
        return clause.type?.trimmedDescription != "Never"
    }

    private static func rawValue(_ value: ExprSyntax) -> String {
        if let literal = value.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
           literal.openingQuote.tokenKind == .stringQuote {
            return literal.segments.description
        }
        return value.trimmedDescription
    }
}

/// What a binding's accessor block provides.
struct Accessors {
    var hasGetter = false
    var hasSetter = false

    init(_ block: AccessorBlockSyntax?) {
        guard let block else { return }
        switch block.accessors {
        case .getter:
            hasGetter = true
        case .accessors(let list):
            for accessor in list {
                switch accessor.accessorSpecifier.text {
                case "get", "_read", "read", "unsafeAddress": hasGetter = true
                case "set", "_modify", "modify", "unsafeMutableAddress": hasSetter = true
                default: break
                }
            }
        }
    }
}
