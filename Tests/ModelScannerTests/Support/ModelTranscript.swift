@testable import ModelScanner

/// Everything a template can read of a scan, as text: every type, member and type name with the
/// members Sourcery's templates read (resolved types, actual names, relationships, member lists,
/// annotations). Reading it forces every value the model works out on first use.
enum ModelTranscript {
    /// The transcript, reading the types, functions and typealiases last to first when asked (the text is
    /// always in the result's order, so transcripts read in different orders compare).
    static func of(_ result: ScanResult, readingBackwards: Bool = false) -> String {
        func read<Item>(_ items: [Item], _ describe: (Item) -> String) -> [String] {
            readingBackwards ? items.reversed().map(describe).reversed() : items.map(describe)
        }
        return (read(result.types, type) + read(result.functions, method) + read(result.typealiases, aliasDeclaration))
            .joined(separator: "\n") + "\n" + result.typesByName.keys.sorted().joined(separator: ",")
    }

    private static func type(_ type: SwiftType) -> String {
        var lines = [
            "type \(type.name) \(type.localName) \(type.kind) \(type.accessLevel) ext:\(type.isExtension) final:\(type.isFinal)"
                + " generic:\(type.isGeneric) \(type.fileName) parent:\(name(type.parent)) super:\(name(type.supertype))",
            "  inherited \(type.inheritedTypes) based \(type.based.sorted { $0.key < $1.key })",
            "  basedTypes \(names(type.basedTypes)) inherits \(names(type.inherits)) implements \(names(type.implements))",
            "  contained \(type.containedTypes.map(\.name)) annotations \(annotations(type.annotations))",
            "  attributes \(attributes(type.attributes)) modifiers \(type.modifiers.map(\.asSource))",
            "  raw \(typeName(type.rawTypeName)) -> \(name(type.rawType))",
        ]
        lines += type.typealiases.keys.sorted().compactMap { type.typealiases[$0].map { "  " + aliasDeclaration($0) } }
        lines += type.associatedTypes.keys.sorted().compactMap { key in
            type.associatedTypes[key].map { "  associated \($0.name) \(typeName($0.typeName)) -> \(name($0.type))" }
        }
        lines += type.genericRequirements.map { "  requirement " + requirement($0) }
        for (label, list) in [("variable", type.variables), ("all variable", type.allVariables), ("raw variable", type.rawVariables)] {
            lines += list.map { "  \(label) " + variable($0) }
        }
        for (label, list) in [("method", type.methods), ("all method", type.allMethods), ("raw method", type.rawMethods)] {
            lines += list.map { "  \(label) " + method($0) }
        }
        for (label, list) in [("subscript", type.subscripts), ("all subscript", type.allSubscripts), ("raw subscript", type.rawSubscripts)] {
            lines += list.map { "  \(label) " + subscriptItem($0) }
        }
        lines += type.cases.map { enumCase in
            "  case \(enumCase.name) \(enumCase.rawValue ?? "-") \(annotations(enumCase.annotations)) "
                + enumCase.associatedValues.map { "\($0.localName ?? "-") \($0.externalName ?? "-") \(typeName($0.typeName)) -> \(name($0.type))" }
                .joined(separator: "; ")
        }
        return lines.joined(separator: "\n")
    }

    private static func variable(_ variable: Variable) -> String {
        "\(variable.name) \(typeName(variable.typeName)) -> \(name(variable.type)) actual \(variable.actualTypeName.name)"
            + " optional:\(variable.isOptional) \(variable.unwrappedTypeName) static:\(variable.isStatic) mutable:\(variable.isMutable)"
            + " in \(name(variable.definedInType)) \(typeName(variable.definedInTypeName)) \(typeName(variable.actualDefinedInTypeName))"
            + " \(attributes(variable.attributes)) \(annotations(variable.annotations)) \(variable.defaultValue ?? "-")"
    }

    private static func method(_ method: Method) -> String {
        "\(method.name) \(method.selectorName) \(method.shortName) \(method.callName) -> \(typeName(method.returnTypeName))"
            + " \(name(method.returnType)) actual \(method.actualReturnTypeName.name) optional:\(method.isOptionalReturnType)"
            + " \(method.unwrappedReturnTypeName) throws \(typeName(method.throwsTypeName))"
            + " in \(name(method.definedInType)) \(typeName(method.definedInTypeName)) \(typeName(method.actualDefinedInTypeName))"
            + " \(attributes(method.attributes)) \(annotations(method.annotations))"
            + " generics \(method.genericParameters.map { "\($0.name): \(typeName($0.inheritedTypeName))" })"
            + " where \(method.genericRequirements.map(requirement)) (\(method.parameters.map(parameter).joined(separator: "; ")))"
    }

