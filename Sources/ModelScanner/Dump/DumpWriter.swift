/// Writes the `modelgen dump` JSON (spec: dump-format.md) from the composed types.
enum DumpWriter {
    static func json(for types: [SwiftType]) -> String {
        JSONValue.object([
            ("version", .number(1)),
            ("types", .array(types.filter { $0.kind != .protocolComposition && !$0.isStandIn }.map(typeValue))),
        ]).printed()
    }

    private static func typeValue(_ type: SwiftType) -> JSONValue {
        .object([
            ("name", .string(type.name)),
            ("localName", .string(type.localName)),
            ("kind", .string(type.kind.rawValue)),
            ("accessLevel", .string(type.accessLevel.rawValue)),
            ("isFinal", .bool(type.isFinal)),
            ("isExtension", .bool(type.isExtension)),
            ("inheritedTypes", .array(uniqueNames(type.declaredInheritedTypes).map { .string($0) })),
            ("genericParameters", .array(type.genericParameters.map { .string($0) })),
            ("annotations", annotationsValue(type.annotations)),
            ("file", .string(type.file)),
            ("line", .number(Double(type.line))),
            ("variables", .array(type.variables.map(variableValue))),
            ("cases", .array(type.cases.map(caseValue))),
            ("methods", .array(type.methods.map(methodValue))),
        ])
    }

    /// The dump lists each inherited name once (dump-format.md); the template model keeps
    /// Sourcery's repeats from merged declarations.
    private static func uniqueNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    private static func variableValue(_ variable: Variable) -> JSONValue {
        var attributeNames: [String] = []
        for attribute in variable.attributeList where !attributeNames.contains(attribute.name) {
            attributeNames.append(attribute.name)
        }
        return .object([
            ("name", .string(variable.name)),
            ("typeName", variable.writtenTypeName.map { .string($0.written) } ?? .null),
            ("isStatic", .bool(variable.isStatic)),
            ("isComputed", .bool(variable.isComputed)),
            ("isMutable", .bool(variable.isMutable)),
            ("isLazy", .bool(variable.isLazy)),
            ("readAccess", .string(variable.readAccess.rawValue)),
            ("writeAccess", .string(variable.writeAccess.rawValue)),
            ("defaultValue", variable.defaultValue.map { .string($0) } ?? .null),
            ("attributes", .array(attributeNames.map { .string($0) })),
            ("annotations", annotationsValue(variable.annotations)),
        ])
    }

    private static func caseValue(_ enumCase: EnumCase) -> JSONValue {
        .object([
            ("name", .string(enumCase.name)),
            ("rawValue", enumCase.rawValue.map { .string($0) } ?? .null),
            ("associatedValues", .array(enumCase.associatedValues.map { value in
                .object([
                    ("localName", value.localName.map { .string($0) } ?? .null),
                    ("typeName", .string(value.typeName.written)),
                ])
            })),
            ("annotations", annotationsValue(enumCase.annotations)),
        ])
    }

    private static func methodValue(_ method: Method) -> JSONValue {
        .object([
            ("name", .string(method.dumpName)),
            ("shortName", .string(method.dumpShortName)),
            ("parameters", .array(method.parameters.map { parameter in
                .object([
                    ("argumentLabel", parameter.argumentLabel.map { .string($0) } ?? .null),
                    ("name", .string(parameter.name)),
                    ("typeName", .string(parameter.writtenTypeName.written)),
                ])
            })),
            ("returnTypeName", .string(method.returnTypeName.written)),
            ("isStatic", .bool(method.dumpIsStatic)),
            ("isInitializer", .bool(method.isInitializer)),
            ("throws", .bool(method.throws)),
            ("isAsync", .bool(method.isAsync)),
            ("accessLevel", .string(method.accessLevel.rawValue)),
            ("annotations", annotationsValue(method.annotations)),
        ])
    }

    static func annotationsValue(_ annotations: Annotations) -> JSONValue {
        .object(annotations.keys.sorted().compactMap { key in annotations[key].map { (key, annotationValue($0)) } })
    }

    private static func annotationValue(_ value: AnnotationValue) -> JSONValue {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let values): return .array(values.map(annotationValue))
        case .object(let object): return annotationsValue(object)
        }
    }
}
