/// The record-by-record comparisons behind `DeclarationEquality`: a type apart from its nested
/// types, and each kind of member.
extension DeclarationEquality {
    /// A declaration (with `inheritedTypes` as compared) against a type, nested types aside.
    static func areEqualOutsideNestedTypes(_ type: SwiftType, _ inheritedTypes: [String], _ other: SwiftType,
                                           _ writtenNames: WrittenInheritedNames) -> Bool {
        type.localName == other.localName && type.kind == other.kind && type.isExtension == other.isExtension
            && type.accessLevel == other.accessLevel && type.fileName == other.fileName
            && type.parent?.name == other.parent?.name && type.imports == other.imports
            && inheritedTypes == pendingInheritedTypes(of: other, writtenNames)
            && type.genericParameters == other.genericParameters
            && type.annotations == other.annotations
            && type.modifiers == other.modifiers
            && same(type.attributes.sorted { $0.key < $1.key }, other.attributes.sorted { $0.key < $1.key }) {
                $0.key == $1.key && same($0.value, $1.value, by: \.asSource)
            }
            && same(type.genericRequirements, other.genericRequirements, by: requirementText)
            && same(type.typealiases.sorted { $0.key < $1.key }, other.typealiases.sorted { $0.key < $1.key }) {
                $0.key == $1.key && $0.value.typeName.name == $1.value.typeName.name
                    && $1.value.table?.isRebuiltBeforeMerging($1.value) != true
            }
            && same(type.rawVariables, other.rawVariables, by: areEqual)
            && same(type.rawMethods, other.rawMethods, by: areEqual)
            && same(type.rawSubscripts, other.rawSubscripts, by: areEqual)
            && same(type.cases, other.cases, by: areEqual)
    }

    /// A type's inherited names before its own resolution: as written, then those merged in.
    static func pendingInheritedTypes(of type: SwiftType, _ writtenNames: WrittenInheritedNames) -> [String] {
        guard let (written, resolvedCount) = writtenNames[ObjectIdentifier(type)] else { return type.inheritedTypes }
        return written + type.inheritedTypes.dropFirst(resolvedCount)
    }

    /// Sourcery's `Enum ==` compares the cases: OpenAPIKit's `OpenAPI.Server.CodingKeys`, one case
    /// more in OpenAPIKit than in OpenAPIKit30, is merged (and lists `allBuiltinKeys` twice).
    private static func areEqual(_ enumCase: EnumCase, _ other: EnumCase) -> Bool {
        enumCase.name == other.name && enumCase.rawValue == other.rawValue && enumCase.indirect == other.indirect
            && enumCase.annotations == other.annotations
            && same(enumCase.associatedValues, other.associatedValues, by: areEqual)
    }

    private static func areEqual(_ value: AssociatedValue, _ other: AssociatedValue) -> Bool {
        value.localName == other.localName && value.externalName == other.externalName
            && value.typeName.name == other.typeName.name && value.defaultValue == other.defaultValue
            && value.annotations == other.annotations
    }

    private static func areEqual(_ variable: Variable, _ other: Variable) -> Bool {
        variable.name == other.name && variable.typeName.name == other.typeName.name
            && variable.isComputed == other.isComputed && variable.isStatic == other.isStatic
            && variable.readAccess == other.readAccess && variable.writeAccess == other.writeAccess
            && variable.defaultValue == other.defaultValue && variable.isAsync == other.isAsync
            && variable.throws == other.throws && variable.modifiers == other.modifiers
            && variable.annotations == other.annotations
            && same(variable.attributeList, other.attributeList, by: \.asSource)
    }

    /// Also Sourcery's `Method ==`, which keeps one of two equal methods in a type's `methods`.
    static func areEqual(_ method: Method, _ other: Method) -> Bool {
        // The name is built on each read: compared once the rest agrees.
        method.definedInType?.name == other.definedInType?.name
            && method.returnTypeName.name == other.returnTypeName.name
            && method.isAsync == other.isAsync && method.throws == other.throws && method.rethrows == other.rethrows
            && method.accessLevel == other.accessLevel && method.isStatic == other.isStatic
            && method.isClass == other.isClass && method.isFailableInitializer == other.isFailableInitializer
            && method.modifiers == other.modifiers && method.annotations == other.annotations && method.hasSameName(as: other)
            && same(method.attributeList, other.attributeList, by: \.asSource)
            && same(method.genericRequirements, other.genericRequirements, by: requirementText)
    }

    private static func areEqual(_ item: Subscript, _ other: Subscript) -> Bool {
        item.returnTypeName.name == other.returnTypeName.name && item.readAccess == other.readAccess
            && item.writeAccess == other.writeAccess && item.isAsync == other.isAsync && item.throws == other.throws
            && item.modifiers == other.modifiers && item.annotations == other.annotations
            && same(item.parameters, other.parameters, by: \.asSource)
            && same(item.attributeList, other.attributeList, by: \.asSource)
    }

    private static func requirementText(_ requirement: GenericRequirement) -> String {
        "\(requirement.leftType.name) \(requirement.relationshipSyntax) \(requirement.rightType.typeName.name)"
    }

    private static func same<C: Collection, Key: Equatable>(_ items: C, _ others: C, by key: (C.Element) -> Key) -> Bool {
        same(items, others) { key($0) == key($1) }
    }

    private static func same<C: Collection>(_ items: C, _ others: C, by areEqual: (C.Element, C.Element) -> Bool) -> Bool {
        items.count == others.count && zip(items, others).allSatisfy(areEqual)
    }
}