    private static func subscriptItem(_ item: Subscript) -> String {
        "\(typeName(item.returnTypeName)) -> \(name(item.returnType)) actual \(item.actualReturnTypeName.name)"
            + " in \(name(item.definedInType)) \(typeName(item.definedInTypeName)) \(attributes(item.attributes))"
            + " \(annotations(item.annotations)) where \(item.genericRequirements.map(requirement))"
            + " (\(item.parameters.map(parameter).joined(separator: "; ")))"
    }

    private static func parameter(_ parameter: MethodParameter) -> String {
        "\(parameter.asSource) \(typeName(parameter.typeName)) -> \(name(parameter.type)) actual \(parameter.actualTypeName.name)"
            + " \(attributes(parameter.typeAttributes)) \(annotations(parameter.annotations))"
    }

    private static func aliasDeclaration(_ alias: Typealias) -> String {
        "typealias \(alias.name) \(typeName(alias.typeName)) -> \(name(alias.type)) parent \(name(alias.parent))"
    }

    private static func requirement(_ requirement: GenericRequirement) -> String {
        "\(requirement.leftType.name) \(requirement.relationship) \(typeName(requirement.rightType.typeName)) -> \(name(requirement.rightType.type))"
    }

    /// A type name with its forms and parts, to a bounded depth (actual names of parts nest).
    private static func typeName(_ typeName: TypeName?, depth: Int = 0) -> String {
        guard let typeName else { return "nil" }
        guard depth < 6 else { return "…" }
        let inner = { (name: TypeName?) in Self.typeName(name, depth: depth + 1) }
        var text = "<\(typeName.description)|\(typeName.asSource)|\(typeName.unwrappedTypeName) -> \(name(typeName.resolvedType))"
            + " opt:\(typeName.isOptional) iuo:\(typeName.isImplicitlyUnwrappedOptional) void:\(typeName.isVoid) never:\(typeName.isNever)"
            + " comp:\(typeName.isProtocolComposition) \(attributes(typeName.attributes)) \(typeName.modifiers.map(\.asSource))"
        if let tuple = typeName.tuple {
            text += " tuple(\(tuple.elements.map { "\($0.name ?? "-") \(inner($0.typeName)) \(name($0.type))" }))"
        }
        if let array = typeName.array { text += " array(\(inner(array.elementTypeName)) \(name(array.elementType)))" }
        if let dictionary = typeName.dictionary {
            text += " dictionary(\(inner(dictionary.keyTypeName)) \(name(dictionary.keyType)) \(inner(dictionary.valueTypeName)) \(name(dictionary.valueType)))"
        }
        if let set = typeName.set { text += " set(\(inner(set.elementTypeName)) \(name(set.elementType)))" }
        if let closure = typeName.closure {
            text += " closure(\(closure.asSource) \(closure.parameters.map { "\($0.asSource) \(inner($0.typeName)) \(name($0.type))" })"
                + " -> \(inner(closure.returnTypeName)) \(name(closure.returnType)) throws \(inner(closure.throwsTypeName)))"
        }
        if let generic = typeName.generic {
            text += " generic(\(generic.name) \(generic.typeParameters.map { "\(inner($0.typeName)) \(name($0.type))" }))"
        }
        return text + " actual \(inner(typeName.actualTypeName))>"
    }

    private static func name(_ type: SwiftType?) -> String { type?.name ?? "nil" }

    private static func names(_ types: [String: SwiftType]) -> String {
        types.keys.sorted().map { "\($0)=\(name(types[$0]))" }.joined(separator: ",")
    }

    private static func attributes(_ attributes: [String: [Attribute]]) -> String {
        attributes.keys.sorted().flatMap { attributes[$0] ?? [] }
            .map { "\($0.asSource)\($0.arguments.sorted { $0.key < $1.key })" }.joined(separator: " ")
    }

    private static func annotations(_ annotations: Annotations) -> String {
        DumpWriter.annotationsValue(annotations).printed()
    }
}
