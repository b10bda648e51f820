/// Sourcery's `Type ==` as its composer uses it: a declaration equal to the type it would be merged
/// into is not merged (`if current == type { return }`). So the same file copied into two modules
/// (OpenAPIKit and OpenAPIKit30, swift-nio's NIOFS and _NIOFileSystem) gives one type, not a type
/// with every member twice. The comparison is by value, against the type as merged so far: same
/// name, kind, access, file name, imports, inherited names, requirements, annotations, attributes,
/// modifiers, typealiases, members (one by one), enum cases and nested types (recursively).
///
/// Sourcery compares while it resolves inherited names, declaration by declaration in file order:
/// the declaration's names are resolved, the type's (a later declaration) and every nested type's
/// are still as written (plus what earlier merges appended). So a nested struct inheriting
/// `NIOFileSystemSendableMetatype` in one module and `_NIOFileSystemSendableMetatype` in another,
/// both aliases of `Any`, is merged (swift-nio's `AnyAsyncSequence.AsyncIterator`).
enum DeclarationEquality {
    /// The inherited names as written, and how many resolved names replaced them, of the
    /// declarations whose names resolution changed.
    typealias WrittenInheritedNames = [ObjectIdentifier: (written: [String], resolvedCount: Int)]

    /// Nested types are compared with a work list, not by recursion: types nest up to
    /// `Parser.maximumTypeNesting` deep, which overflowed the stack (a fuzz input).
    static func areEqual(_ type: SwiftType, _ other: SwiftType, _ writtenNames: WrittenInheritedNames) -> Bool {
        var pending = [(type, type.inheritedTypes, other)]
        while let (type, inheritedTypes, other) = pending.popLast() {
            guard areEqualOutsideNestedTypes(type, inheritedTypes, other, writtenNames) else { return false }
            let nested = type.containedTypes
            let otherNested = other.containedTypes
            guard nested.count == otherNested.count else { return false }
            for (child, otherChild) in zip(nested, otherNested) {
                pending.append((child, pendingInheritedTypes(of: child, writtenNames), otherChild))
            }
        }
        return true
    }

    private static func areEqualOutsideNestedTypes(_ type: SwiftType, _ inheritedTypes: [String], _ other: SwiftType,
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
    private static func pendingInheritedTypes(of type: SwiftType, _ writtenNames: WrittenInheritedNames) -> [String] {
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
        method.name == other.name && method.definedInType?.name == other.definedInType?.name && method.returnTypeName.name == other.returnTypeName.name
            && method.isAsync == other.isAsync && method.throws == other.throws && method.rethrows == other.rethrows
            && method.accessLevel == other.accessLevel && method.isStatic == other.isStatic
            && method.isClass == other.isClass && method.isFailableInitializer == other.isFailableInitializer
            && method.modifiers == other.modifiers && method.annotations == other.annotations
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
